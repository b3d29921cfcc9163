import { adminRouter } from '../admin/admin.router';
import { authRouter } from '../auth/auth.router';
import { clubRouter } from '../club/club.router';
import { contactRouter } from '../contact/contact.router';
import { eventsRouter } from '../events/events.router';
import { feedRouter } from '../feed/feed.router';
import { matchesRouter } from '../matches/matches.router';
import { membersRouter } from '../members/members.router';
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
  members: membersRouter,
});

export type AppRouter = typeof appRouter;
