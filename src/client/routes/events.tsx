import { createFileRoute } from '@tanstack/react-router';
import { EventsCalendarPage } from '../features/events/events-calendar-page';

export const Route = createFileRoute('/events')({ component: EventsCalendarPage });
