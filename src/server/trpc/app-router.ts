import { adminRouter } from '../admin/admin.router';
import { applicationsRouter } from '../applications/applications.router';
import { authRouter } from '../auth/auth.router';
import { clubRouter } from '../club/club.router';
import { contactRouter } from '../contact/contact.router';
import { eventsRouter } from '../events/events.router';
import { mailRouter } from '../mail/mail.router';
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
  applications: applicationsRouter,
  payments: paymentsRouter,
  onboarding: onboardingRouter,
  mail: mailRouter,
});

export type AppRouter = typeof appRouter;
