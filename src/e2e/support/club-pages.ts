import type { Db } from '../../server/platform/db/db';
import { recordMembershipPayment } from '../../server/domains/statements/statements.service';
import { insertApplication } from '../../test/application-factories';
import { insertEvent, insertMember } from '../../test/factories';
import { insertMatch, insertPost } from '../../test/feed-factories';
import { insertCourseWithTee, insertGolfMatch } from '../../test/golf-factories';
import { attestRoundRow, disputeRoundRow, listRoundRowsOfMatch } from '../../server/domains/rounds/rounds.repository';
import { systemClock } from '../../server/platform/core/clock';
import { recordScore } from '../../server/domains/matches/match-scores.service';
import { arrangeOpenTournament, cardInPlay, enterPlayers, giveIndex } from './tournaments';

/** A phone and a desktop: every page is checked at both. */
export const WIDTHS = [375, 1280] as const;

const visitorPages = [
  '/',
  '/membership',
  '/events',
  '/tournaments',
  '/contact',
  '/apply',
  '/signin',
  '/forgot-password',
  '/payment?email=visitor@example.com',
  '/payment/cs_test_unknown?email=visitor@example.com',
  '/test-checkout',
  '/onboard?token=nope',
  '/reset-password?token=nope',
];
const memberPages = [
  '/member/home',
  '/member/play',
  '/member/leaderboard',
  '/member/me',
  '/member/feed',
  '/member/events',
  '/member/reservations',
  '/member/games',
  '/member/members',
  '/member/tournaments',
  '/member/season',
  '/member/club-index',
  '/member/profile',
  '/member/statements',
  '/member/renew',
  '/member/order-of-merit',
];
const adminPages = [
  '/admin/dashboard',
  '/admin/members',
  '/admin/applications',
  '/admin/events',
  '/admin/tee-sheet',
  '/admin/courses',
  '/admin/messages',
  '/admin/settings',
  '/admin/audit',
  '/admin/outbox',
  '/admin/payments',
  '/admin/backups',
  '/admin/disputes',
  '/admin/tournaments',
];

/** What the visitor sweep opens: every public page, two a visitor may mistype or lack a link for, and a published board. */
export function visitorSweepPages(boardId: number): string[] {
  return [...visitorPages, '/onboard', '/nowhere', `/tournaments/${boardId}`];
}

/** What the member sweep opens, with the records arrangeClubData made: matches (a golf one with its score screen), a tournament, a card, a member's index. */
export function memberSweepPages({ member, matchId, golfMatchId, tournamentId, cardId }: { member: { id: number }; matchId: number; golfMatchId: number; tournamentId: number; cardId: number }): string[] {
  return [
    ...memberPages,
    `/member/match/${matchId}`,
    `/member/match/${golfMatchId}`,
    `/member/match/${golfMatchId}/score`,
    `/member/tournaments/${tournamentId}`,
    `/member/tournaments/${tournamentId}/cards/${cardId}`,
    `/member/club-index/${member.id}`,
  ];
}

/** What the admin sweep opens: every admin page and a member's account. */
export function adminSweepPages(memberId: number): string[] {
  return [...adminPages, `/admin/members/${memberId}/account`];
}

/** Something in every list, so rows, badges and buttons are checked too, not only empty states. */
export async function arrangeClubData(db: Db) {
  const member = await insertMember(db, { fullName: 'Axe Tester' });
  const other = await insertMember(db);
  const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
  await insertEvent(db, { title: 'Accessible Open', start_date: soon, end_date: soon });
  await insertEvent(db, { title: 'Members Accessible Dinner', start_date: soon, end_date: soon, visibility: 'members' });
  await insertPost(db, member.id, { content: 'Checking contrast on the 9th green.' });
  const match = await insertMatch(db, member.id, [other.id]);
  await db
    .insertInto('match_scores')
    .values({ match_id: match.id, user_id: member.id, hole: 1, score: 4, notes: null, recorded_by: member.id, recorded_at: new Date().toISOString() })
    .execute();
  for (const status of ['pending', 'approved', 'rejected'] as const) {
    await insertApplication(db, { email: `axe-${status}-${member.id}@example.com`, status, paid: status === 'approved' ? 1 : 0 });
  }
  await db
    .insertInto('contact_messages')
    .values({ name: 'Axe Visitor', email: 'axe@example.com', phone: '5550001111', message: 'Is the clubhouse step-free?', created_at: new Date().toISOString(), read_at: null })
    .execute();
  await recordMembershipPayment(db, { userId: member.id, amountCents: 5000, paidAt: new Date(), reference: `axe-${member.id}`, recordedAt: new Date() });
  const golfMatchId = await arrangeGolfRounds(db, member.id, other.id);
  const { tournamentId, cardId } = await arrangeTournaments(db, member.id, other.id);
  await arrangeOpenGames(db, member.id, other.id);
  return { member, matchId: match.id, golfMatchId, tournamentId, cardId };
}

