import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { layoutProblems } from './support/layout';

// The shared checks of the page sweeps must still find what they are there for, run in the page as it is.
test('the axe check finds an image without a text and grey on white, and only inside the part asked for', async ({ page }) => {
  await page.setContent(
    `<html lang="en"><head><title>Axe</title></head><body><main><h1>Card</h1>
      <section id="faint"><p style="color:#bbb;background:#fff">Hole 7 par 4</p></section>
      <section id="picture"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></section></main></body></html>`,
  );
  const everywhere = await axeViolations(page);
  expect(everywhere.map((line) => line.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt']);
  expect(everywhere.find((line) => line.startsWith('color-contrast'))).toContain('(p)');
  expect((await axeViolations(page, '#picture')).map((line) => line.split(':')[0])).toEqual(['image-alt']);
});

test('the layout check finds a page that scrolls sideways, a box leaving the viewport, a text cut by its box and one beyond a sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.setContent(
    `<html lang="en"><head><title>Layout</title></head><body style="margin:0"><main>
      <p style="width:120px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Maximiliana Featherstonehaugh-Worthington</p>
      <div style="overflow-x:auto;width:200px"><div style="width:600px">Hole 1 Hole 2 Hole 3</div></div>
      <div style="width:500px">Wide</div></main></body></html>`,
  );
  const problems = await layoutProblems(page);
  expect(problems.some((problem) => problem.startsWith('the page scrolls sideways (500 > 375)'))).toBe(true);
  expect(problems.some((problem) => problem.startsWith('text cut: <p') && problem.includes('Maximiliana'))).toBe(true);
  expect(problems.some((problem) => problem.startsWith('hidden beyond a sideways scroll') && problem.includes('Hole 1'))).toBe(true);
  expect(problems.some((problem) => problem.startsWith('leaves the viewport') && problem.includes('Wide'))).toBe(true);

  await page.setContent(`<html lang="en"><head><title>Layout</title></head><body><main><p>Hole 7 par 4</p></main></body></html>`);
  expect(await layoutProblems(page)).toEqual([]);
});
