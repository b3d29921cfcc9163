import { useEffect, useRef, useState } from 'react';
import { usePageVisible } from './use-page-visible';

/** A tournament board's live stream (members' and public boards alike): an update when a card changed. */
export const tournamentBoardStream = (id: number) => `/api/tournaments/${id}/live`;

/**
 * Listens to a live stream of the server (Server-Sent Events, e.g. `/api/tournaments/{id}/live`)
 * while `url` is given and the page is on screen, and calls `onChange` on each update it sends.
 * Answers whether the stream is connected: the caller polls only while it is not (no EventSource,
 * a proxy that drops it, the server saying 204 because nothing will change any more). After the
 * stream was lost or the page hidden, connecting again calls `onChange` once: updates may have
 * been missed meanwhile.
 */
export function useLiveUpdates(url: string | null, onChange: () => void): boolean {
  const visible = usePageVisible();
  const [connected, setConnected] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const connectedBefore = useRef(false);

  useEffect(() => {
    if (url === null || !visible || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const update = () => latest.current();
    source.addEventListener('open', () => {
      if (connectedBefore.current) update();
      connectedBefore.current = true;
      setConnected(true);
    });
    source.addEventListener('board', update);
    // Lost (the browser tries again by itself) or ended for good: poll meanwhile.
    source.addEventListener('error', () => setConnected(false));
    return () => {
      source.close();
      setConnected(false);
    };
  }, [url, visible]);

  return connected && visible && url !== null;
}
