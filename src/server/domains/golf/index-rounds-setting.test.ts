import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertCourseWithTee, insertGolfMatch, PARS } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { systemClock } from '../../platform/core/clock';
import { recordScore } from '../matches/match-scores.service';
import { attestRoundRow, listRoundRowsOfMatch } from '../rounds/rounds.repository';

// Issue 30: a club setting says which rounds feed the club index: every rated round (the default:
// the index is the club's own) or outdoor rounds only (as an official index, Rule 2.1).

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function attestedRounds(playerId: number, markerId: number, teeId: number, count: number) {
  const player = { id: playerId, username: `p${playerId}`, memberType: 'standard' as const };
  for (let i = 0; i < count; i++) {
    const matchId = await insertGolfMatch(t.db, teeId, [playerId, markerId], { date: `2026-0${i + 3}-10` });
    for (const [hole, par] of PARS.entries()) await recordScore({ db: t.db, clock: systemClock }, player, { matchId, userId: playerId, hole: hole + 1, score: par + 1 });
    const [round] = (await listRoundRowsOfMatch(t.db, matchId)).filter((r) => r.user_id === playerId);
    if (round) await attestRoundRow(t.db, round.id, markerId, new Date().toISOString());
  }
}

describe('which rounds feed the club index', () => {
  it('counts simulator rounds by default, and only outdoor ones once the club says so', async () => {
    const player = await insertMember(t.db);
    const marker = await insertMember(t.db);
    const simulator = await insertCourseWithTee(t.db, 'Sim Links', 'simulator');
    const outdoor = await insertCourseWithTee(t.db, 'Harbour Town', 'outdoor');
    await attestedRounds(player.id, marker.id, simulator.teeId, 3);
    await attestedRounds(player.id, marker.id, outdoor.teeId, 1);
    const api = trpcClient(t.app, await memberCookie(t.db, player.id));
    const before = await api.golf.clubIndex.query({});
    expect(before.index).not.toBeNull();
    expect(before.rounds.filter((r) => r.status === 'counting')).toHaveLength(4);

    const admin = trpcClient(t.app, (await adminAndMember(t.db)).adminCookie);
    const settings = await admin.club.settings.query();
    await admin.admin.settings.update.mutate({ ...settings, indexOutdoorOnly: true });
    const after = await api.golf.clubIndex.query({});
    expect(after.index).toBeNull();
    expect(after.rounds.map((r) => r.status).sort()).toEqual(['counting', 'not-outdoor', 'not-outdoor', 'not-outdoor']);
  });
});
