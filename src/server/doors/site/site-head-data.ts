import { getClubSettings } from '../../domains/club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { listPublicEvents } from '../../domains/events/events.service';
import { renderHead } from './site-head';

const EVENT_WINDOW_DAYS = 90;
const MAX_EVENTS_DESCRIBED = 20;

/** The head of a page with what it needs from the database: club settings and upcoming public events. */
export async function renderSiteHead(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, pathname: string): Promise<string> {
  const now = deps.clock.now();
  const to = new Date(now.getTime() + EVENT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const needsEvents = pathname === '/' || pathname === '/events';
  const [settings, events] = await Promise.all([
    getClubSettings(deps.db),
    needsEvents ? listPublicEvents(deps, { from: now.toISOString(), to: to.toISOString() }) : Promise.resolve([]),
  ]);
  return renderHead({ pathname, settings, publicUrl: deps.config.PUBLIC_URL, events: events.slice(0, MAX_EVENTS_DESCRIBED) });
}
