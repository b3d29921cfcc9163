import { describe, expect, it } from 'vitest';
import { ManualPace } from '../../../test/manual-pace';
import { createLiveStreams, LIVE_UPDATE_GAP_MS, type LiveResponse } from './live-streams';

// The stream's own pacing, on a pace the test moves: a burst of changes is one message a gap, and a
// message to a crowd goes out in waves. (tournament-live.test.ts has the same through HTTP, with who may watch.)

/** A watcher's response: the versions it was sent, in order. */
class Watcher implements LiveResponse {
  versions: number[] = [];
  private closeListeners: Array<() => void> = [];

  writeHead(): void {}
  write(chunk: string | Buffer): void {
    for (const [, version] of chunk.toString().matchAll(/^data: (\d+)$/gm)) this.versions.push(Number(version));
  }
  end(): void {
    this.leave();
  }
  on(_event: 'close', listener: () => void): void {
    this.closeListeners.push(listener);
  }
  /** The browser goes. */
  leave(): void {
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}

function setUp() {
  const pace = new ManualPace();
  const listeners = new Map<number, (version: number | null) => void>();
  let version = 1;
  const streams = createLiveStreams(
    {
      event: 'board',
      watch: (topic, onChange) => {
        listeners.set(topic, onChange);
        return () => listeners.delete(topic);
      },
      readVersion: () => Promise.resolve(version),
      onError: (error) => {
        throw error;
      },
    },
    pace,
  );
  /** A change saved: the topic's notice says so. */
  const change = (topic = 7) => {
    version += 1;
    listeners.get(topic)?.(version);
    return version;
  };
  const watch = (topic = 7) => {
    const watcher = new Watcher();
    streams.add(topic, version, watcher, {});
    return watcher;
  };
  return { pace, streams, change, watch, listeners };
}

describe('live streams', () => {
  it('tell a new watcher the version now, then each change, a burst as one message a gap apart with the newest version', async () => {
    const { pace, change, watch } = setUp();
    const watcher = watch();
    expect(watcher.versions).toEqual([1]);
    change();
    await pace.advance(0);
    expect(watcher.versions).toEqual([1, 2]);
    // Four more within the gap: nothing until the gap has passed since the last message, then the newest.
    for (let i = 0; i < 4; i++) {
      change();
      await pace.advance(100);
    }
    expect(watcher.versions).toEqual([1, 2]);
    await pace.advance(LIVE_UPDATE_GAP_MS - 401);
    expect(watcher.versions).toEqual([1, 2]);
    await pace.advance(1);
    expect(watcher.versions).toEqual([1, 2, 6]);
    // Quiet for longer than the gap: the next change goes at once.
    await pace.advance(5 * LIVE_UPDATE_GAP_MS);
    change();
    await pace.advance(0);
    expect(watcher.versions).toEqual([1, 2, 6, 7]);
  });

  it('tell only the watchers of the topic that changed', async () => {
    const { pace, change, watch } = setUp();
    const [here, there] = [watch(7), watch(8)];
    change(7);
    await pace.advance(LIVE_UPDATE_GAP_MS);
    expect([here.versions, there.versions]).toEqual([[1, 2], [1]]);
  });

  it('tell a crowd in twenty waves a twentieth of 600 ms apart, so their reads do not all arrive at once', async () => {
    const { pace, change, watch } = setUp();
    const crowd = Array.from({ length: 500 }, () => watch());
    const told = () => crowd.filter((watcher) => watcher.versions.length === 2).length;
    change();
    await pace.advance(0);
    expect(told()).toBe(25);
    await pace.advance(29);
    expect(told()).toBe(25);
    await pace.advance(1);
    expect(told()).toBe(50);
    await pace.advance(30 * 17);
    expect(told()).toBe(475);
    await pace.advance(30);
    expect(told()).toBe(500);
  });

  it('tell a small crowd in waves of at least ten, and a handful at once', async () => {
    const { pace, change, watch } = setUp();
    const crowd = Array.from({ length: 35 }, () => watch());
    const told = () => crowd.filter((watcher) => watcher.versions.length === 2).length;
    change();
    await pace.advance(0);
    expect(told()).toBe(10);
    await pace.advance(30);
    expect(told()).toBe(20);
    await pace.advance(60);
    expect(told()).toBe(35);
    const few = setUp();
    const handful = Array.from({ length: 10 }, () => few.watch());
    few.change();
    await few.pace.advance(0);
    expect(handful.every((watcher) => watcher.versions.length === 2)).toBe(true);
  });

  it('stop listening when the last watcher goes, and send nothing a gap later to those gone', async () => {
    const { pace, change, watch, listeners, streams } = setUp();
    const [ann, bob] = [watch(), watch()];
    change();
    await pace.advance(0);
    // A change waiting out the gap when they go.
    change();
    ann.leave();
    expect(streams.watchers(7)).toBe(1);
    bob.leave();
    expect([streams.watchers(7), listeners.size]).toEqual([0, 0]);
    await pace.advance(LIVE_UPDATE_GAP_MS);
    expect([ann.versions, bob.versions]).toEqual([[1, 2], [1, 2]]);
  });
});

describe('live streams sending the data itself', () => {
  /** A stream that keeps each `data:` line whole, and whether it was ended. */
  class Receiver extends Watcher {
    lines: string[] = [];
    /** Each message written as bytes (the data worked out for many watchers). */
    buffers: Buffer[] = [];
    ended = false;
    override write(chunk: string | Buffer): void {
      if (Buffer.isBuffer(chunk)) this.buffers.push(chunk);
      for (const [, line] of chunk.toString().matchAll(/^data: (.*)$/gm)) this.lines.push(line ?? '');
    }
    override end(): void {
      this.ended = true;
      super.end();
    }
  }

  function setUpRendering(render: (version: number, watchers: ReadonlyArray<string>) => Promise<ReadonlyMap<string, string | null>>) {
    const pace = new ManualPace();
    let listener: (version: number | null) => void = () => undefined;
    const errors: unknown[] = [];
    let version = 1;
    const streams = createLiveStreams<string>(
      {
        event: 'board',
        watch: (_topic, onChange) => {
          listener = onChange;
          return () => undefined;
        },
        readVersion: () => Promise.resolve(version),
        render: (_topic, at, watchers) => render(at, watchers),
        onError: (error) => errors.push(error),
      },
      pace,
    );
    const watch = (wants?: string) => {
      const receiver = new Receiver();
      streams.add(7, version, receiver, {}, wants);
      return receiver;
    };
    const change = () => listener(++version);
    return { pace, watch, change, errors };
  }

  it('send each watcher that asked the data worked out for it once per update, the others the version, and end a stream it may no longer have', async () => {
    const asked: string[][] = [];
    const { pace, watch, change } = setUpRendering((version, watchers) => {
      asked.push([...watchers]);
      return Promise.resolve(new Map(watchers.map((who) => [who, who === 'gone' ? null : `${version} board for ${who}`])));
    });
    const [net, gross, gone, plain] = [watch('net'), watch('gross'), watch('gone'), watch()];
    expect([net.lines, plain.lines]).toEqual([['1'], ['1']]);
    change();
    await pace.advance(0);
    expect(asked).toEqual([['net', 'gross', 'gone']]);
    expect([net.lines, gross.lines, gone.lines, plain.lines]).toEqual([['1', '2 board for net'], ['1', '2 board for gross'], ['1'], ['1', '2']]);
    expect([gone.ended, net.ended]).toEqual([true, false]);
  });

  it('write one message the same to every watcher sent it: encoded once per update, not once a watcher', async () => {
    const { pace, watch, change } = setUpRendering((version, watchers) => Promise.resolve(new Map(watchers.map((who) => [who, `${version} board for ${who.split(' ')[0] ?? ''}`]))));
    const [ann, bob, gross, plain, other] = [watch('net ann'), watch('net bob'), watch('gross cy'), watch(), watch()];
    change();
    await pace.advance(0);
    expect(ann.lines).toEqual(['1', '2 board for net']);
    expect([ann.buffers.length, bob.buffers.length, plain.buffers.length, other.buffers.length]).toEqual([1, 1, 1, 1]);
    expect(ann.buffers[0]).toBe(bob.buffers[0]);
    expect(gross.buffers[0]).not.toBe(ann.buffers[0]);
    expect(gross.lines).toEqual(['1', '2 board for gross']);
    // The version alone, to the watchers that asked for nothing more: one message too.
    expect(plain.buffers[0]).toBe(other.buffers[0]);
    expect(plain.lines).toEqual(['1', '2']);
  });

  it('send the version alone when the data cannot be worked out, and say why', async () => {
    const { pace, watch, change, errors } = setUpRendering(() => Promise.reject(new Error('database gone')));
    const net = watch('net');
    change();
    await pace.advance(0);
    expect(net.lines).toEqual(['1', '2']);
    expect(errors).toHaveLength(1);
  });
});
