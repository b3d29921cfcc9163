import type { ClubSettings } from '../../../shared/club/club-settings.schema';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { notFoundMeta, pageMeta, pageTitle } from '../../../shared/site/page-meta';
import type { PublicTournament } from '../../../shared/tournaments/public-board.schema';
import { escapeHtml } from '../../platform/text/escape-html';

interface HeadInput {
  pathname: string;
  settings: ClubSettings;
  publicUrl: string;
  /** Upcoming public events, described for search engines on the pages that show them. */
  events: ClubEvent[];
  /** Published tournaments, described on the tournament pages that show them. */
  tournaments: PublicTournament[];
  /** The page answers 404: its head is the not-found page's, whatever the path. */
  notFound: boolean;
}

/** Title, description, canonical link, share cards and schema.org data of one page. */
export function renderHead({ pathname, settings, publicUrl, events, tournaments, notFound }: HeadInput): string {
  const meta = notFound ? notFoundMeta : pageMeta(pathname);
  const title = pageTitle(meta, settings.clubName);
  const base = publicUrl.replace(/\/+$/, '');
  const canonical = `${base}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const image = `${base}/og-image.png`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaName('description', meta.description),
    meta.indexable ? '' : metaName('robots', 'noindex'),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    metaProperty('og:type', 'website'),
    metaProperty('og:site_name', settings.clubName),
    metaProperty('og:title', title),
    metaProperty('og:description', meta.description),
    metaProperty('og:url', canonical),
    metaProperty('og:image', image),
    metaProperty('og:image:width', '1200'),
    metaProperty('og:image:height', '630'),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', title),
    metaName('twitter:description', meta.description),
    metaName('twitter:image', image),
    jsonLd(clubData(settings, base)),
    ...(pathname === '/events' || pathname === '/' ? events.map((event) => jsonLd(eventData(event, settings, base))) : []),
    ...(notFound ? [] : tournaments.map((tournament) => jsonLd(tournamentData(tournament, settings, base)))),
  ];
  return tags.filter(Boolean).join('\n    ');
}

function metaName(name: string, content: string): string {
  return `<meta name="${name}" content="${escapeHtml(content)}">`;
}

function metaProperty(property: string, content: string): string {
  return `<meta property="${property}" content="${escapeHtml(content)}">`;
}

/** JSON-LD is a data block, not a script, so the CSP allows it; `<` is escaped so it cannot close the element. */
function jsonLd(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function clubAddress(settings: ClubSettings) {
  return { '@type': 'PostalAddress', streetAddress: settings.streetAddress, addressLocality: settings.city };
}

function clubData(settings: ClubSettings, base: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsClub',
    name: settings.clubName,
    sport: 'Golf',
    url: `${base}/`,
    logo: `${base}/icons/icon-512.png`,
    email: settings.contactEmail,
    telephone: settings.phone,
    address: clubAddress(settings),
  };
}

function eventData(event: ClubEvent, settings: ClubSettings, base: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location || settings.clubName, address: clubAddress(settings) },
    organizer: { '@type': 'SportsClub', name: settings.clubName, url: `${base}/` },
    url: `${base}/events`,
  };
}

/** A published tournament as a schema.org SportsEvent: from its first window's opening to its last one's close. */
function tournamentData(tournament: PublicTournament, settings: ClubSettings, base: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: tournament.name,
    sport: 'Golf',
    startDate: tournament.rounds[0]?.opensAt,
    endDate: tournament.rounds.at(-1)?.closesAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: `${base}/tournaments/${tournament.id}` },
    organizer: { '@type': 'SportsClub', name: settings.clubName, url: `${base}/` },
    url: `${base}/tournaments/${tournament.id}`,
  };
}
