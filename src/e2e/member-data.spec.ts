import { insertMember } from '../test/factories';
import { expect, test } from './support/fixtures';

test('a member downloads their own data from the profile page', async ({ page, db, signInAs }) => {
  const member = await insertMember(db, { username: `export${Date.now() % 100000}` });
  await signInAs(member);
  await page.goto('/member/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download My Data' }).click();
  expect((await download).suggestedFilename()).toBe(`${member.username}-club-data.zip`);
});
