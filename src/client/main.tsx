import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { hydrateFromServerState } from './lib/server-state';
import { preloadAccountMenu } from './components/shell/account-menu-slot';
import { createAppRouter } from './router';
import { focusFirstErrorOnSubmit } from './lib/focus-first-error';

async function start(rootElement: HTMLElement): Promise<void> {
  focusFirstErrorOnSubmit();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
      <InteractiveMark />
    </StrictMode>
  );
  const server = hydrateFromServerState(queryClient, document);
  if (!server) {
    // Admin pages are only ever seen signed in: fetch the account menu alongside (the members area has its tabs instead).
    if (/^\/admin(\/|$)/.test(window.location.pathname)) void preloadAccountMenu();
    createRoot(rootElement).render(app);
    return;
  }
  // The server rendered this page: match its route and code chunks first, then take over its markup.
  // `router.ssr` tells the router the markup came from the server, so it renders the same tree
  // (no root Suspense boundary) as the server renderer did.
  router.ssr = { manifest: undefined };
  // A signed-in page shows the account menu: have its code before hydrating, so the menu hydrates
  // with the rest and its first click is never lost.
  await Promise.all([router.load(), server.signedIn ? preloadAccountMenu() : undefined]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a phone stays responsive to scrolling and taps).
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
}

/**
 * Marks the page once React has committed it (hydration included): before that, a button on
 * server-rendered markup does nothing. Renders nothing, so the server's markup still matches.
 * Tests wait for this mark rather than guess.
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

/** Installable and offline-aware: the worker keeps the built assets and an offline page (see offline/service-worker.ts). */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { type: 'module', scope: '/' })
      .catch((error: unknown) => console.info('Offline support is unavailable', error));
  });
}

registerServiceWorker();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
void start(rootElement);
