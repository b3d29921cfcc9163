import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's own minified build: `AxeBuilder` injects `axe.source`, the unminified function
 * (1.5 MB against 0.65 MB), and a page spent about as long compiling it as axe spent checking.
 * Same version, same rules: 15.7 against 10.7 s of axe over the 21 member pages, no finding changed.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe on the page (or the part `include` selects), asked for its violations only: the details of
 * every rule that passed are what made a sweep slow (they cross from the browser and are dropped).
 * Run in the page itself ("legacy mode"): the default opens a blank tab for every check, injects
 * axe there a second time and merges the page's results in it, which doubled each check's time
 * (1.8 against 0.85 s a page in the member sweep) and kept the browser process busy; our pages
 * have no cross-origin frames, the one thing that mode is for (docs/decisions/test-speed.md).
 */
export function axeOn(page: Page, include?: string): AxeBuilder {
  const builder = new AxeBuilder({ page, axeSource }).options({ resultTypes: ['violations'] }).setLegacyMode();
  return include ? builder.include(include) : builder;
}

/**
 * Waits until no animation or CSS transition runs: axe reads colours as painted, and mid fade-in a
 * dialog's controls sit on a half-shown overlay (a contrast of 2.99 measured for a SegmentedControl
 * label that is 4.5 and more once shown). Looping animations are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  // A looping one (a spinner, a live dot) never ends and paints nothing axe measures in between.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Each violation on the page once it has settled, as its rule, help and where it is. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await animationsSettled(page);
  const { violations } = await axeOn(page, include).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Fails with each violation's rule, help and where it is. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}
