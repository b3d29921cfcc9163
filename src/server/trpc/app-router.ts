import { adminRouter } from '../admin/admin.router';
import { authRouter } from '../auth/auth.router';
import { clubRouter } from '../club/club.router';
import { contactRouter } from '../contact/contact.router';
import { eventsRouter } from '../events/events.router';
import { router } from './trpc';

/** Table of contents: one line a domain. */
export const appRouter = router({
  auth: authRouter,
  club: clubRouter,
  contact: contactRouter,
  events: eventsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
