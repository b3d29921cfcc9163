import { getClubSettings } from '../../domains/club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { listPublicEvents } from '../../domains/events/events.service';
import { renderHead } from './site-head';
import { findPublicTournament, listPublicTournaments } from '../../domains/tournaments/public-board.service';
import type { PublicTournament } from '../../../shared/tournaments/public-board.schema';
import { parseRecordId } from '../../../shared/record-id';

const EVENT_WINDOW_DAYS = 90;
const MAX_EVENTS_DESCRIBED = 20;

type HeadDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

const BOARD_PATH = /^\/tournaments\/([^/]+)\/?$/;

/**
 * The published tournaments a page describes: on /tournaments those of its first page (the ones still
 * played or decided, and the latest results), its own on a board's page
 * (null when that tournament does not exist or is not published: the page is then not found).
 */
async function tournamentsOf(deps: HeadDeps, pathname: string): Promise<PublicTournament[] | null> {
  if (pathname === '/tournaments' || pathname === '/tournaments/') return (await listPublicTournaments(deps)).tournaments;
  const board = BOARD_PATH.exec(pathname);
  if (!board) return [];
  const id = parseRecordId(board[1] ?? '');
  const tournament = id === null ? null : await findPublicTournament(deps, id);
  return tournament ? [tournament] : null;
}

/** The head of a page with what it needs from the database: club settings, upcoming public events, published tournaments. */
export async function renderSiteHead(deps: HeadDeps, pathname: string, { notFound = false }: { notFound?: boolean } = {}): Promise<string> {
  const now = deps.clock.now();
  const to = new Date(now.getTime() + EVENT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const needsEvents = pathname === '/' || pathname === '/events';
  const [settings, events, tournaments] = await Promise.all([
    getClubSettings(deps.db),
    needsEvents ? listPublicEvents(deps, { from: now.toISOString(), to: to.toISOString() }) : Promise.resolve([]),
    tournamentsOf(deps, pathname),
  ]);
  return renderHead({
    pathname,
    settings,
    publicUrl: deps.config.PUBLIC_URL,
    events: events.slice(0, MAX_EVENTS_DESCRIBED),
    tournaments: tournaments ?? [],
    notFound: notFound || tournaments === null,
  });
}
