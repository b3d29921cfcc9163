import { expect, type Page } from '@playwright/test';

/**
 * What is wrong with the page's layout at the viewport's width: the page scrolls sideways,
 * something leaves the viewport, a text is cut inside its box (an ellipsis, a clipped badge), or
 * something hides beyond the edge of a region that scrolls sideways. Every page is checked at a
 * 375 px phone and a 1280 px desktop, for every role, in the same sweeps as axe.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${viewport})`);
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 60)}">${text}`;
    };
    /** Visually hidden on purpose (screen-reader text), or inside a region that scrolls sideways (returned, to check against). */
    const context = (el: Element): { hidden: boolean; scroller: Element | null } => {
      let scroller: Element | null = null;
      for (let node: Element | null = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return { hidden: true, scroller };
        if (!scroller && (style.overflowX === 'auto' || style.overflowX === 'scroll')) scroller = node;
      }
      return { hidden: false, scroller };
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (el.closest('[role="dialog"], [data-portal], .mantine-Popover-dropdown, .mantine-Combobox-dropdown')) continue;
      const { hidden, scroller } = context(el);
      if (hidden) continue;
      // A region marked as scrolling sideways on purpose (a scorecard's holes) shows its scrollbar.
      if (scroller?.closest('[data-sideways-scroll]')) continue;
      if (scroller) {
        // A region that scrolls sideways hides what is beyond its edge: on a phone that is content nobody sees.
        const box = scroller.getBoundingClientRect();
        if (rect.right > box.right + 1 && (el.textContent ?? '').trim() !== '') problems.push(`hidden beyond a sideways scroll: ${describe(el)}`);
        continue;
      }
      if (rect.right > viewport + 1 || rect.left < -1) problems.push(`leaves the viewport: ${describe(el)} (${Math.round(rect.left)}..${Math.round(rect.right)})`);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim() !== '') problems.push(`text cut: ${describe(el)} (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return [...new Set(problems)];
  });
}

/** Fails with each layout problem of the page as it is now. */
export async function expectNoLayoutProblems(page: Page): Promise<void> {
  expect(await layoutProblems(page), `layout at ${page.viewportSize()?.width ?? '?'} px`).toEqual([]);
}
