import type { z } from 'zod';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { Match, MatchGolf, matchInputSchema } from '../../../shared/matches/match.schema';
import { DEFAULT_ALLOWANCE, type MatchFormat } from '../../../shared/golf/round-setup';
import { findTeeOrThrow } from '../courses/courses.service';
import { findCourseRow, listTeeLabels } from '../courses/courses.service';
import { matchGolfConfig } from '../rounds/round-snapshot';
import { countAttestedRoundsOfMatch, deleteRoundRow, deleteScoresOf, hasRound, withdrawAttestationsBy } from '../rounds/rounds.service';
import { recordAudit } from '../../platform/audit/audit.service';
import { AppError, forbidden, notFound } from '../../platform/core/app-error';
import { getClubSettings } from '../club/club-settings.service';
import { addDays, clubClock, clubInstant, clubToday } from '../../../shared/club-time';
import type { Db } from '../../platform/db/db';
import type { MatchRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { deleteImageFiles } from '../../platform/uploads/image-store';
import { listCommentFiles } from './match-comments.repository';
import { matchViewerFlags } from './match-permissions';
import { enforceWriteLimit } from '../../platform/limits/member-write-limits';
import { assertAccountOpen, findUserById } from '../users/users.service';
import { sendMatchCancelled, sendMatchInvitation } from './match-invitation.mail';
import {
  acceptInvitationRow,
  deleteMatchRow,
  deleteParticipantRow,
  findExistingUserIds,
  findMatchRow,
  insertMatchRow,
  insertParticipantRows,
  listMatchesOfFrom,
  listParticipantRows,
  listRecentMatchRows,
  listUpcomingMatchRows,
  type ParticipantRow,
  setParticipantTee,
} from './matches.repository';

import { inTransaction } from '../../platform/db/transaction';

const UPCOMING_LIMIT = 50;

const LOG_DAYS = 7;
const MAX_APART_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a match's round starts (its date and time in club time) and when it ends for invitations:
 * a match played apart at its closing; one logged after it was played stays open to its players
 * for the days it could be logged in; any other at the end of its club day.
 */
export function roundWindow(row: Pick<MatchRow, 'date' | 'time' | 'apart_closes_at' | 'created_at'>, timeZone: string): { startsAt: Date; endsAt: Date } {
  const startsAt = clubInstant(row.date, row.time, timeZone);
  if (row.apart_closes_at !== null) return { startsAt, endsAt: new Date(row.apart_closes_at) };
  const endOfDay = clubInstant(addDays(row.date, 1), '00:00', timeZone).getTime();
  const logged = Date.parse(row.created_at) > startsAt.getTime() ? Date.parse(row.created_at) + LOG_DAYS * DAY_MS : 0;
  return { startsAt, endsAt: new Date(Math.max(endOfDay, logged)) };
}

/** "Now" and the club's time zone, read before a transaction (the settings are cached): what a match's round window needs. */
export interface MatchClock {
  now: Date;
  timeZone: string;
}

export async function matchClock({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<MatchClock> {
  return { now: clock.now(), timeZone: (await getClubSettings(db)).timeZone };
}

const RESULT_BASIS = { stroke: 'net-to-par', stableford: 'points', match: 'match-play' } as const;

async function toMatches(db: Db, viewer: SessionUser, rows: MatchRow[], { now, timeZone }: MatchClock): Promise<Match[]> {
  const participants = await listParticipantRows(
    db,
    rows.map((row) => row.id),
  );
  const teeIds = [...rows.flatMap((row) => (row.tee_id === null ? [] : [row.tee_id])), ...participants.flatMap((p) => (p.tee_id === null ? [] : [p.tee_id]))];
  const tees = await listTeeLabels(db, [...new Set(teeIds)]);
  return rows.map((row) => {
    const people = participants.filter((p) => p.match_id === row.id);
    const players = people.filter((p) => p.accepted_at !== null).map((p) => ({ id: p.user_id, username: p.username, name: p.name }));
    const invited = people.filter((p) => p.accepted_at === null).map((p) => ({ id: p.user_id, username: p.username, name: p.name }));
    const config = matchGolfConfig(row);
    const tee = config ? tees.find((t) => t.id === config.teeId) : undefined;
    const ownTees = row.own_tees === 1;
    const playerTee = (person: (typeof people)[number]) => {
      const teeId = ownTees ? person.tee_id : (config?.teeId ?? null);
      const label = tees.find((t) => t.id === teeId);
      return { userId: person.user_id, teeId: label ? label.id : null, courseName: label?.course_name ?? null, teeName: label?.name ?? null };
    };
    const golf: MatchGolf | null =
      config && tee
        ? {
            ...config,
            courseName: tee.course_name,
            teeName: tee.name,
            ownTees,
            tees: people.filter((p) => p.accepted_at !== null).map(playerTee),
            resultBasis: RESULT_BASIS[config.format],
          }
        : null;
    const window = roundWindow(row, timeZone);
    const flags = matchViewerFlags(
      {
        creatorId: row.creator_id,
        participantIds: players.map((p) => p.id),
        invitedIds: invited.map((p) => p.id),
        full: golf?.format === 'match' && people.length >= 2,
        ...window,
        apart: row.apart_closes_at !== null,
        now,
      },
      viewer.id,
    );
    return {
      id: row.id,
      creatorId: row.creator_id,
      date: row.date,
      time: row.time,
      participants: players,
      invited,
      createdAt: row.created_at,
      startsAt: window.startsAt.toISOString(),
      viewer: flags,
      golf,
      result: row.result_summary,
      apart: row.apart_closes_at === null ? null : { closesAt: row.apart_closes_at },
    };
  });
}

function badRequest(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { [field]: [message] });
}

/** An active tee: one a player may choose for a new round. */
export async function activeTeeOrThrow(db: Db, teeId: number) {
  const tee = await findTeeOrThrow(db, teeId);
  const course = await findCourseRow(db, tee.course_id);
  if (tee.retired_at !== null || !course || course.retired_at !== null) throw badRequest('teeId', 'These tees are retired. Choose tees from the list.');
  return tee;
}

const OWN_TEES_MATCH_PLAY = 'Match play needs one tee: both players play the same holes. Choose stroke play or Stableford to play on your own courses.';

/** The course side of a new match: an active tee, 18 holes or a nine, a format and its allowance; own tees never for match play. */
async function golfColumns(db: Db, input: z.output<typeof matchInputSchema>, invited: number) {
  if (input.teeId === undefined || input.teeId === null) {
    if (input.ownTees) throw badRequest('teeId', 'Choose the tees you will play: on own courses each player picks theirs.');
    return {};
  }
  const tee = await activeTeeOrThrow(db, input.teeId);
  if (!input.holes) throw badRequest('holes', 'Choose 18 holes, the front nine or the back nine.');
  if (!input.format) throw badRequest('format', 'Choose stroke play, Stableford or singles match play.');
  if (input.format === 'match' && invited !== 1) throw badRequest('selectedMembers', 'Singles match play is for two players: invite exactly one member.');
  if (input.format === 'match' && input.ownTees) throw badRequest('ownTees', OWN_TEES_MATCH_PLAY);
  return { tee_id: tee.id, holes: input.holes, format: input.format, allowance_pct: input.allowance ?? DEFAULT_ALLOWANCE[input.format], own_tees: input.ownTees ? 1 : 0 };
}

/**
 * When the match starts, in the club's calendar: the date and time are the organizer's wall clock
 * (in the zone given, else their own, else the club's). A round may start in the future or have
 * been played in the last 7 days (logged afterwards); one played apart closes after it starts,
 * within 7 days.
 */
async function matchStart(deps: Pick<AppDeps, 'db' | 'clock'>, user: SessionUser, input: z.output<typeof matchInputSchema>) {
  const { timeZone: clubZone, now } = await matchClock(deps);
  const zone = input.timeZone ?? (await findUserById(deps.db, user.id))?.time_zone ?? clubZone;
  const startsAt = clubInstant(input.date, input.time, zone);
  if (startsAt.getTime() < now.getTime() - LOG_DAYS * DAY_MS) throw badRequest('date', 'A round can be logged up to 7 days after it was played.');
  const local = clubClock(startsAt, clubZone);
  const closesAt = input.apart ? Date.parse(input.apart.closesAt) : null;
  if (closesAt !== null) {
    if (closesAt <= Math.max(startsAt.getTime(), now.getTime())) throw badRequest('apart', 'A match played apart closes after it starts, and after now.');
    if (closesAt > startsAt.getTime() + MAX_APART_DAYS * DAY_MS) throw badRequest('apart', 'A match played apart closes within 7 days of its start.');
  }
  return { date: local.date, time: local.time, apart_closes_at: closesAt === null ? null : new Date(closesAt).toISOString() };
}

export { listPlayedMatchIds } from './matches.repository';

export async function findMatchOrThrow(db: Db, id: number): Promise<MatchRow> {
  const row = await findMatchRow(db, id);
  if (!row) throw notFound('Match not found');
  return row;
}

/** Matches from today on (club time), soonest first. */
export async function listUpcomingMatches({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, viewer: SessionUser): Promise<Match[]> {
  const at = await matchClock({ db, clock });
  const today = clubToday(at.timeZone, at.now);
  const dates = { from: today, apartFrom: addDays(today, -(MAX_APART_DAYS + 1)) };
  return toMatches(db, viewer, await listUpcomingMatchRows(db, dates, at.now.toISOString(), UPCOMING_LIMIT), at);
}

export async function listRecentMatches({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, viewer: SessionUser, limit: number): Promise<Match[]> {
  return toMatches(db, viewer, await listRecentMatchRows(db, limit), await matchClock({ db, clock }));
}

/** A match as the viewer sees it now: who is in it and invited, and what the viewer may do. */
export async function getMatch(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: SessionUser, id: number): Promise<Match> {
  return readMatch(deps.db, viewer, id, await matchClock(deps));
}

/** The same, read with a transaction's `db` at the given clock (read before the transaction). */
export async function readMatch(db: Db, viewer: SessionUser, id: number, at: MatchClock): Promise<Match> {
  const [match] = await toMatches(db, viewer, [await findMatchOrThrow(db, id)], at);
  if (!match) throw notFound('Match not found');
  return match;
}

/**
 * The creator is in the match at once; the chosen members are invited, and each one with an
 * e-mail address is sent the invitation. They are in the match once they accept (Join Match).
 */
export async function createMatch(deps: AppDeps, user: SessionUser, input: z.output<typeof matchInputSchema>): Promise<Match> {
  const { selectedMembers } = input;
  const start = await matchStart(deps, user, input);
  const invitedIds = selectedMembers.map((member) => member.id).filter((id) => id !== user.id);
  if (invitedIds.length === 0) {
    throw new AppError('BAD_REQUEST', 'Please select at least one member to invite to your match.');
  }
  const existing = await findExistingUserIds(deps.db, invitedIds);
  if (existing.length !== invitedIds.length) throw new AppError('BAD_REQUEST', 'One of the chosen members no longer exists.');
  const golf = await golfColumns(deps.db, input, invitedIds.length);
  await enforceWriteLimit(deps, 'matches', user.id);
  await enforceWriteLimit(deps, 'invitations', user.id, invitedIds.length);
  const now = deps.clock.now().toISOString();
  const id = await inTransaction(deps.db, async (trx) => {
    const matchId = await insertMatchRow(trx, { creator_id: user.id, created_at: now, ...start, ...golf });
    await insertParticipantRows(trx, matchId, [user.id], now, true, golf.own_tees === 1 ? golf.tee_id : null);
    await insertParticipantRows(trx, matchId, invitedIds, now, false);
    return matchId;
  });
  const participants = await listParticipantRows(deps.db, [id]);
  const organizerName = participants.find((p) => p.user_id === user.id)?.name ?? user.username;
  for (const invitee of participants.filter((p) => p.user_id !== user.id)) await invite(deps, invitee, organizerName, id, start.date, start.time);
  return getMatch(deps, user, id);
}

async function invite(deps: AppDeps, invitee: ParticipantRow, organizerName: string, matchId: number, date: string, time: string) {
  if (!invitee.email) return;
  await sendMatchInvitation(deps, {
    userId: invitee.user_id,
    to: invitee.email,
    inviteeName: invitee.name,
    organizerName,
    matchId,
    date,
    time,
  });
}

/** Only the creator cancels a match; its comments' photos are removed with it. */
export async function cancelMatch(deps: AppDeps, user: SessionUser, id: number): Promise<{ success: true }> {
  const match = await getMatch(deps, user, id);
  if (!match.viewer.canCancel) throw forbidden('Only the organizer can cancel this match.');
  if ((await countAttestedRoundsOfMatch(deps.db, id)) > 0) {
    throw new AppError('CONFLICT', 'This match has attested rounds that count for the club index, so it cannot be cancelled. An admin can exclude a round instead.');
  }
  const files = await listCommentFiles(deps.db, id);
  await deleteMatchRow(deps.db, id);
  await deleteImageFiles(deps.photos, files);
  return { success: true };
}

/**
 * An invited member accepts, until the round ends; anyone else joins only before it starts (and not
 * a singles match play that has its two players). On own tees the member names the tee they will
 * play; on one tee they name none. Decided in the transaction that writes it.
 */
export async function joinMatch(deps: Pick<AppDeps, 'db' | 'clock'>, user: SessionUser, id: number, teeId?: number): Promise<Match> {
  const at = await matchClock(deps);
  const now = at.now;
  await inTransaction(deps.db, async (trx) => {
    await assertAccountOpen(trx, user.id);
    const { viewer, golf } = await readMatch(trx, user, id, at);
    if (viewer.isParticipant) throw new AppError('CONFLICT', 'You have already joined this match.');
    if (!viewer.canJoin) {
      if (viewer.isInvited) throw new AppError('CONFLICT', 'This round is over: the invitation can no longer be accepted.');
      if (viewer.roundStarted) throw new AppError('CONFLICT', 'This round has started: only invited members can join it now.');
      throw new AppError('CONFLICT', 'This singles match already has its two players.');
    }
    const ownTee = await joiningTee(trx, golf?.ownTees === true, teeId);
    if (viewer.isInvited) await acceptInvitationRow(trx, id, user.id, now.toISOString(), ownTee);
    else await insertParticipantRows(trx, id, [user.id], now.toISOString(), true, ownTee);
  });
  return readMatch(deps.db, user, id, at);
}

async function joiningTee(db: Db, ownTees: boolean, teeId: number | undefined): Promise<number | null> {
  if (!ownTees) {
    if (teeId !== undefined) throw badRequest('teeId', 'Everyone plays this match on its tees: join without choosing any.');
    return null;
  }
  if (teeId === undefined) throw badRequest('teeId', 'Choose the tees you will play: on this match each player plays their own course.');
  return (await activeTeeOrThrow(db, teeId)).id;
}

/** On own tees, a player changes the tee they will play, until their first score fixes the round on it. */
export async function chooseTee(deps: Pick<AppDeps, 'db' | 'clock'>, user: SessionUser, id: number, teeId: number): Promise<Match> {
  const at = await matchClock(deps);
  await inTransaction(deps.db, async (trx) => {
    const { viewer, golf } = await readMatch(trx, user, id, at);
    if (!viewer.isParticipant) throw forbidden('Only players in this match can choose their tees.');
    if (!golf?.ownTees) throw badRequest('teeId', 'Everyone plays this match on its tees.');
    if (await hasRound(trx, id, user.id)) {
      const mine = golf.tees.find((t) => t.userId === user.id);
      throw new AppError('CONFLICT', `Your round is under way on ${mine?.courseName ?? 'its course'} (${mine?.teeName ?? 'its'} tees): it stays there.`);
    }
    const tee = await activeTeeOrThrow(trx, teeId);
    await setParticipantTee(trx, id, user.id, tee.id);
    await recordAudit(trx, { actorId: user.id, action: 'match.tee', entityType: 'match', entityId: id, summary: `Chose tee #${tee.id} to play`, at: at.now });
  });
  return readMatch(deps.db, user, id, at);
}

/**
 * A participant other than the creator leaves (an invited member declines); their recorded scores go
 * with them, and any attestation they gave in this match is withdrawn (audited).
 */
export async function leaveMatch(deps: Pick<AppDeps, 'db' | 'clock'>, user: SessionUser, id: number): Promise<Match> {
  const at = await matchClock(deps);
  await inTransaction(deps.db, async (trx) => {
    const { viewer } = await readMatch(trx, user, id, at);
    if (viewer.isOrganizer) throw new AppError('BAD_REQUEST', 'The organizer cannot leave the match. Cancel it instead.');
    if (!viewer.canLeave) throw new AppError('BAD_REQUEST', 'You are not a participant in this match.');
    if (!(await deleteRoundRow(trx, id, user.id))) {
      throw new AppError('CONFLICT', 'Your round in this match is attested and counts for your club index, so you cannot leave it.');
    }
    await deleteParticipantRow(trx, id, user.id);
    await deleteScoresOf(trx, id, user.id);
    for (const withdrawn of await withdrawAttestationsBy(trx, id, user.id)) {
      await recordAudit(trx, {
        actorId: user.id,
        action: 'round.unattest',
        entityType: 'match',
        entityId: id,
        summary: `Attestation of round #${withdrawn} withdrawn: the attester left the match`,
        at: at.now,
      });
    }
  });
  return readMatch(deps.db, user, id, at);
}

/** What a deleted account's matches leave to do once the deletion committed: notices to mail, photos to remove. */
export interface LeftMatches {
  notices: { userId: number; to: string; playerName: string; date: string; time: string }[];
  files: (string | null)[];
}

/**
 * A deleted account leaves every match whose round has not started, in the deletion's transaction:
 * a match it organised is cancelled (its players told), one it plays in or was invited to goes on
 * without it. Matches already played keep its rounds under the pseudonym.
 */
export async function leaveMatchesOf(trx: Db, userId: number, now: Date): Promise<LeftMatches> {
  const { timeZone } = await getClubSettings(trx);
  const left: LeftMatches = { notices: [], files: [] };
  const coming = (await listMatchesOfFrom(trx, userId, addDays(clubToday(timeZone, now), -1))).filter(
    (row) => roundWindow(row, timeZone).startsAt.getTime() > now.getTime(),
  );
  for (const match of coming) {
    if (match.creator_id !== userId) {
      await deleteParticipantRow(trx, match.id, userId);
      continue;
    }
    for (const player of await listParticipantRows(trx, [match.id])) {
      if (player.user_id !== userId && player.email) {
        left.notices.push({ userId: player.user_id, to: player.email, playerName: player.name, date: match.date, time: match.time });
      }
    }
    left.files.push(...(await listCommentFiles(trx, match.id)));
    await deleteMatchRow(trx, match.id);
  }
  return left;
}

export async function announceLeftMatches(deps: AppDeps, left: LeftMatches): Promise<void> {
  for (const notice of left.notices) await sendMatchCancelled(deps, notice);
  await deleteImageFiles(deps.photos, left.files);
}

/**
 * A match whose players are all in it from the start: an open game that filled
 * (docs/decisions/open-games.md). Written in the caller's transaction; the start is an instant,
 * kept in the club's calendar as every match is. On a course it is played 18 holes with the
 * format's WHS allowance; without one it is casual and keeps strokes only. Played apart, it closes
 * at `apartClosesAt`.
 */
export async function createMatchOfPlayers(
  trx: Db,
  match: { creatorId: number; playerIds: readonly number[]; startsAt: Date; apartClosesAt: Date | null; teeId: number | null; format: MatchFormat; at: Date },
): Promise<number> {
  const { timeZone } = await getClubSettings(trx);
  const start = clubClock(match.startsAt, timeZone);
  const golf = match.teeId === null ? {} : { tee_id: match.teeId, holes: '18' as const, format: match.format, allowance_pct: DEFAULT_ALLOWANCE[match.format], own_tees: 0 };
  const at = match.at.toISOString();
  const matchId = await insertMatchRow(trx, {
    creator_id: match.creatorId,
    date: start.date,
    time: start.time,
    created_at: at,
    apart_closes_at: match.apartClosesAt === null ? null : match.apartClosesAt.toISOString(),
    ...golf,
  });
  await insertParticipantRows(trx, matchId, [match.creatorId, ...match.playerIds.filter((id) => id !== match.creatorId)], at, true);
  return matchId;
}

/**
 * The one-player match behind a tournament card (docs/decisions/tournaments.md): the player is in it
 * at once; members never see it among matches, and the match procedures refuse it.
 */
export async function openCardMatch(
  trx: Db,
  card: { userId: number; date: string; time: string; teeId: number; format: 'stroke' | 'stableford'; allowancePct: number; at: string },
): Promise<number> {
  const matchId = await insertMatchRow(trx, {
    creator_id: card.userId,
    date: card.date,
    time: card.time,
    created_at: card.at,
    tee_id: card.teeId,
    holes: '18',
    format: card.format,
    allowance_pct: card.allowancePct,
    kind: 'tournament_card',
  });
  await insertParticipantRows(trx, matchId, [card.userId], card.at, true);
  return matchId;
}
