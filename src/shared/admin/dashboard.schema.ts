import { z } from 'zod';

/** The admin dashboard's counts. */
export const dashboardCountsSchema = z.object({
  members: z.number(),
  events: z.number(),
  /** Pending applications. */
  applications: z.number(),
  /** Members whose year ends within the reminder window, and members past their grace period. */
  expiring: z.number(),
  lapsed: z.number(),
  /** Pending applications whose fee is paid (ready to approve) and not yet paid. */
  applicationsPaid: z.number(),
  applicationsUnpaid: z.number(),
  unreadMessages: z.number(),
  /** Tee times booked for the club's today. */
  teeTimesToday: z.number(),
  /** Members who owe money. */
  balancesDue: z.number(),
  /** E-mails the mail server refused that are not delivered yet. */
  failedMail: z.number(),
  /** Tournament cards waiting for the committee's review. */
  cardsToReview: z.number(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
