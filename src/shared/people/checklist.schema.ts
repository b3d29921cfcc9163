import { z } from 'zod';

/** What a new member sets up first, in this order; the list goes once every item is done. */
export const CHECKLIST_ITEMS = ['photo', 'timeZone', 'platform', 'handicap', 'firstRound'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** The member's home greeting and first-run checklist. */
export const memberWelcomeSchema = z.object({
  /** The first name members know them by (the username without a full name). */
  firstName: z.string(),
  /** Their first day in the club: "Welcome", not "Welcome back". */
  firstDay: z.boolean(),
  checklist: z.array(z.object({ item: z.enum(CHECKLIST_ITEMS), done: z.boolean() })),
});
export type MemberWelcome = z.infer<typeof memberWelcomeSchema>;
