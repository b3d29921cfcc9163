import { type RefObject, useEffect, useRef, useState } from 'react';
import { usePageVisible } from './use-page-visible';

/** A tournament board's live stream (members' and public boards alike): an update when a card changed. */
export const tournamentBoardStream = (id: number) => `/api/tournaments/${id}/live`;

/**
 * Listens to a live stream of the server (Server-Sent Events, e.g. `/api/tournaments/{id}/live`)
 * while `url` is given and the page is on screen, and calls `onChange` with the version each
 * update names. The server names the version now as soon as the stream opens (also after it was
 * lost or the page hidden): the caller compares it with what it shows. Answers whether the stream
 * is connected: the caller polls only while it is not (no EventSource, a proxy that drops it, the
 * server saying 204 because nothing will change any more).
 */
export function useLiveUpdates(url: string | null, onChange: (version: number) => void): boolean {
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
      const version = Number(event.data);
      if (Number.isInteger(version)) latest.current(version);
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
 * while a newer one is on its way).
 */
export function useWantedBoardVersion(url: string | null): { wanted: number | undefined; live: boolean; shownRef: RefObject<number | undefined> } {
  const [wanted, setWanted] = useState<number>();
  const onScreen = useRef<number | undefined>(undefined);
  const live = useLiveUpdates(url, (version) => {
    if (onScreen.current === undefined || version > onScreen.current) setWanted((before) => Math.max(before ?? 0, version));
  });
  return { wanted, live, shownRef: onScreen };
}
