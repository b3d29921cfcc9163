import { describe, expect, it } from 'vitest';
import { emptyTournamentForm, formValuesToInput, parseFlights } from './tournament-form-values';

describe('the committee’s tournament form', () => {
  it('reads flights from one line: a name and the highest index, the last alone takes the rest', () => {
    expect(parseFlights('A 12.0, B 24, C')).toEqual([
      { name: 'A', maxIndex: 12 },
      { name: 'B', maxIndex: 24 },
      { name: 'C', maxIndex: null },
    ]);
    expect(parseFlights(' ')).toBeNull();
    expect(parseFlights('Championship 5.4, Club')).toEqual([
      { name: 'Championship', maxIndex: 5.4 },
      { name: 'Club', maxIndex: null },
    ]);
  });

  it('sends window times as instants from the club’s wall clock, and an unchosen tee as 0 for the server to name', () => {
    const input = formValuesToInput({ ...emptyTournamentForm, name: 'Spring Medal', rounds: [{ teeId: '', opensAt: '2026-12-05 09:00:00', closesAt: '2026-12-07 21:00:00' }] }, 'America/New_York');
    expect(input.rounds).toEqual([{ teeId: 0, opensAt: '2026-12-05T14:00:00.000Z', closesAt: '2026-12-08T02:00:00.000Z' }]);
    expect(input.flights).toBeNull();
    expect(input.allowance).toBe(95);
  });
});
