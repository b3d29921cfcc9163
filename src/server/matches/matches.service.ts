import type { z } from 'zod';
import type { SessionUser } from '../../shared/auth/auth.schema';
import type { Match, matchInputSchema } from '../../shared/matches/match.schema';
import { AppError, forbidden, notFound } from '../app-error';
import { getClubSettings } from '../club/club-settings.service';
import { clubToday } from '../../shared/club-time';
import type { Db } from '../db/database';
import type { MatchRow } from '../db/schema';
import type { AppDeps } from '../deps';
import { deleteImageFiles } from '../uploads/image-store';
import { listCommentFiles } from './match-comments.repository';
import { matchViewerFlags } from './match-permissions';
import { enforceWriteLimit } from '../limits/member-write-limits';
import { sendMatchInvitation } from './match-invitation.mail';
import {
  deleteMatchRow,
  deleteParticipantRow,
  findExistingUserIds,
  findMatchRow,
  insertMatchRow,
  insertParticipantRows,
  listParticipantRows,
  listRecentMatchRows,
  listUpcomingMatchRows,
  type ParticipantRow,
} from './matches.repository';
import { deleteScoresOf } from './match-scores.repository';

const UPCOMING_LIMIT = 50;

async function toMatches(db: Db, viewer: SessionUser, rows: MatchRow[]): Promise<Match[]> {
  const participants = await listParticipantRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const players = participants.filter((p) => p.match_id === row.id).map((p) => ({ id: p.user_id, username: p.username }));
    return {
      id: row.id,
      creatorId: row.creator_id,
      date: row.date,
      time: row.time,
      participants: players,
      createdAt: row.created_at,
      viewer: matchViewerFlags({ creatorId: row.creator_id, participantIds: players.map((p) => p.id) }, viewer.id),
    };
  });
}

async function clubDate(db: Db): Promise<string> {
  return clubToday((await getClubSettings(db)).timeZone);
}

export async function findMatchOrThrow(db: Db, id: number): Promise<MatchRow> {
  const row = await findMatchRow(db, id);
  if (!row) throw notFound('Match not found');
  return row;
}

/** Matches from today on (club time), soonest first. */
export async function listUpcomingMatches(db: Db, viewer: SessionUser): Promise<Match[]> {
  return toMatches(db, viewer, await listUpcomingMatchRows(db, await clubDate(db), UPCOMING_LIMIT));
}

export async function listRecentMatches(db: Db, viewer: SessionUser, limit: number): Promise<Match[]> {
  return toMatches(db, viewer, await listRecentMatchRows(db, limit));
}

export async function getMatch(db: Db, viewer: SessionUser, id: number): Promise<Match> {
  const [match] = await toMatches(db, viewer, [await findMatchOrThrow(db, id)]);
  if (!match) throw notFound('Match not found');
  return match;
}

/**
 * The creator and the chosen members become the participants, and each chosen member
 * with an e-mail address is sent the invitation.
 */
export async function createMatch(deps: AppDeps, user: SessionUser, input: z.output<typeof matchInputSchema>): Promise<Match> {
  const { date, time, selectedMembers } = input;
  if (date < (await clubDate(deps.db))) throw new AppError('BAD_REQUEST', 'A match cannot be set in the past.', { date: ['A match cannot be set in the past.'] });
  const invitedIds = selectedMembers.map((member) => member.id).filter((id) => id !== user.id);
  if (invitedIds.length === 0) {
    throw new AppError('BAD_REQUEST', 'Please select at least one member to invite to your match.');
  }
  const existing = await findExistingUserIds(deps.db, invitedIds);
  if (existing.length !== invitedIds.length) throw new AppError('BAD_REQUEST', 'One of the chosen members no longer exists.');
  await enforceWriteLimit(deps, 'matches', user.id);
  await enforceWriteLimit(deps, 'invitations', user.id, invitedIds.length);
  const now = new Date().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const matchId = await insertMatchRow(trx, { creator_id: user.id, date, time, created_at: now });
    await insertParticipantRows(trx, matchId, [user.id, ...invitedIds], now);
    return matchId;
  });
  const participants = await listParticipantRows(deps.db, [id]);
  for (const invitee of participants.filter((p) => p.user_id !== user.id)) await invite(deps, invitee, user, id, date, time);
  return getMatch(deps.db, user, id);
}

async function invite(deps: AppDeps, invitee: ParticipantRow, organizer: SessionUser, matchId: number, date: string, time: string) {
  if (!invitee.email) return;
  await sendMatchInvitation(deps, {
    to: invitee.email,
    inviteeName: invitee.username,
    organizerName: organizer.username,
    matchId,
    date,
    time,
  });
}

/** Only the creator cancels a match; its comments' photos are removed with it. */
export async function cancelMatch(deps: AppDeps, user: SessionUser, id: number): Promise<{ success: true }> {
  const match = await getMatch(deps.db, user, id);
  if (!match.viewer.canCancel) throw forbidden('Only the organizer can cancel this match.');
  const files = await listCommentFiles(deps.db, id);
  await deleteMatchRow(deps.db, id);
  await deleteImageFiles(deps.config.UPLOADS_DIR, files);
  return { success: true };
}

export async function joinMatch(db: Db, user: SessionUser, id: number): Promise<Match> {
  if (!(await getMatch(db, user, id)).viewer.canJoin) throw new AppError('CONFLICT', 'You have already joined this match.');
  await insertParticipantRows(db, id, [user.id], new Date().toISOString());
  return getMatch(db, user, id);
}

/** A participant other than the creator leaves; their recorded scores go with them. */
export async function leaveMatch(db: Db, user: SessionUser, id: number): Promise<Match> {
  const { viewer } = await getMatch(db, user, id);
  if (viewer.isOrganizer) throw new AppError('BAD_REQUEST', 'The organizer cannot leave the match. Cancel it instead.');
  if (!viewer.canLeave) throw new AppError('BAD_REQUEST', 'You are not a participant in this match.');
  await db.transaction().execute(async (trx) => {
    await deleteParticipantRow(trx, id, user.id);
    await deleteScoresOf(trx, id, user.id);
  });
  return getMatch(db, user, id);
}
