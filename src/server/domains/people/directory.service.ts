import { addDays, clubClock, dayjs } from '../../../shared/club-time';
import { readPlatformList } from '../../../shared/golf/platforms';
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryEntry,
  type DirectoryPage,
  type directoryQuerySchema,
  zoneBandOf,
} from '../../../shared/people/directory.schema';
import type { DirectoryField } from '../../../shared/profile/member-profile.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps/deps';
import { getClubSettings } from '../club/club-settings.service';
import { displayNameOf } from '../users/display-name';
import { competitionIndexesOf, type CompetitionIndex, golfGlancesOf } from '../golf/competition-index.service';
import { type DirectoryCandidateRow, listDirectoryCandidates } from './directory.repository';
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
function matches(candidate: Candidate, query: Query, index: CompetitionIndex | null | undefined, now: Date): boolean {
  if (query.q) {
    const needle = query.q.toLowerCase();
    if (!candidate.name.toLowerCase().includes(needle) && !candidate.row.username.toLowerCase().includes(needle)) return false;
  }
  if (query.platform && !(shows(candidate, 'platforms') && readPlatformList(candidate.row.platforms ?? '[]').includes(query.platform))) return false;
  if (query.zoneBand) {
    const zone = candidate.row.time_zone;
    if (!shows(candidate, 'localTime') || !zone || zoneBandOf(dayjs(now).tz(zone).utcOffset()) !== query.zoneBand) return false;
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
 * The members' directory: listed members in good standing, by name, searched and filtered, a page at a
 * time. Each member's hidden fields never leave the server, and filters never match on them.
 */
export async function listDirectory(deps: Pick<AppDeps, 'db' | 'clock'>, query: Query): Promise<DirectoryPage> {
  const now = deps.clock.now();
  const settings = await getClubSettings(deps.db);
  // Members in their grace days still have full access, and are still found.
  const rows = await listDirectoryCandidates(deps.db, addDays(clubClock(now, settings.timeZone).date, -settings.graceDays));
  const candidates = rows
    .map((row) => ({ row, name: displayNameOf(row), hidden: new Set(readHiddenFields(row.hidden_fields ?? '[]')) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.row.id - b.row.id);
  const needsIndex = query.indexMin !== undefined || query.indexMax !== undefined;
  const allIndexes = needsIndex ? await competitionIndexesOf(deps.db, candidates.map((c) => c.row.id)) : null;
  const found = candidates.filter((candidate) => matches(candidate, query, allIndexes?.get(candidate.row.id), now));
  const start = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  const page = found.slice(start, start + DIRECTORY_PAGE_SIZE);
  const ids = page.map((candidate) => candidate.row.id);
  const glances = await golfGlancesOf(deps.db, ids);
  return {
    members: page.map((candidate) => {
      const glance = glances.get(candidate.row.id);
      return entryOf(candidate, glance?.competitionIndex ?? null, glance?.lastPlayed ?? null);
    }),
    total: found.length,
    page: query.page,
    pageSize: DIRECTORY_PAGE_SIZE,
  };
}

