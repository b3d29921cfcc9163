import { createFileRoute } from '@tanstack/react-router';
import { EventsCalendarPage } from '../features/events/events-calendar-page';
import { openingDay, upcomingRange } from '../features/events/event-days';
import { clubDayRange } from '../../shared/club-clock';
import { readDay } from '../lib/list-search';
import { publicQuery } from '../lib/public-query';

export const Route = createFileRoute('/events')({
  // A plain check rather than zod: route options load with every visitor's first page.
  validateSearch: (search: Record<string, unknown>): { day?: string | undefined } => ({ day: readDay(search.day) }),
  loaderDeps: ({ search }) => ({ day: search.day }),
  // The upcoming events and the opening day's month, so the page (and the server's HTML) shows them at once.
  loader: async ({ context: { queryClient }, deps }) => {
    const { timeZone } = await queryClient.ensureQueryData(publicQuery('club', 'settings'));
    const upcoming = await queryClient.ensureQueryData(publicQuery('events', 'list', upcomingRange(timeZone)));
    await queryClient.ensureQueryData(publicQuery('events', 'list', clubDayRange(openingDay(deps.day, upcoming, timeZone), timeZone, 'month')));
  },
  component: EventsRoute,
});

function EventsRoute() {
  const { day } = Route.useSearch();
  return <EventsCalendarPage key={day ?? 'next'} requestedDay={day} />;
}
