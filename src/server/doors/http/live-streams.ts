import { type Pace, realPace } from '../../platform/core/pace';

/** At most one update per watcher this often, however many saves a burst brings. */
export const LIVE_UPDATE_GAP_MS = 1000;
/**
 * A message to many watchers goes out in this many waves over this long, each at least
 * LIVE_WAVE_SIZE watchers (fewer: at once). Half a thousand watchers a process are 20 waves of 25
 * over the 600 ms; with a least of 50 they were 10 waves over 300 ms, twice as dense.
 */
const LIVE_WAVES = 20;
const LIVE_SPREAD_MS = 600;
const LIVE_WAVE_SIZE = 10;
/** A comment now and then keeps proxies and phones from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** Each watched topic's version is also read this often: a notice missed (a lost connection, a script's write) still arrives. */
const VERSION_CHECK_MS = 2_000;
/** How long a browser waits before connecting again after the stream ended. */
const RETRY_MS = 3_000;

/**
 * The data of an update for the watchers that asked for more than the version (a board), by
 * watcher: the text of its `data:` line, or null when that watcher may no longer watch (its stream
 * ends; the browser connects again as whoever it is now).
 */
export type LiveRender<W> = (topic: number, version: number, watchers: ReadonlyArray<W>) => Promise<ReadonlyMap<W, string | null>>;

interface Source<W> {
  /** Calls back with each new version, or null for "read again" (notices may have been missed). */
  watch: (topic: number, onChange: (version: number | null) => void) => () => void;
  /** The topic's version now. */
  readVersion: (topic: number) => Promise<number>;
  /** The event's name (`event:` line): what changed. */
  event: string;
  /** What a watcher that asked for the data itself is sent with each update. */
  render?: LiveRender<W>;
  onError: (error: unknown) => void;
}

/** What a stream writes to: Node's ServerResponse, or a test's. */
export interface LiveResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  write(chunk: string | Buffer): unknown;
  end(): unknown;
  on(event: 'close', listener: () => void): unknown;
}

interface Group<W> {
  /** Each stream, with what its watcher asked to be sent (undefined: the version only). */
  streams: Map<LiveResponse, W | undefined>;
  /** The newest version heard of, and the one last sent. */
  version: number;
  sent: number;
  /** Send even if the version did not move (after a possible gap). */
  resend: boolean;
  lastSentAt: number;
  /** An update is waiting out the gap. */
  pending: boolean;
  unwatch: () => void;
  check: NodeJS.Timeout;
}

/**
 * Server-Sent Events for watchers of one kind of topic (a tournament's board), in this process. A
 * change is sent to every watcher of its topic as `event: <name>` with the new version, at most
 * once per LIVE_UPDATE_GAP_MS: a burst of changes is one message. A new watcher hears the version
 * at once. A watcher added with what it wants (`W`) is sent the data itself with each update after
 * that (`render`, once per update for all of them); the others read it through the ordinary read,
 * naming the version they were told of; the server keeps it computed per version.
 */
