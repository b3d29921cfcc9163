import { type IncomingMessage, request } from 'node:http';

export interface OpenedStream {
  status: number;
  contentType: string;
  /** The data of each event named `name`, as they arrive. */
  events: string[];
  /** When each of them arrived (ms, Date.now()). */
  arrivals: number[];
  /** Whether the server ended the stream. */
  ended: boolean;
  close: () => void;
}

/** Calls `onEvent` with the name and data of each event of a Server-Sent Events answer as its blocks complete. */
export function onServerSentEvents(res: IncomingMessage, onEvent: (event: string | undefined, data: string | undefined) => void): void {
  res.setEncoding('utf8');
  let buffer = '';
  res.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      onEvent(/^event: (.*)$/m.exec(block)?.[1], /^data: (.*)$/m.exec(block)?.[1]);
    }
  });
  res.on('error', () => undefined);
}

/** Opens a Server-Sent Events stream as a browser's EventSource does (a listening app: inject cannot stream). */
export function openEventStream(url: string, cookie: string | null, name = 'board'): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const events: string[] = [];
    const arrivals: number[] = [];
    const req = request(url, { headers: { accept: 'text/event-stream', ...(cookie && { cookie }) } }, (res) => {
      onServerSentEvents(res, (event, data) => {
        if (event !== name) return;
        events.push(data ?? '');
        arrivals.push(Date.now());
      });
      const opened: OpenedStream = { status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), events, arrivals, ended: false, close: () => req.destroy() };
      res.on('end', () => (opened.ended = true));
      resolve(opened);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Waits until `check` holds (polling every 20 ms), or fails after `ms`. */
export async function eventually(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
