import { z } from 'zod';

/** The kinds of e-mail a member chooses to get; everything else (sign-in, receipts) always goes. */
export const MAIL_KINDS = ['match_invitations', 'waitlist_promotions', 'membership_reminders', 'weekly_digest', 'new_events', 'tournaments'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  match_invitations: 'Match invitations',
  waitlist_promotions: 'Waitlist places (events and tee times)',
  membership_reminders: 'Membership renewal reminders',
  weekly_digest: 'The weekly digest',
  new_events: 'New event announcements',
  tournaments: 'Tournaments (entries, windows, results)',
};

export const mailPreferenceSchema = z.object({
  kind: z.enum(MAIL_KINDS, 'Choose a kind of e-mail'),
  enabled: z.boolean('Say whether to get these e-mails'),
});

export const mailPreferenceViewSchema = z.object({
  kind: z.enum(MAIL_KINDS),
  label: z.string(),
  enabled: z.boolean(),
  /** Renewal reminders stay on while the membership is expiring or in grace. */
  locked: z.boolean(),
});
export type MailPreference = z.infer<typeof mailPreferenceViewSchema>;

export const isMailKind = (value: string): value is MailKind => MAIL_KINDS.some((kind) => kind === value);
