import { useEffect, useRef } from 'react';
import { trpc } from '../trpc';
import { type KeptAnswer, keepAnswers, keepShellAndAssets, rememberMember } from './card-keeper';

const remembered = new Map<number, Promise<void>>();
let shellKept = false;

function keep(memberId: number, answers: readonly KeptAnswer[]): Promise<void> {
  const ready = remembered.get(memberId) ?? rememberMember(memberId);
  remembered.set(memberId, ready);
  return ready.then(() => keepAnswers(memberId, answers));
}

/**
 * Keeps what this card screen shows, for the member signed in, where the service worker can serve it
 * to a reload without a connection: the shell's answers (club, who is signed in), the card's own
 * (`answers`, kept again whenever they change), the page's shell and its build assets.
 */
export function useKeepCardOffline(memberId: number, answers: readonly KeptAnswer[]): void {
  const utils = trpc.useUtils();
  const shell: KeptAnswer[] = [
    { path: 'auth.user', input: undefined, data: utils.auth.user.getData() },
    { path: 'club.settings', input: undefined, data: utils.club.settings.getData() },
    { path: 'club.identity', input: undefined, data: utils.club.identity.getData() },
  ];
  const all = [...shell, ...answers];
  const written = useRef<string | null>(null);
  // After every render, but written only when something changed.
  useEffect(() => {
    const fingerprint = JSON.stringify([memberId, all]);
    if (written.current === fingerprint) return;
    written.current = fingerprint;
    keep(memberId, all).catch((error: unknown) => console.info('Could not keep the card for offline use', error));
  });
  useEffect(() => {
    if (shellKept || !navigator.onLine) return;
    shellKept = true;
    keepShellAndAssets(location.pathname).catch((error: unknown) => {
      shellKept = false;
      console.info('Could not keep the card screen for offline use', error);
    });
  }, []);
}