/** Looking for a game: one the other member hosts (Join), and one the member hosts that the other joined (Cancel). */
async function arrangeOpenGames(db: Db, memberId: number, otherId: number): Promise<void> {
  const now = new Date().toISOString();
  const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
  const common = { host_time_zone: 'Europe/London', tee_id: null, platform: 'gspro' as const, format: 'stableford' as const, created_at: now };
  const theirs = await db
    .insertInto('open_games')
    .values({ ...common, host_id: otherId, starts_at: soon, open_until: soon, places: 3, play: 'together', apart_days: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mine = await db
    .insertInto('open_games')
    .values({ ...common, host_id: memberId, starts_at: null, open_until: soon, places: 4, play: 'apart', apart_days: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('open_game_players')
    .values([
      { game_id: theirs.id, user_id: otherId, joined_at: now },
      { game_id: mine.id, user_id: memberId, joined_at: now },
      { game_id: mine.id, user_id: otherId, joined_at: now },
    ])
    .execute();
}

/** The member's pages under Tournaments: one open now with flights, both players on the board, the member's card half played; one coming up. */
async function arrangeTournaments(db: Db, memberId: number, otherId: number): Promise<{ tournamentId: number; cardId: number }> {
  const tournamentId = await arrangeOpenTournament(db, `Accessible Medal ${memberId}`, {
    flights: [
      { name: 'Low', maxIndex: 12 },
      { name: 'High', maxIndex: null },
    ],
    conditions: { greenSpeed: 11, wind: 'light', puttingMode: 'gimmies', gimmeFeet: 3, platforms: ['GSPro', 'Trackman'] },
  });
  await giveIndex(db, memberId, 9.8);
  await giveIndex(db, otherId, 14.2);
  await enterPlayers(db, tournamentId, [memberId, otherId]);
  const cardId = await cardInPlay(db, tournamentId, memberId, [4, 5, 3, 4, 6, 4, 3, 5, 4]);
  await cardInPlay(db, tournamentId, otherId, [5, 4, 4]);
  const soon = Date.now() + 5 * 24 * 60 * 60 * 1000;
  await arrangeOpenTournament(db, `Contrast Cup ${memberId}`, {
    format: 'stableford',
    rounds: [{ teeId: (await insertCourseWithTee(db, `Contrast Cup Links ${memberId}`)).teeId, opensAt: new Date(soon).toISOString(), closesAt: new Date(soon + 2 * 24 * 60 * 60 * 1000).toISOString() }],
    entriesCloseAt: new Date(soon).toISOString(),
    entryFee: null,
  });
  return { tournamentId, cardId };
}

/** Four attested rounds on a course for the member (an index, a chart, the leaderboard), the last one a golf match page. */
async function arrangeGolfRounds(db: Db, memberId: number, otherId: number): Promise<number> {
  const { teeId } = await insertCourseWithTee(db, `Contrast Links ${memberId}`);
  const member = { id: memberId, username: `member${memberId}`, memberType: 'standard' as const };
  let matchId = 0;
  for (const [i, extra] of [2, 1, 3, 0].entries()) {
    matchId = await insertGolfMatch(db, teeId, [memberId, otherId], { date: `2026-0${i + 3}-15` });
    for (let hole = 1; hole <= 18; hole++) await recordScore({ db, clock: systemClock }, member, { matchId, userId: memberId, hole, score: 4 + (hole % 4 === 0 ? extra : 0) });
    const [round] = (await listRoundRowsOfMatch(db, matchId)).filter((r) => r.user_id === memberId);
    if (round) await attestRoundRow(db, round.id, otherId, new Date().toISOString());
  }
  // A card the other player entered for the member, which the member disputes (Admin > Disputed Cards).
  const disputedMatch = await insertGolfMatch(db, teeId, [otherId, memberId], { date: '2026-02-15' });
  const other = { id: otherId, username: `member${otherId}`, memberType: 'standard' as const };
  for (let hole = 1; hole <= 18; hole++) await recordScore({ db, clock: systemClock }, other, { matchId: disputedMatch, userId: memberId, hole, score: 7 });
  const [disputed] = (await listRoundRowsOfMatch(db, disputedMatch)).filter((r) => r.user_id === memberId);
  if (disputed) await disputeRoundRow(db, disputed.id, new Date().toISOString(), 'Not my card: I shot 80.');
  return matchId;
}

