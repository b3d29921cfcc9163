import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { adminAndMember } from '../../../test/admin-helpers';
import { createTournament, tournamentPlayer, type TournamentPlayer } from '../../../test/tournament-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { databaseLocation } from '../../platform/config/config';
import type { Db } from '../../platform/db/db';
import { openDatabase } from '../../platform/db/database';
import { submitCardRow } from './cards.repository';

// On PostgreSQL a hole save runs at READ COMMITTED with its card's row locked first
// (cards.service.ts writeHole): a submission under way when it comes is waited for, and the save
// then reads the card as the submission left it. Without the lock it would read the card as still
// open and write a hole onto a card being handed in.
let t: TestApp;
let clock: TestClock;
let other: Db;
beforeEach(async () => {
  clock = new TestClock('2026-12-03T12:00:00.000Z');
  t = await createTestApp({}, { clock });
  other = openDatabase(databaseLocation(t.config));
});
afterEach(async () => {
  await other.destroy();
  await t.close();
});

const inject = (who: TournamentPlayer, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload && { payload }) });

/** Backends of this database waiting to lock a card's row (another transaction holds it). */
async function waitingForCardLocks(): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and query like '%"tournament_cards"%for update%'`.execute(other);
  return rows[0]?.count ?? 0;
}

describe('a hole save and a change of its card at the same time, on PostgreSQL', () => {
  it('waits for the submission under way and then refuses, writing nothing', async () => {
    const { adminCookie } = await adminAndMember(t.db, clock);
    const id = await createTournament(t, adminCookie);
    const [ann, bob] = [await tournamentPlayer(t, clock, 'ann'), await tournamentPlayer(t, clock, 'bob')];
    expect((await inject(ann, 'POST', `/api/tournaments/${id}/entry`, { enter: true })).statusCode).toBe(200);
    clock.set('2026-12-06T15:00:00.000Z');
    const card = (await inject(ann, 'POST', `/api/tournaments/${id}/rounds/1/cards`)).json<TournamentCard>();

    let saving: ReturnType<typeof inject> | undefined;
    await other.transaction().execute(async (trx) => {
      expect(await submitCardRow(trx, card.id, bob.member.id, clock.now().toISOString())).toBe(true);
      saving = inject(ann, 'PUT', `/api/cards/${card.id}/holes/1`, { strokes: 4 });
      // The save waits on the card's row until this transaction ends.
      await vi.waitFor(async () => expect(await waitingForCardLocks()).toBe(1), { timeout: 5000 });
    });
    const answer = await saving;
    expect(answer?.json()).toMatchObject({ message: 'This card is submitted: its scores are locked.' });
    const scores = await t.db.selectFrom('match_scores').innerJoin('tournament_cards', 'tournament_cards.match_id', 'match_scores.match_id').select('match_scores.hole').where('tournament_cards.id', '=', card.id).execute();
    expect(scores).toEqual([]);
  });
});
