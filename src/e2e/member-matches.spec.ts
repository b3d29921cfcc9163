import sharp from 'sharp';
import { addDays, clubToday } from '../shared/club-time';
import { insertMember } from '../test/factories';
import { expect, test, toast } from './support/fixtures';
import { systemClock } from '../server/platform/core/clock';

test('a member creates a match with a member found by search, who accepts; a third joins and leaves; comments, a photo and scores', async ({ browser, page, db, signInAs }) => {
  test.setTimeout(60_000);
  const tag = Date.now() % 100000;
  // Members see each other by name (the username stays for signing in and the page's test ids).
  const orgName = `Olga Organizer${tag}`;
  const friendName = `Fred Friend${tag}`;
  const thirdName = `Theo Third${tag}`;
  const organizer = await insertMember(db, { username: `org${tag}`, fullName: orgName });
  const invitee = await insertMember(db, { username: `friend${tag}`, fullName: friendName, email: `friend${tag}@example.com` });
  const third = await insertMember(db, { username: `third${tag}`, fullName: thirdName });

  await signInAs(organizer);
  await page.goto('/member/feed');
  await page.getByRole('button', { name: 'Start a Match' }).click();
  const create = page.getByRole('button', { name: 'Create Match' });
  await expect(create).toBeDisabled();
  await page.getByRole('combobox', { name: 'Time' }).click();
  await page.getByRole('option', { name: '10:30 AM' }).click();
  // Found by the start of the name, in any case.
  await page.getByLabel('Invite members').fill(`fred friend${tag}`);
  await page.getByRole('option', { name: friendName }).click();
  await expect(page.getByRole('button', { name: `Remove ${friendName}` })).toBeVisible();
  // Yourself never shows in the search.
  await page.getByLabel('Invite members').fill(`org${tag}`);
  await expect(page.getByText('No members found')).toBeVisible();
  await page.getByLabel('Invite members').fill('');
  await create.click();
  await expect(toast(page).getByText('Match Created')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `${orgName}, ${friendName}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('10:30 AM')).toBeVisible();
  await expect(card.getByText(/^Created /)).toBeVisible();
  const mail = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', `friend${tag}@example.com`).executeTakeFirst();
  expect(mail?.subject).toBe(`${orgName} invited you to a golf match`);

  await card.getByRole('link', { name: /^Match on / }).click();
  await expect(page).toHaveURL(/\/member\/match\/\d+$/);
  const matchUrl = page.url();
  const participants = page.getByRole('list', { name: 'Participants' });
  await expect(participants.getByRole('listitem').filter({ hasText: orgName })).toContainText('Organizer');
  await expect(page.getByRole('list', { name: 'Invited' }).getByText(friendName)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave Match' })).toHaveCount(0);
  // The round is next week: anyone may still join it.
  const matchId = Number(matchUrl.split('/').pop());
  const dayFromToday = async (days: number) => {
    const { time_zone: timeZone } = await db.selectFrom('club_settings').select('time_zone').executeTakeFirstOrThrow();
    await db.updateTable('matches').set({ date: addDays(clubToday(timeZone), days) }).where('id', '=', matchId).execute();
  };
  await dayFromToday(7);

  const { startSession } = await import('../server/domains/auth/session.service');
  const pageOf = async (memberId: number, viewport?: { width: number; height: number }) => {
    const context = await browser.newContext(viewport ? { viewport } : {});
    const memberPage = await context.newPage();
    await context.addCookies([{ name: 'club_session', value: await startSession({ db, clock: systemClock }, memberId), url: new URL(matchUrl).origin, httpOnly: true, sameSite: 'Lax' }]);
    await memberPage.goto(matchUrl);
    return { context, memberPage };
  };
  // The invitee accepts the invitation.
  const { context: inviteeContext, memberPage: inviteePage } = await pageOf(invitee.id);
  await inviteePage.getByRole('button', { name: 'Join Match' }).click();
  await expect(toast(inviteePage).getByText('Match Joined')).toBeVisible();
  await expect(inviteePage.getByRole('list', { name: 'Participants' }).getByText(friendName)).toBeVisible();
  await inviteeContext.close();

  // A third member joins, then leaves after confirming.
  const { context: thirdContext, memberPage: thirdPage } = await pageOf(third.id);
  await thirdPage.getByRole('button', { name: 'Join Match' }).click();
  await expect(toast(thirdPage).getByText('Match Joined')).toBeVisible();
  await expect(thirdPage.getByRole('list', { name: 'Participants' }).getByText(thirdName)).toBeVisible();
  await thirdPage.getByRole('button', { name: 'Leave Match' }).click();
  await thirdPage.getByRole('dialog', { name: 'Leave match' }).getByRole('button', { name: 'Leave Match' }).click();
  await expect(toast(thirdPage).getByText('Match Left')).toBeVisible();
  await expect(thirdPage.getByRole('button', { name: 'Join Match' })).toBeVisible();
  await expect(thirdPage.getByRole('list', { name: 'Participants' }).getByText(thirdName)).toHaveCount(0);
  await thirdContext.close();

  // A comment, then a photo with a caption.
  await expect(page.getByText('No comments yet. Be the first to start the conversation!')).toBeVisible();
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await page.getByLabel('Comment').fill('See you on the first tee');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toast(page).getByText('Comment Added')).toBeVisible();
  await expect(page.getByRole('article', { name: `Comment by ${orgName}` }).filter({ hasText: 'See you on the first tee' })).toBeVisible();

  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('No photo selected')).toBeVisible();
  const jpeg = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByLabel('Photo', { exact: true }).click();
  await (await chooser).setFiles({ name: 'green.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(dialog.getByText(`green.jpg (${(jpeg.length / 1024).toFixed(1)} KB)`)).toBeVisible();
  await dialog.getByLabel('Caption (optional)').fill('The 9th green');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page).getByText('Photo Uploaded')).toBeVisible();
  const photoComment = page.getByRole('article').filter({ hasText: 'The 9th green' });
  await expect(photoComment.getByRole('img', { name: `Photo from ${orgName}` })).toBeVisible();
  // Newest first.
  await expect(page.getByRole('article', { name: /^Comment by / }).first()).toContainText('The 9th green');

  // Delete the text comment, with the confirmation.
  await page.getByRole('article').filter({ hasText: 'See you on the first tee' }).getByRole('button', { name: 'Delete comment' }).click();
  await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page).getByText('Comment Deleted')).toBeVisible();
  await expect(page.getByText('See you on the first tee')).toHaveCount(0);

  // The match day has come (scores count from the round's start): the invitee watches the match on a
  // phone while the organizer records both players' holes on the score screen, opened from near the top.
  await dayFromToday(-1);
  const { context: watchContext, memberPage: watchPage } = await pageOf(invitee.id, { width: 375, height: 800 });
  await expect(watchPage.getByText('No scores recorded yet.')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  const recordScore = page.getByRole('link', { name: 'Record Score' });
  await expect(recordScore).toBeInViewport();
  await recordScore.click();
  await expect(page).toHaveURL(/\/member\/match\/\d+\/score$/);
  await expect(page.getByRole('heading', { name: 'Hole 1' })).toBeVisible();
  // A casual match has no par: both start at 4.
  await expect(page.getByTestId(`strokes-${organizer.username}`)).toHaveText('4');
  await page.getByRole('button', { name: `One stroke more for ${orgName}` }).click();
  await page.getByRole('button', { name: `One stroke fewer for ${friendName}` }).click();
  await page.getByRole('button', { name: 'Save & next' }).click();
  await expect(page.getByRole('heading', { name: 'Hole 2' })).toBeVisible();
  await expect(page.getByTestId('saved-note')).toContainText(`Hole 1 saved: ${orgName} 5, ${friendName} 3`);
  // The invitee's open match page shows the hole without a reload.
  const watched = watchPage.getByRole('table', { name: 'Scorecard' });
  await expect(watched.getByTestId(`total-${invitee.username}`)).toHaveText('3', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Save & next' }).click();
  await expect(page.getByTestId('saved-note')).toContainText(`Hole 2 saved: ${orgName} 4, ${friendName} 4`);
  await expect(page.getByRole('button', { name: `Hole 2, saved: ${orgName} 4, ${friendName} 4` })).toBeVisible();
  await expect(watched.getByTestId(`total-${organizer.username}`)).toHaveText('9', { timeout: 15_000 });
  await watchContext.close();
  await page.getByRole('link', { name: 'Back to the match' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  const scorecard = page.getByRole('table', { name: 'Scorecard' });
  await expect(scorecard.getByTestId(`total-${organizer.username}`)).toHaveText('9');
  await expect(scorecard.getByTestId(`total-${invitee.username}`)).toHaveText('7');
  await expect(scorecard.getByRole('row').filter({ hasText: friendName })).toContainText('Leader');
  await expect(scorecard.getByRole('row').filter({ hasText: orgName })).not.toContainText('Leader');

  // The organizer cancels the match from the feed (where next week's matches are listed), after confirming.
  // A fresh load: the feed's list may have been read ahead (on hover) while the match was still in the past.
  await dayFromToday(7);
  await page.goto('/member/feed');
  const feedCard = page.getByRole('article').filter({ hasText: `${orgName}, ${friendName}` });
  await feedCard.getByRole('button', { name: 'Match options' }).click();
  await page.getByRole('menuitem', { name: 'Cancel Match' }).click();
  // The two choices name what they do: nothing reads "Cancel" beside "Cancel Match".
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel match' });
  await expect(cancelDialog.getByRole('button')).toHaveText(['', 'Keep Match', 'Cancel Match']);
  await cancelDialog.getByRole('button', { name: 'Cancel Match' }).click();
  await expect(toast(page).getByText('Match Deleted')).toBeVisible();
  await expect(feedCard).toHaveCount(0);
});
