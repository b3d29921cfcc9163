import { expect } from 'vitest';
import type { Clock } from '../server/platform/core/clock';
import { insertMember, memberCookie } from './factories';
import { insertCourseWithTee } from './golf-factories';
import type { TestApp } from './test-app';

export const WINDOW = { opensAt: '2026-12-05T00:00:00.000Z', closesAt: '2026-12-08T00:00:00.000Z' } as const;

/** A one-round stroke-play tournament on a new simulator course, created by the admin through REST; its id. */
export async function createTournament(t: TestApp, adminCookie: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const { teeId } = await insertCourseWithTee(t.db);
  const body = { name: 'Winter Medal', format: 'stroke', rounds: [{ teeId, ...WINDOW }], ...overrides };
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/tournaments', headers: { cookie: adminCookie }, payload: body });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

/** A signed-in member with an index set by the club (null: none), so they may enter. */
export async function tournamentPlayer(t: TestApp, clock: Clock, username: string, index: number | null = 18.4, fullName?: string) {
  const member = await insertMember(t.db, { username, email: `${username}@example.com`, ...(fullName && { fullName }) });
  if (index !== null) {
    await t.db.insertInto('member_handicaps').values({ user_id: member.id, index_tenths: Math.round(index * 10), note: 'Home club', set_by: null, set_at: '2026-11-01T00:00:00.000Z' }).execute();
  }
  return { member, cookie: await memberCookie(t.db, member.id, clock) };
}
export type TournamentPlayer = Awaited<ReturnType<typeof tournamentPlayer>>;
