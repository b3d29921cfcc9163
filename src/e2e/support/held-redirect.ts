import type { Page } from '@playwright/test';

/**
 * Keeps the page from leaving for the checkout by itself: "Redirecting to Payment" goes there three
 * seconds after it shows, and a sweep still reading the page (axe, its title, its layout) on a busy
 * machine lost its document mid-check ("Execution context was destroyed", CI of stop 41). The page
 * cancels that navigation through the Navigation API; a test that follows the redirect does not call this.
 */
export async function holdCheckoutRedirect(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const navigation: unknown = Reflect.get(window, 'navigation');
    if (!(navigation instanceof EventTarget)) throw new Error('This browser has no Navigation API to hold the redirect with');
    navigation.addEventListener('navigate', (event) => {
      const destination: unknown = Reflect.get(event, 'destination');
      const url = typeof destination === 'object' && destination !== null && 'url' in destination ? destination.url : undefined;
      if (typeof url === 'string' && new URL(url).pathname === '/test-checkout') event.preventDefault();
    });
  });
}
