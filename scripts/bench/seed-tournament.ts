import { openCard } from '../../src/server/domains/tournaments/cards.service';
import { upsertEntryRow } from '../../src/server/domains/tournaments/entries.repository';
import { createTournament } from '../../src/server/domains/tournaments/tournaments.service';
import { insertUser } from '../../src/server/domains/users/users.repository';
import { systemClock } from '../../src/server/platform/core/clock';
import type { Db } from '../../src/server/platform/db/db';
import { hashPassword } from '../../src/server/platform/passwords/password';
import { tournamentInputSchema } from '../../src/shared/tournaments/tournament.schema';
import { memberCookie } from '../../src/test/factories';
import { insertCourseWithTee } from '../../src/test/golf-factories';

const HOUR = 60 * 60 * 1000;

export interface Player {
  userId: number;
  cardId: number;
  cookie: string;
}

export interface SeededTournament {
  id: number;
  players: Player[];
}

/** A par for each of the 18 holes, with a player's strokes around it. */
function strokesNear(par: number, random: () => number): number {
  return Math.max(1, par + Math.floor(random() * 4) - 1);
}

/** A small fixed-seed generator, so two runs seed the same field. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A stroke-play tournament open now with `entrants` members entered, each with an index, a card
 * opened through the card service (as a phone opens it) and a signed-in session (a real cookie);
 * every card but the first `freshCards` already has some holes in, so the board is a real one.
 */
export async function seedTournament(db: Db, name: string, entrants: number, freshCards: number, passwordHash: string): Promise<SeededTournament> {
  const admin = await db.selectFrom('users').select(['id', 'username']).where('member_type', '=', 'admin').executeTakeFirstOrThrow();
  const { teeId } = await insertCourseWithTee(db, `${name} Links`);
  const now = Date.now();
  const input = tournamentInputSchema.parse({
    name,
    format: 'stroke',
    rounds: [{ teeId, opensAt: new Date(now - HOUR).toISOString(), closesAt: new Date(now + 48 * HOUR).toISOString() }],
    entriesCloseAt: new Date(now + 24 * HOUR).toISOString(),
    capacity: null,
  });
  const clockDeps = { db, clock: systemClock };
  const { id } = await createTournament(clockDeps, { id: admin.id, username: admin.username, memberType: 'admin' }, input);
  const random = seeded(entrants);
  const at = new Date().toISOString();
  const players: Player[] = [];
  for (let i = 0; i < entrants; i++) {
    const user = await insertUser(db, {
      username: `${name.toLowerCase().replace(/\W+/g, '')}${i}`,
      password_hash: passwordHash,
      member_type: 'standard',
      full_name: `Player ${i} ${name}`,
      email: null,
      phone: null,
      address: null,
      created_at: at,
      paid_through: new Date(now + 365 * 24 * HOUR).toISOString().slice(0, 10),
    });
    await db.insertInto('member_handicaps').values({ user_id: user.id, index_tenths: Math.round(random() * 300), note: 'Bench', set_by: null, set_at: new Date(now - 30 * 24 * HOUR).toISOString() }).execute();
    await upsertEntryRow(db, { tournament_id: id, user_id: user.id, status: 'entered', asked_at: at, updated_at: at, charge_entry_id: null });
    const member = { id: user.id, username: user.username, memberType: 'standard' as const };
    const card = await openCard(clockDeps, member, id, 1);
    if (i >= freshCards) {
      const holes = Math.floor(random() * 18);
      const rows = card.holes.slice(0, holes).map((hole) => ({
        match_id: 0,
        user_id: user.id,
        hole: hole.number,
        score: strokesNear(hole.par, random),
        notes: null,
        recorded_by: user.id,
        recorded_at: at,
      }));
      const matchId = (await db.selectFrom('tournament_cards').select('match_id').where('id', '=', card.id).executeTakeFirstOrThrow()).match_id;
      if (rows.length > 0) await db.insertInto('match_scores').values(rows.map((row) => ({ ...row, match_id: matchId }))).execute();
    }
    // Signed in at some time in the last minute, as a club's members are: their sessions' once-a-minute
    // touch then comes spread over the weekend's minutes, not all in the same few seconds.
    const signedIn = new Date(Date.now() - random() * 60_000);
    players.push({ userId: user.id, cardId: card.id, cookie: await memberCookie(db, user.id, { now: () => signedIn }) });
  }
  return { id, players };
}

/** One password hash for every bench member (argon2 a thousand times would take a minute). */
export function benchPasswordHash(): Promise<string> {
  return hashPassword('bench-member-password');
}
