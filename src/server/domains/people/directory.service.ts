import { addDays, clubClock, dayjs } from '../../../shared/club-time';
import { readPlatformList } from '../../../shared/golf/platforms';
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryEntry,
  type DirectoryPage,
  type directoryQuerySchema,
  type ZoneBand,
  zoneBandOf,
} from '../../../shared/people/directory.schema';
import type { DirectoryField } from '../../../shared/profile/member-profile.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps/deps';
import type { Db } from '../../platform/db/db';
import { countLimitFor, totalCountedUpTo } from '../../platform/db/count-ahead';
import { getClubSettings } from '../club/club-settings.service';
import { displayNameOf } from '../users/display-name';
import { competitionIndexesOf, type CompetitionIndex, golfGlancesOf } from '../golf/competition-index.service';
import { countDirectoryCandidates, type DirectoryCandidateRow, findDirectoryPlace, listDirectoryCandidates } from './directory.repository';
import { memberPhotoOf } from './member-photos';
import { readHiddenFields } from './member-profile.service';

type Query = z.output<typeof directoryQuerySchema>;

interface Candidate {
  row: DirectoryCandidateRow;
  name: string;
  hidden: ReadonlySet<DirectoryField>;
}

const shows = (candidate: Candidate, field: DirectoryField) => !candidate.hidden.has(field);

/** A filter on a field only ever matches members who show it: hiding a field hides it from searches too. */
function matches(candidate: Candidate, query: Query, index: CompetitionIndex | null | undefined, bandOf: (zone: string) => ZoneBand): boolean {
  if (query.q) {
    const needle = query.q.toLowerCase();
    if (!candidate.name.toLowerCase().includes(needle) && !candidate.row.username.toLowerCase().includes(needle)) return false;
  }
  if (query.platform && !(shows(candidate, 'platforms') && readPlatformList(candidate.row.platforms ?? '[]').includes(query.platform))) return false;
  if (query.zoneBand) {
    const zone = candidate.row.time_zone;
    if (!shows(candidate, 'localTime') || !zone || bandOf(zone) !== query.zoneBand) return false;
  }
  if (query.indexMin !== undefined || query.indexMax !== undefined) {
    if (!shows(candidate, 'index') || !index) return false;
    if (query.indexMin !== undefined && index.index < query.indexMin) return false;
    if (query.indexMax !== undefined && index.index > query.indexMax) return false;
  }
  return true;
}

/** Only the fields the member shows are put in the answer at all. */
function entryOf(candidate: Candidate, index: CompetitionIndex | null, lastRound: string | null): DirectoryEntry {
  const { row } = candidate;
  const entry: DirectoryEntry = { id: row.id, name: candidate.name };
  if (shows(candidate, 'photo')) entry.photo = memberPhotoOf(row.photo_file);
  if (shows(candidate, 'country')) entry.country = row.country;
  if (shows(candidate, 'localTime')) entry.timeZone = row.time_zone;
  if (shows(candidate, 'platforms')) {
    entry.platforms = readPlatformList(row.platforms ?? '[]');
    entry.launchMonitor = row.launch_monitor;
  }
  if (shows(candidate, 'homeCourse')) entry.homeCourse = row.home_course;
  if (shows(candidate, 'index')) entry.index = index ? { index: index.index, source: index.source } : null;
  if (shows(candidate, 'lastRound')) entry.lastRound = lastRound;
  return entry;
}

/**
 * A walk checking rows here (a zone band) reads at least this many at a time. One whose rows the
 * database has filtered reads what the page still needs and one more: a dense search ("lope" in
 * 100,000 members) read 100 matches in name order for a page of 24, reading past thousands of names.
 */
const WALK_BATCH = 100;
/** An index filter computes each member's index, so its walk takes smaller steps and counts no further than the page. */
const INDEX_WALK_BATCH = DIRECTORY_PAGE_SIZE * 2;

/**
 * The members' directory: listed members in good standing, by name, searched and filtered, a page at a
 * time. Each member's hidden fields never leave the server, and filters never match on them.
 *
 * The database hands members over in name order (users.name_key), narrowed by the search and the
 * platform; each row is then checked here against what the member shows, and the walk stops once the
 * page is full and the count has looked ten pages ahead. A Next link starts after the last member
 * shown (`after`), so it stays put as members come and go.
 */
