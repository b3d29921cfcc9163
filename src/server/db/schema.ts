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

export interface FeedPostsTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  /** Names of the re-encoded image and its thumbnail under UPLOADS_DIR. */
  image_file: string | null;
  thumb_file: string | null;
  created_at: string;
}

export interface MatchesTable {
  id: Generated<number>;
  creator_id: number;
  /** Club-local 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  time: string;
  created_at: string;
}

export interface MatchParticipantsTable {
  match_id: number;
  user_id: number;
  joined_at: string;
}

export interface MatchCommentsTable {
  id: Generated<number>;
  match_id: number;
  user_id: number;
  content: string;
  image_file: string | null;
  thumb_file: string | null;
  created_at: string;
}

export interface MatchScoresTable {
  id: Generated<number>;
  match_id: number;
  user_id: number;
  hole: number;
  score: number;
  notes: string | null;
  recorded_by: number | null;
  recorded_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_username: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  summary: string;
  created_at: string;
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
  feed_posts: FeedPostsTable;
  matches: MatchesTable;
  match_participants: MatchParticipantsTable;
  match_comments: MatchCommentsTable;
  match_scores: MatchScoresTable;
  audit_log: AuditLogTable;
  reservations: ReservationsTable;
  account_entries: AccountEntriesTable;
  calendar_feeds: CalendarFeedsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EventRow = Selectable<EventsTable>;
export type NewEventRow = Insertable<EventsTable>;
export type FeedPostRow = Selectable<FeedPostsTable>;
export type MatchRow = Selectable<MatchesTable>;
export type MatchCommentRow = Selectable<MatchCommentsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type ReservationRow = Selectable<ReservationsTable>;
export type AccountEntryRow = Selectable<AccountEntriesTable>;
export type NewAccountEntryRow = Insertable<AccountEntriesTable>;
