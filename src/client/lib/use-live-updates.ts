import { type RefObject, useEffect, useRef, useState } from 'react';
import { usePageVisible } from './use-page-visible';
import { unzipCarried } from './carried-data';

/**
 * A tournament board's live stream (members' and public boards alike): an update when a card
 * changed. Naming a board (basis, flight), each update after the first carries that board itself.
 */
export function tournamentBoardStream(id: number, board?: { basis: 'net' | 'gross'; flight?: string | null }): string {
  if (!board) return `/api/tournaments/${id}/live`;
  const search = new URLSearchParams({ basis: board.basis });
  if (board.flight) search.set('flight', board.flight);
  return `/api/tournaments/${id}/live?${search.toString()}`;
}

/**
 * Listens to a live stream of the server (Server-Sent Events, e.g. `/api/tournaments/{id}/live`)
 * while `url` is given and the page is on screen, and calls `onChange` with the version each
 * update names, and the data it carries after it (if any). The server names the version now as soon as the stream opens (also after it was
 * lost or the page hidden): the caller compares it with what it shows. Answers whether the stream
 * is connected: the caller polls only while it is not (no EventSource, a proxy that drops it, the
 * server saying 204 because nothing will change any more).
 */
export function useLiveUpdates(url: string | null, onChange: (version: number, carried: string | undefined) => void): boolean {
  const visible = usePageVisible();
  const [connected, setConnected] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (url === null || !visible || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    source.addEventListener('open', () => setConnected(true));
    source.addEventListener('board', (event: MessageEvent<unknown>) => {
      const data = String(event.data);
      const space = data.indexOf(' ');
      const version = Number(space < 0 ? data : data.slice(0, space));
      if (Number.isInteger(version)) latest.current(version, space < 0 ? undefined : data.slice(space + 1));
    });
    // Lost (the browser tries again by itself) or ended for good: poll meanwhile.
    source.addEventListener('error', () => setConnected(false));
    return () => {
      source.close();
      setConnected(false);
    };
  }, [url, visible]);

  return connected && visible && url !== null;
}

/**
 * The board version a page must read, for a board on a live stream: raised whenever an update
 * names a newer version than the board on screen, never lowered; undefined until one does. The
 * page keeps `shownRef` at the version it shows and puts `wanted` in its read, which the server
 * then answers with a board at least that new (without it, a board computed a moment ago may answer
 * while a newer one is on its way). An update carrying the board itself hands it to `onCarried`
 * first (unzipped), which keeps it where that read would: then nothing is read at all.
 */
export function useWantedBoardVersion(
  url: string | null,
  onCarried?: (board: unknown) => void,
): { wanted: number | undefined; live: boolean; shownRef: RefObject<number | undefined> } {
  const [wanted, setWanted] = useState<number>();
  const onScreen = useRef<number | undefined>(undefined);
  const carriedTo = useRef(onCarried);
  useEffect(() => {
    carriedTo.current = onCarried;
  });
  const live = useLiveUpdates(url, (version, carried) => {
    if (onScreen.current !== undefined && version <= onScreen.current) return;
    const want = () => setWanted((before) => Math.max(before ?? 0, version));
    const keep = carriedTo.current;
    if (carried === undefined || keep === undefined) return want();
    // A board that cannot be unzipped here is read instead, at its version.
    void unzipCarried(carried)
      .then(keep, () => undefined)
      .finally(want);
  });
  return { wanted, live, shownRef: onScreen };
}
