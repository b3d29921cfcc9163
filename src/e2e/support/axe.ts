import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page (or the part `include` selects), asked for its violations only: the details of
 * every rule that passed are what made a sweep slow (they cross from the browser and are dropped).
 */
export function axeOn(page: Page, include?: string): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return include ? builder.include(include) : builder;
}

/** Fails with each violation's rule, help and where it is. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const { violations } = await axeOn(page, include).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
