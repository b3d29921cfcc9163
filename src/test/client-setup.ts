// jsdom lacks what Mantine needs in component tests, and IndexedDB (the scorecards' offline queue).
import { cleanNotifications, cleanNotificationsQueue } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { browserIn } from './browser-zone';

// findBy and waitFor wait up to 5 s, not 1: the CI machine runs the test projects side by side on two
// cores, and a screen that takes 1.2 s there is slow, not wrong.
configure({ asyncUtilTimeout: 5000 });

// Every test's browser is on UTC, whatever the machine's zone, unless it moves it (test/browser-zone.ts).
browserIn('UTC');

afterEach(() => {
  cleanup();
  browserIn('UTC');
  // Mantine keeps its toasts in a store of its module, and a worker keeps its modules from file to file.
  cleanNotifications();
  cleanNotificationsQueue();
  // What a test put in the page by hand (server markup to hydrate, a bare form) goes too.
  if (typeof document !== 'undefined') document.body.replaceChildren();
  // Each test starts with an empty phone.
  Object.defineProperty(globalThis, 'indexedDB', { configurable: true, writable: true, value: new IDBFactory() });
});

if (typeof window !== 'undefined') {
  const matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: matchMedia });
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  // Mantine's autosize Textarea listens for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
  }
  // The router resets the scroll on navigation.
  Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => undefined });
  Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', { writable: true, configurable: true, value: () => undefined });
}
