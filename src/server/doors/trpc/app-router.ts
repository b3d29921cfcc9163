import { adminRouter } from './routers/admin.router';
import { applicationsRouter } from './routers/applications.router';
import { authRouter } from './routers/auth.router';
import { calendarRouter } from './routers/calendar.router';
import { clubRouter } from './routers/club.router';
import { contactRouter } from './routers/contact.router';
import { eventsRouter } from './routers/events.router';
import { feedRouter } from './routers/feed.router';
import { golfRouter } from './routers/golf.router';
import { matchesRouter } from './routers/matches.router';
import { openGamesRouter } from './routers/open-games.router';
import { membersRouter } from './routers/members.router';
import { peopleRouter } from './routers/people.router';
import { profileRouter } from './routers/profile.router';
import { reservationsRouter } from './routers/reservations.router';
import { statementsRouter } from './routers/statements.router';
import { mailRouter } from './routers/mail.router';
import { membershipRouter } from './routers/membership.router';
import { onboardingRouter } from './routers/onboarding.router';
import { paymentsRouter } from './routers/payments.router';
import { tournamentsRouter } from './routers/tournaments.router';
import { router } from './trpc';

/** Table of contents: one line a domain. */
export const appRouter = router({
  auth: authRouter,
  club: clubRouter,
  contact: contactRouter,
  events: eventsRouter,
  admin: adminRouter,
  feed: feedRouter,
  matches: matchesRouter,
  openGames: openGamesRouter,
  golf: golfRouter,
  members: membersRouter,
  calendar: calendarRouter,
  profile: profileRouter,
  people: peopleRouter,
  reservations: reservationsRouter,
  statements: statementsRouter,
  applications: applicationsRouter,
  payments: paymentsRouter,
  onboarding: onboardingRouter,
  mail: mailRouter,
  membership: membershipRouter,
  tournaments: tournamentsRouter,
});

export type AppRouter = typeof appRouter;
