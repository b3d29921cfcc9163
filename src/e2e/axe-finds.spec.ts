import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The shared check must still find what it is there for, run in the page as it is.
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
