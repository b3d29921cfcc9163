import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentPlayer } from '../../../shared/golf/tournament-leaderboard';
import type { TournamentCard } from '../../../shared/tournaments/tournament.schema';
import { StampedDb } from '../../platform/db/change-stamp';
import type { TournamentRow } from '../../platform/db/schema';
import { adminAndMember } from '../../../test/admin-helpers';
import { boardNotices } from '../../../test/board-notices';
import { PARS } from '../../../test/golf-factories';
import { createTournament, tournamentPlayer } from '../../../test/tournament-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { BOARD_MAX_AGE_MS } from './board-cache';
import { boardChanged } from './board-changes.service';
import { bumpBoardVersionRow } from './board-versions.repository';
import { createFieldMemo, type FieldSource } from './field-memo';
import { boardFieldSource, boardPlayers, findTournamentAndBoardVersion } from './leaderboard.service';

// Issue 34: a board's field is kept between computations, and a save by one player of a thousand
// reads that player again, not the whole field; anything else, or a change the process may have
// missed, reads the whole field.

let t: TestApp;
let clock: TestClock;
let adminCookie: string;
beforeEach(async () => {
  clock = new TestClock('2026-12-03T12:00:00.000Z');
  t = await createTestApp({}, { clock });
  adminCookie = (await adminAndMember(t.db, clock)).adminCookie;
});
afterEach(() => t.close());

/** A source that records what it was asked to read; players are numbered, their "rounds" empty. */
function recordingSource(id: number) {
  const calls: string[] = [];
  const player = (userId: number, reads: number): TournamentPlayer => ({ userId, name: `Player ${userId} (read ${reads})`, flight: null, rounds: [] });
  let reads = 0;
  const source: FieldSource = {
    readRow: () => findTournamentAndBoardVersion(t.db, id),
    readAll: () => {
      reads += 1;
      calls.push('all');
      return Promise.resolve({ value: [1, 2, 3].map((userId) => player(userId, reads)), validUntil: Number.POSITIVE_INFINITY });
    },
    readAgain: (_row: TournamentRow, _now: Date, players: readonly TournamentPlayer[], userIds: ReadonlySet<number>) => {
      reads += 1;
      calls.push([...userIds].sort().join(','));
      return Promise.resolve(players.map((known) => (userIds.has(known.userId) ? player(known.userId, reads) : known)));
    },
  };
  return { calls, source };
}

