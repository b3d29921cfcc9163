import { adminRouter } from '../admin/admin.router';
import { applicationsRouter } from '../applications/applications.router';
import { authRouter } from '../auth/auth.router';
import { calendarRouter } from '../calendar/calendar.router';
import { clubRouter } from '../club/club.router';
import { contactRouter } from '../contact/contact.router';
import { eventsRouter } from '../events/events.router';
import { feedRouter } from '../feed/feed.router';
import { golfRouter } from '../golf/golf.router';
import { matchesRouter } from '../matches/matches.router';
import { membersRouter } from '../members/members.router';
import { profileRouter } from '../profile/profile.router';
import { reservationsRouter } from '../reservations/reservations.router';
import { statementsRouter } from '../statements/statements.router';
import { mailRouter } from '../mail/mail.router';
import { membershipRouter } from '../membership/membership.router';
import { onboardingRouter } from '../onboarding/onboarding.router';
import { paymentsRouter } from '../payments/payments.router';
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
  golf: golfRouter,
  members: membersRouter,
  calendar: calendarRouter,
  profile: profileRouter,
  reservations: reservationsRouter,
  statements: statementsRouter,
  applications: applicationsRouter,
  payments: paymentsRouter,
  onboarding: onboardingRouter,
  mail: mailRouter,
  membership: membershipRouter,
});

export type AppRouter = typeof appRouter;
