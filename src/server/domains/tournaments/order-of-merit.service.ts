import { clubClock, clubInstant } from '../../../shared/club-time';
import { type MeritAward, seasonStandings } from '../../../shared/golf/order-of-merit';
import type { MeritStanding } from '../../../shared/tournaments/tournament.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { getClubSettings } from '../club/club-settings.service';
import { listResultsBetween } from './tournaments.repository';
import { displayNameOf } from '../users/display-name';

/** GET /api/order-of-merit: the season's standings (the club's calendar year), most points first, with each member's events. */
export async function orderOfMerit({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<MeritStanding[]> {
  const { timeZone } = await getClubSettings(db);
  const year = Number(clubClock(clock.now(), timeZone).date.slice(0, 4));
  const from = clubInstant(`${year}-01-01`, '00:00', timeZone).toISOString();
  const to = clubInstant(`${year + 1}-01-01`, '00:00', timeZone).toISOString();
  const rows = await listResultsBetween(db, from, to);
  const byTournament = new Map<number, MeritAward[]>();
  for (const row of rows) byTournament.set(row.tournament_id, [...(byTournament.get(row.tournament_id) ?? []), { userId: row.user_id, points: row.merit_hundredths / 100 }]);
  const names = new Map(rows.map((row) => [row.user_id, displayNameOf(row)]));
  return seasonStandings([...byTournament.values()]).map((standing) => ({
    position: standing.position,
    userId: standing.userId,
    name: names.get(standing.userId) ?? '',
    points: standing.points,
    events: standing.events,
  }));
}
