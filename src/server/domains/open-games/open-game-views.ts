import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { OpenGame } from '../../../shared/open-games/open-game.schema';
import type { Db } from '../../platform/db/db';
import { listTeeLabels } from '../courses/courses.service';
import { listPlayerRows, type OpenGameWithHost } from './open-games.repository';

/** Whether a game can still be joined at `now`: open, not past its start (or its week), its host's account live. */
export function isLive(row: Pick<OpenGameWithHost, 'status' | 'open_until' | 'host_deleted'>, now: Date): boolean {
  return row.status === 'open' && !row.host_deleted && now.getTime() < Date.parse(row.open_until);
}

/** Games as the viewer sees them now: players, places left, and what the viewer may do (the pages copy no rule). */
export async function toOpenGames(db: Db, viewer: Pick<SessionUser, 'id'>, rows: OpenGameWithHost[], now: Date): Promise<OpenGame[]> {
  const players = await listPlayerRows(
    db,
    rows.map((row) => row.id),
  );
  const tees = await listTeeLabels(db, [...new Set(rows.flatMap((row) => (row.tee_id === null ? [] : [row.tee_id])))]);
  return rows.map((row) => {
    const people = players.filter((p) => p.game_id === row.id).map((p) => ({ id: p.user_id, username: p.username, name: p.name }));
    const tee = tees.find((t) => t.id === row.tee_id);
    const live = isLive(row, now);
    const isHost = row.host_id === viewer.id;
    const isPlayer = people.some((p) => p.id === viewer.id);
    const placesLeft = Math.max(0, row.places - people.length);
    return {
      id: row.id,
      host: { id: row.host_id, username: row.host_username, name: row.host_name },
      startsAt: row.starts_at,
      openUntil: row.open_until,
      hostTimeZone: row.host_time_zone,
      course: tee ? { teeId: tee.id, courseName: tee.course_name, teeName: tee.name } : null,
      platform: row.platform,
      format: row.format,
      places: row.places,
      placesLeft,
      play: row.play,
      apartDays: row.apart_days,
      players: people,
      status: row.status === 'open' && !live ? 'expired' : row.status,
      matchId: row.match_id,
      createdAt: row.created_at,
      viewer: {
        isHost,
        isPlayer,
        canJoin: live && !isPlayer && placesLeft > 0,
        canLeave: live && isPlayer && !isHost,
        canCancel: isHost && row.status === 'open',
      },
    };
  });
}
