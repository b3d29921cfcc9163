import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Dates are ISO-8601 strings in UTC; booleans are 0 or 1. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  member_type: 'admin' | 'standard';
  full_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value: a leaked database does not leak live sessions. */
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  location: string;
  category: string;
  visibility: 'public' | 'members';
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: string;
  read_at: string | null;
}

export interface ClubSettingsTable {
  id: number;
  club_name: string;
  contact_email: string;
  phone: string;
  street_address: string;
  city: string;
  time_zone: string;
  membership_price: number;
  founding_member_cap: number;
  updated_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  sent_at: string | null;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
}

export interface ReservationsTable {
  id: Generated<number>;
  user_id: number;
  /** Club-local 'YYYY-MM-DD'. */
  date: string;
  /** Club-local 'HH:mm'. */
  time: string;
  players: number;
  created_at: string;
  cancelled_at: string | null;
}

export interface AccountEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'membership_payment' | 'charge' | 'payment';
  amount_cents: number;
  description: string;
  /** The payment provider's id for a membership payment; null otherwise. */
  reference: string | null;
  occurred_at: string;
  created_by: number | null;
  created_at: string;
}

export interface CalendarFeedsTable {
  user_id: number;
  /** SHA-256 of the secret in the feed URL. */
  token_hash: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  events: EventsTable;
  contact_messages: ContactMessagesTable;
  club_settings: ClubSettingsTable;
  mail_outbox: MailOutboxTable;
  reservations: ReservationsTable;
  account_entries: AccountEntriesTable;
  calendar_feeds: CalendarFeedsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EventRow = Selectable<EventsTable>;
export type NewEventRow = Insertable<EventsTable>;
export type ReservationRow = Selectable<ReservationsTable>;
export type AccountEntryRow = Selectable<AccountEntriesTable>;
export type NewAccountEntryRow = Insertable<AccountEntriesTable>;
