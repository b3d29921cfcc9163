import { vi } from 'vitest';

/** A stand-in for the browser's EventSource that a test drives by dispatching `open` and named events. */
export interface FakeEventSource extends EventTarget {
  readonly url: string;
  close: ReturnType<typeof vi.fn>;
}

/** Replaces the global EventSource (undo with vi.unstubAllGlobals) and answers every stream opened since. */
export function stubEventSource(): FakeEventSource[] {
  const streams: FakeEventSource[] = [];
  class Fake extends EventTarget implements FakeEventSource {
    close = vi.fn();
    constructor(readonly url: string) {
      super();
      streams.push(this);
    }
  }
  vi.stubGlobal('EventSource', Fake);
  return streams;
}