export async function listDirectory(deps: Pick<AppDeps, 'db' | 'clock'>, query: Query): Promise<DirectoryPage> {
  const now = deps.clock.now();
  const settings = await getClubSettings(deps.db);
  const pageSize = DIRECTORY_PAGE_SIZE;
  const rowsBefore = (query.page - 1) * pageSize;
  const from = query.after === undefined ? undefined : await findDirectoryPlace(deps.db, query.after);
  // Without the member the link names (or with them deleted since), the page is counted from the start.
  const skip = from ? 0 : rowsBefore;
  const needsIndex = query.indexMin !== undefined || query.indexMax !== undefined;
  const upTo = needsIndex ? skip + pageSize : countLimitFor(skip, pageSize);
  const walk = {
    // Members in their grace days still have full access, and are still found.
    paidThroughFrom: addDays(clubClock(now, settings.timeZone).date, -settings.graceDays),
    search: query.q ? query.q.toLowerCase() : undefined,
    platform: query.platform,
  };
  // A zone's band now, worked out once per zone (a few dozen zones among thousands of members).
  const bands = new Map<string, ZoneBand>();
  const bandOf = (zone: string): ZoneBand => {
    const band = bands.get(zone) ?? zoneBandOf(dayjs(now).tz(zone).utcOffset());
    bands.set(zone, band);
    return band;
  };
  // Filters the database can answer are counted there; a zone band or index range is checked here,
  // row by row, so the walk itself counts (an index range no further than the page).
  const countedHere = query.zoneBand !== undefined || needsIndex;
  const countedThere = countedHere ? null : await countDirectoryCandidates(deps.db, { ...walk, after: from }, upTo + 1);
  const stopAt = countedHere ? upTo : skip + pageSize;
  const page: Candidate[] = [];
  let matched = 0;
  let after = from;
  for (;;) {
    const limit = needsIndex ? INDEX_WALK_BATCH : countedHere ? Math.max(WALK_BATCH, stopAt + 1 - matched) : stopAt + 1 - matched;
    const rows = await listDirectoryCandidates(deps.db, { ...walk, after, limit }, countedThere !== null && countedThere <= upTo);
    const found = await keptOf(deps.db, rows.map(candidateOf), query, bandOf, needsIndex);
    for (const candidate of found) {
      matched += 1;
      if (matched > skip && page.length < pageSize) page.push(candidate);
      if (matched > stopAt) break;
    }
    const last = rows.at(-1);
    if (matched > stopAt || rows.length < limit || !last) break;
    after = { nameKey: last.name_key, id: last.id };
  }
  const glances = await golfGlancesOf(
    deps.db,
    page.map((candidate) => candidate.row.id),
  );
  const counted = totalCountedUpTo(countedThere ?? matched, upTo);
  const lastShown = page.at(-1);
  return {
    members: page.map((candidate) => {
      const glance = glances.get(candidate.row.id);
      return entryOf(candidate, glance?.competitionIndex ?? null, glance?.lastPlayed ?? null);
    }),
    ...counted,
    total: counted.total + (from ? rowsBefore : 0),
    page: query.page,
    pageSize,
    next: lastShown && matched > skip + pageSize ? lastShown.row.id : null,
  };
}

function candidateOf(row: DirectoryCandidateRow): Candidate {
  return { row, name: displayNameOf(row), hidden: new Set(readHiddenFields(row.hidden_fields ?? '[]')) };
}

/** The rows that pass every filter, checked against what each member shows; indexes only when a filter needs them. */
async function keptOf(db: Db, candidates: Candidate[], query: Query, bandOf: (zone: string) => ZoneBand, needsIndex: boolean): Promise<Candidate[]> {
  const indexes = needsIndex
    ? await competitionIndexesOf(
        db,
        candidates.filter((candidate) => shows(candidate, 'index')).map((candidate) => candidate.row.id),
      )
    : null;
  return candidates.filter((candidate) => matches(candidate, query, indexes?.get(candidate.row.id), bandOf));
}