export function createLiveStreams<W = never>(source: Source<W>, pace: Pace = realPace) {
  const groups = new Map<number, Group<W>>();

  /**
   * To every watcher of the group, in LIVE_WAVES waves (of at least LIVE_WAVE_SIZE) over LIVE_SPREAD_MS:
   * each watcher reads the board on the message, and a thousand reads arriving in the same
   * millisecond queue every save behind them.
   */
  function send(group: Group<W>, messageOf: (stream: LiveResponse, watcher: W | undefined) => Buffer | null): void {
    const streams = [...group.streams];
    const size = Math.max(LIVE_WAVE_SIZE, Math.ceil(streams.length / LIVE_WAVES));
    for (let start = 0, wave = 0; start < streams.length; start += size, wave += 1) {
      const part = streams.slice(start, start + size);
      const write = () => {
        for (const [stream, watcher] of part) {
          if (!group.streams.has(stream)) continue;
          const message = messageOf(stream, watcher);
          if (message === null) stream.end();
          else stream.write(message);
        }
      };
      if (wave === 0) write();
      else void pace.wait((wave * LIVE_SPREAD_MS) / LIVE_WAVES).then(write);
    }
  }

  /** The data for the watchers that asked for it, at `version`; a failure sends them the version only. */
  async function rendered(topic: number, group: Group<W>, version: number): Promise<ReadonlyMap<W, string | null>> {
    const wanting = [...group.streams.values()].filter((watcher): watcher is W => watcher !== undefined);
    if (wanting.length === 0 || !source.render) return new Map();
    try {
      return await source.render(topic, version, wanting);
    } catch (error) {
      source.onError(error);
      return new Map();
    }
  }

  async function flush(topic: number, group: Group<W>): Promise<void> {
    group.pending = false;
    if (group.version <= group.sent && !group.resend) return;
    const version = group.version;
    group.sent = version;
    group.resend = false;
    group.lastSentAt = pace.now();
    const data = await rendered(topic, group, version);
    // Each distinct message is encoded once and the same bytes written to all its watchers: a board
    // of 16 KB to 500 watchers was otherwise joined and encoded 500 times (8 MB of garbage an update).
    const encoded = new Map<string, Buffer>();
    const bytesOf = (text: string): Buffer => {
      let bytes = encoded.get(text);
      if (!bytes) {
        bytes = Buffer.from(`event: ${source.event}\ndata: ${text}\n\n`);
        encoded.set(text, bytes);
      }
      return bytes;
    };
    send(group, (_stream, watcher) => {
      const text = watcher === undefined || !data.has(watcher) ? String(version) : data.get(watcher);
      return text === null || text === undefined ? null : bytesOf(text);
    });
  }

  function heard(topic: number, group: Group<W>, version: number | null): void {
    if (version === null) group.resend = true;
    else if (version > group.version) group.version = version;
    else return;
    if (group.pending) return;
    group.pending = true;
    const wait = Math.max(0, group.lastSentAt + LIVE_UPDATE_GAP_MS - pace.now());
    void pace.wait(wait).then(() => flush(topic, group));
  }

  function open(topic: number, version: number): Group<W> {
    const existing = groups.get(topic);
    if (existing) return existing;
    const group: Group<W> = {
      streams: new Map(),
      version,
      sent: version,
      resend: false,
      lastSentAt: Number.NEGATIVE_INFINITY,
      pending: false,
      unwatch: () => undefined,
      check: setInterval(() => {
        source.readVersion(topic).then((now) => heard(topic, group, now), source.onError);
      }, VERSION_CHECK_MS),
    };
    group.check.unref();
    group.unwatch = source.watch(topic, (next) => heard(topic, group, next));
    groups.set(topic, group);
    return group;
  }

  function close(topic: number, group: Group<W>): void {
    clearInterval(group.check);
    group.unwatch();
    if (groups.get(topic) === group) groups.delete(topic);
  }

  return {
    /**
     * Streams the topic's changes to `response` from `version` on, until the browser goes (or,
     * for a `watcher` sent the data, may no longer have it). The headers are written here: the
     * answer is an event stream, never stored. The first message names the version only.
     */
    add(topic: number, version: number, response: LiveResponse, headers: Record<string, string>, watcher?: W): void {
      const group = open(topic, version);
      // The watcher read a newer version than this process has heard of: the others are told too.
      heard(topic, group, version);
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      // The version now, first: a board read a moment before (or while the stream was lost) may be older.
      response.write(`retry: ${RETRY_MS}\n\nevent: ${source.event}\ndata: ${group.version}\n\n`);
      group.streams.set(response, watcher);
      const heartbeat = setInterval(() => response.write(': still here\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      response.on('close', () => {
        clearInterval(heartbeat);
        group.streams.delete(response);
        if (group.streams.size === 0) close(topic, group);
      });
    },
    /** Watchers of a topic in this process (tests, the bench's checks). */
    watchers(topic: number): number {
      return groups.get(topic)?.streams.size ?? 0;
    },
    /** Ends every stream (the server is stopping; browsers connect again to another process). */
    closeAll(): void {
      for (const [topic, group] of [...groups]) {
        for (const stream of group.streams.keys()) stream.end();
        close(topic, group);
      }
    },
  };
}
