import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { adminAndMember } from '../../../test/admin-helpers';
import { eventually, openEventStream, type OpenedStream } from '../../../test/event-stream';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createTournament, tournamentPlayer } from '../../../test/tournament-factories';
import { buildApp } from '../../app';
import { startChangeStamp } from '../../platform/db/change-stamp';
import type { Db } from '../../platform/db/db';
import { openDatabase } from '../../platform/db/database';

// Two app instances on one PostgreSQL database, each with its own pool, listening connection and
// caches, as two processes have: a save through one reaches the watchers connected to the other,
// and a board the other kept is never served after the save was acknowledged.

let t: TestApp;
let otherDb: Db;
let other: FastifyInstance;
let clock: TestClock;
const streams: OpenedStream[] = [];

beforeEach(async () => {
  clock = new TestClock('2026-12-06T12:00:00.000Z');
  t = await createTestApp({}, { clock });
  otherDb = openDatabase(t.config.DATABASE_URL ?? '');
  await startChangeStamp(otherDb);
  other = await buildApp({ config: t.config, db: otherDb, logger: false, clientDir: path.join(t.dir, 'no-client'), secrets: t.secrets, clock });
});
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await other.close();
  await otherDb.destroy();
  await t.close();
});

it('tells the watchers on the other instance of a save, whose board there then has it', async () => {
  const { adminCookie } = await adminAndMember(t.db, clock);
  const id = await createTournament(t, adminCookie);
  const ann = await tournamentPlayer(t, clock, 'ann', 10);
  expect((await t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/entry`, headers: { cookie: ann.cookie }, payload: { enter: true } })).statusCode).toBe(200);
  const card = (await t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/rounds/1/cards`, headers: { cookie: ann.cookie } })).json<TournamentCard>();
  const thruOnOther = async () =>
    (await other.inject({ method: 'GET', url: `/api/tournaments/${id}/leaderboard`, headers: { cookie: ann.cookie } })).json<{ rows: { thru: number }[] }>().rows[0]?.thru;
  // The other instance computes and keeps the board before the save.
  expect(await thruOnOther()).toBe(0);
  const watcher = await openEventStream(`${await other.listen({ port: 0, host: '127.0.0.1' })}/api/tournaments/${id}/live`, ann.cookie);
  streams.push(watcher);
  expect(watcher.status).toBe(200);
  await eventually(() => watcher.events.length === 1);
  const before = watcher.events[0];

  const saved = await t.app.inject({ method: 'PUT', url: `/api/cards/${card.id}/holes/1`, headers: { cookie: ann.cookie }, payload: { strokes: 4 } });
  expect(saved.statusCode).toBe(200);
  // Read at once after the acknowledgement, before any notice could be relied on: the version row says it changed.
  expect(await thruOnOther()).toBe(1);
  await eventually(() => watcher.events.length === 2);
  const { version } = await t.db.selectFrom('tournament_board_versions').select('version').where('tournament_id', '=', id).executeTakeFirstOrThrow();
  expect(watcher.events).toEqual([before, String(version)]);
});
