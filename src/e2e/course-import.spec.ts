import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './support/axe';
import { insertMember } from '../test/factories';
import { expect, test, toast } from './support/fixtures';

const unique = () => `${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;


test('on a phone an admin downloads the template, sees a bad row named, imports the file and sees the new course', async ({ page, db, signInAs }) => {
  test.setTimeout(90_000);
  const admin = await insertMember(db, { username: `csv${unique()}`, memberType: 'admin' });
  const courseName = `Imported Links ${unique()}`;
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(admin);
  await page.goto('/admin/courses');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Template' }).click()]);
  expect(download.suggestedFilename()).toBe('courses-template.csv');
  const template = readFileSync(await download.path(), 'utf8');
  const [header = '', example = ''] = template.trim().split('\r\n');
  const columns = header.replace('\uFEFF', '').split(',');
  const si7 = columns.indexOf('si7');
  const ours = example.replace('Example Links', courseName);
  const broken = ours.split(',').map((value, i) => (i === si7 ? '3' : value)).join(',');
  const file = (rows: string[]) => ({ name: 'courses.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\r\n')) });

  await page.getByRole('button', { name: 'Import Tees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Tees' });
  await dialog.getByRole('button', { name: 'The column layout: one tee a row' }).click();
  await expect(dialog.getByRole('table', { name: 'Columns of the courses CSV' })).toContainText('si1 … si18');

  // A row with stroke index 3 twice: named by row and column, and Import stays off.
  await dialog.locator('input[type="file"]').setInputFiles(file([ours.replace('Blue', 'White'), broken]));
  await expect(dialog.getByText('1 of 2 rows has errors.', { exact: false })).toBeVisible();
  await expect(dialog.getByText('si7: Stroke indexes must use each number from 1 to 18 once')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await dialog.locator('input[type="file"]').setInputFiles(file([ours]));
  await expect(dialog.getByText('All 1 rows are OK: 1 tee, 1 new course.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(toast(page).getByText('Tees Imported')).toBeVisible();
  await expect(dialog).toBeHidden();

  const course = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: courseName }) });
  await expect(course).toBeVisible();
  await expect(course.getByText('72.1 / 128')).toBeVisible();
  await expectNoAxeViolations(page);
});