describe('the field kept between board computations', () => {
  it('reads again only the players whose saves it heard of, and the whole field after any other change', async () => {
    const id = await createTournament(t, adminCookie);
    const memo = createFieldMemo();
    const { calls, source } = recordingSource(id);
    const read = async () => (await memo.read(t.db, 'k', id, () => clock.now(), source)).value.players.map((player) => player.name);

    expect(await read()).toEqual(['Player 1 (read 1)', 'Player 2 (read 1)', 'Player 3 (read 1)']);
    // Nothing changed: nothing read but the row.
    await read();
    expect(calls).toEqual(['all']);

    await boardChanged(t.db, id, 2);
    await boardChanged(t.db, id, 3);
    await boardChanged(t.db, id, 2);
    expect(await read()).toEqual(['Player 1 (read 1)', 'Player 2 (read 2)', 'Player 3 (read 2)']);
    expect(calls).toEqual(['all', '2,3']);

    // An entry, the tournament, a committee's decision: no player named, the whole field.
    await boardChanged(t.db, id, 1);
    await boardChanged(t.db, id);
    await read();
    expect(calls).toEqual(['all', '2,3', 'all']);

    // A field older than BOARD_MAX_AGE_MS (names come from another module) is read whole too.
    await boardChanged(t.db, id, 1);
    clock.set(new Date(clock.now().getTime() + BOARD_MAX_AGE_MS).toISOString());
    await read();
    expect(calls).toEqual(['all', '2,3', 'all', 'all']);
  });

  it('reads the whole field when notices may have been missed, or a version never gets one', async () => {
    const id = await createTournament(t, adminCookie);
    const memo = createFieldMemo();
    const { calls, source } = recordingSource(id);
    const read = () => memo.read(t.db, 'k', id, () => clock.now(), source);
    await read();

    // The database connection was lost (every topic hears "read again").
    await boardChanged(t.db, id, 2);
    if (!(t.db instanceof StampedDb)) throw new Error('The test app has the club database');
    t.db.notices.deliverToAll();
    await read();
    expect(calls).toEqual(['all', 'all']);

    // A version moved by a write that told nobody: waited for a moment, then the whole field.
    await bumpBoardVersionRow(t.db, id);
    await read();
    expect(calls).toEqual(['all', 'all', 'all']);
  });

  it('waits for a notice still on its way after the commit it announces', async () => {
    const id = await createTournament(t, adminCookie);
    const memo = createFieldMemo();
    const { calls, source } = recordingSource(id);
    await memo.read(t.db, 'k', id, () => clock.now(), source);
    // The version is in the database; its notice comes a moment later (as from another process).
    const version = await bumpBoardVersionRow(t.db, id);
    const reading = memo.read(t.db, 'k', id, () => clock.now(), source);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (!(t.db instanceof StampedDb)) throw new Error('The test app has the club database');
    t.db.notices.deliver(`tournament-board:${id}`, `${version} 3`);
    await reading;
    expect(calls).toEqual(['all', '3']);
  });

  it('tells whether every change after a version was another player\'s, heard here: a board at that version then holds all of a reader\'s own', async () => {
    const id = await createTournament(t, adminCookie);
    const memo = createFieldMemo();
    const { source } = recordingSource(id);
    await memo.read(t.db, 'k', id, () => clock.now(), source);
    const notices = boardNotices(t.db, id);
    const from = (await findTournamentAndBoardVersion(t.db, id)).version;
    const othersOnly = (to: number, reader: number | null) => memo.othersOnly(t.db, 'k', from, to, reader);
    expect(othersOnly(from, 2)).toBe(true);

    await boardChanged(t.db, id, 2);
    await boardChanged(t.db, id, 3);
    await notices.upTo(from + 2);
    // Saves by 2 and 3: theirs, not 1's nor a visitor's.
    expect([othersOnly(from + 2, 1), othersOnly(from + 2, null), othersOnly(from + 2, 2), othersOnly(from + 2, 3)]).toEqual([true, true, false, false]);
    // Kept once the field is read again (the next board's computation).
    await memo.read(t.db, 'k', id, () => clock.now(), source);
    expect(othersOnly(from + 2, 1)).toBe(true);

    // An entry or a decision names nobody: it may be the reader's.
    await boardChanged(t.db, id);
    await notices.upTo(from + 3);
    expect([othersOnly(from + 3, 1), othersOnly(from + 3, null)]).toEqual([false, false]);
    expect(memo.othersOnly(t.db, 'k', from + 3, from + 3, 1)).toBe(true);

    // A version whose notice has not come (another process's save, just committed): not known, so not others'.
    const unheard = await bumpBoardVersionRow(t.db, id);
    expect(memo.othersOnly(t.db, 'k', from + 3, unheard, 1)).toBe(false);
    if (!(t.db instanceof StampedDb)) throw new Error('The test app has the club database');
    t.db.notices.deliver(`tournament-board:${id}`, `${unheard} 2`);
    expect(memo.othersOnly(t.db, 'k', from + 3, unheard, 1)).toBe(true);

    // Notices may have been missed: nothing before is known any more.
    await boardChanged(t.db, id, 2);
    await notices.upTo(unheard + 1);
    t.db.notices.deliverToAll();
    expect(memo.othersOnly(t.db, 'k', unheard, unheard + 1, 1)).toBe(false);
    // And a tournament this memo never read is nobody's to tell.
    expect(memo.othersOnly(t.db, 'other', from, from + 1, 1)).toBe(false);
    notices.stop();
  });

  it('waits a moment for the notices of versions the database has reached but not yet told here (another process\'s saves), then tells', async () => {
    const id = await createTournament(t, adminCookie);
    const memo = createFieldMemo();
    const { source } = recordingSource(id);
    await memo.read(t.db, 'k', id, () => clock.now(), source);
    const from = (await findTournamentAndBoardVersion(t.db, id)).version;
    if (!(t.db instanceof StampedDb)) throw new Error('The test app has the club database');
    const club = t.db;
    const tell = (version: number, player: number) => club.notices.deliver(`tournament-board:${id}`, `${version} ${player}`);
    const heard = (to: number, reader: number) => memo.othersOnlyOnceHeard(t.db, 'k', from, to, reader);

    // Two saves committed, their notices on their way: the answer waits for both, and is then told.
    const [first, second] = [await bumpBoardVersionRow(t.db, id), await bumpBoardVersionRow(t.db, id)];
    const others = heard(second, 1);
    expect(others).toBeInstanceOf(Promise);
    tell(second, 2);
    tell(first, 3);
    expect(await others).toBe(true);
    // The reader's own save among them: false, and once heard, at once (nothing to wait for).
    const third = await bumpBoardVersionRow(t.db, id);
    const mine = heard(third, 1);
    tell(third, 1);
    expect(await mine).toBe(false);
    expect(heard(third, 1)).toBe(false);
    // A notice that never comes: not known to be others', after the wait.
    const lost = await bumpBoardVersionRow(t.db, id);
    expect(await heard(lost, 4)).toBe(false);
    expect(memo.othersOnly(t.db, 'k', from, second, 1)).toBe(true);
  });

  it('gives the board every save shows, the same as the whole field read afresh', async () => {
    const id = await createTournament(t, adminCookie);
    const players = await Promise.all(['ann', 'bob', 'cat', 'dan'].map((name, i) => tournamentPlayer(t, clock, name, 5 + i * 4)));
    clock.set('2026-12-06T15:00:00.000Z');
    const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
    const cards: number[] = [];
    for (const player of players) {
      await call(player.cookie, 'POST', `/api/tournaments/${id}/entry`, { enter: true });
      cards.push((await call(player.cookie, 'POST', `/api/tournaments/${id}/rounds/1/cards`)).json<TournamentCard>().id);
    }
    const fresh = async () => {
      const { row } = await findTournamentAndBoardVersion(t.db, id);
      return (await boardPlayers(t.db, row, clock.now(), false)).map((player) => player.rounds);
    };
    // The service's own source, its reads counted: after the first, only the players who saved.
    const memo = createFieldMemo();
    const reads: string[] = [];
    const kept = async () => {
      const source = boardFieldSource(t.db, id, false);
      const counted: FieldSource = {
        ...source,
        readAll: (row, now) => {
          reads.push('all');
          return source.readAll(row, now);
        },
        readAgain: (row, now, known, userIds) => {
          reads.push([...userIds].join(','));
          return source.readAgain(row, now, known, userIds);
        },
      };
      return (await memo.read(t.db, 'k', id, () => clock.now(), counted)).value.players.map((player) => player.rounds);
    };
    expect(await kept()).toEqual(await fresh());
    // Players save in turns, a hole and its correction; each read between shows what a fresh read does.
    for (let hole = 1; hole <= 4; hole++) {
      for (const [i, player] of players.entries()) {
        await call(player.cookie, 'PUT', `/api/cards/${cards[i]}/holes/${hole}`, { strokes: (PARS[hole - 1] ?? 4) + i - 1 });
        if (i === 2) await call(player.cookie, 'PUT', `/api/cards/${cards[i]}/holes/${hole}`, { strokes: PARS[hole - 1] ?? 4 });
        expect(await kept()).toEqual(await fresh());
      }
    }
    expect(reads[0]).toBe('all');
    expect(reads.slice(1)).toEqual(Array.from({ length: 16 }, (_, i) => String(players[i % 4]?.member.id)));
  });
});
