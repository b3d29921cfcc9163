import type { HandicapSource, HandicapSystem, IndexSource } from '../../../shared/golf/handicap.schema';
import type { MatchFormat, RoundHoles } from '../../../shared/golf/round-setup';
import type { PaymentReviewReason } from '../../../shared/payments/payment-review';
import type { Platform } from '../../../shared/golf/platforms';
import type { OpenGamePlay, OpenGameStatus } from '../../../shared/open-games/open-game.schema';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Dates are ISO-8601 strings in UTC; booleans are 0 or 1. */
interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  member_type: 'admin' | 'standard';
  full_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  created_at: string;
  /** Set when the member deleted their account: the row stays, pseudonymised, for others' records. */
  deleted_at: Generated<string | null>;
  /** Last day (club calendar, YYYY-MM-DD) the membership is paid for; null for admins. */
  paid_through: Generated<string | null>;
  /** 1 when the member joined at the founding price (and renews at it). */
  founding_member: Generated<number>;
  /** 1 when the member's match results may be posted to the club feed. */
  post_results: Generated<number>;
  /** The member's IANA time zone, such as 'Asia/Tokyo'; null until known (the club's zone meanwhile). */
  time_zone: Generated<string | null>;
  /** The display name as the directory sorts it (users/display-name.ts nameKeyOf); kept by the users repository. */
  name_key: Generated<string>;
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
  /** The picture's stored base name (<base>-<width>.webp under UPLOADS_DIR/events), or null. */
  image_file: Generated<string | null>;
  created_at: string;
  /** Places, or null for no limit. */
  capacity: Generated<number | null>;
  /** ISO instant after which members can no longer answer going, and dropping out keeps the fee. */
  rsvp_deadline: Generated<string | null>;
  fee_cents: Generated<number | null>;
  /** When an admin last changed it (calendar feeds bump SEQUENCE from it). */
  updated_at: Generated<string | null>;
}

/** 'offered': a place freed after the RSVP deadline, held for this waiting member until `offer_expires_at`. */
export type RsvpStatus = 'going' | 'waitlisted' | 'offered' | 'not_going';

interface EventRsvpsTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  status: RsvpStatus;
  asked_at: string;
  updated_at: string;
  /** Going: the fee charged. Not going after the deadline: the fee held, returned when the place is taken again. */
  charge_entry_id: Generated<number | null>;
  offer_expires_at: Generated<string | null>;
}

/** A new e-mail address waiting for its owner to follow the link sent to it. */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  confirmed_at: Generated<string | null>;
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
  /** 1 when admins must sign in with a second factor to use the admin pages. */
  require_admin_two_factor: Generated<number>;
  /** 1: only rounds on outdoor courses feed the club index (docs/decisions/tournaments.md). */
  index_outdoor_only: Generated<number>;
  /** The yearly price once the founding places are taken. */
  regular_price: Generated<number>;
  /** A membership is "expiring" this many days (or fewer) before its paid-through date. */
  expiring_days: Generated<number>;
  /** After the paid-through date, full access continues this many days before the membership lapses. */
  grace_days: Generated<number>;
  /** The uploaded logo's stored base name (its sizes are <base>-<width>.png), or null for the built-in mark. */
  logo_file: Generated<string | null>;
  /** The hero photo's stored base name (<base>-<width>.webp), or null for the built-in gradient. */
  hero_file: Generated<string | null>;
  /** The golf season ('YYYY-MM-DD', both or neither); null for the calendar year. */
  season_start: Generated<string | null>;
  season_end: Generated<string | null>;
  /** The leaderboard adds up each member's best this many attested rounds. */
  leaderboard_rounds: Generated<number>;
  /** Tee-time rules: how far ahead, how many upcoming, and the no-show suspension. */
  booking_days_ahead: Generated<number>;
  max_upcoming_bookings: Generated<number>;
  no_show_limit: Generated<number>;
  no_show_window_days: Generated<number>;
  no_show_suspension_days: Generated<number>;
  /** The weekly digest: day of the week (0 = Sunday) and club-time hour. */
  digest_day: Generated<number>;
  digest_hour: Generated<number>;
  updated_at: string;
}

export interface TwoFactorTable {
  user_id: number;
  /**
   * The base32 TOTP secret, sealed with the secrets key (`v1:<key id>:...`): the server must read it
   * to check codes, a copy of the database alone cannot (docs/decisions/secrets-at-rest.md).
   */
  secret: string;
  enabled_at: string | null;
  last_time_step: number | null;
  created_at: string;
  /**
   * Until then codes from the app are refused from browsers the member never signed in with: wrong
   * codes reached the per-account ceiling (docs/decisions/sign-in-limits.md). Null when never locked.
   */
  locked_until: string | null;
}

interface RecoveryCodesTable {
  /** SHA-256 of the normalised code: the codes are shown once and never stored. */
  code_hash: string;
  user_id: number;
  used_at: string | null;
  created_at: string;
}

interface TwoFactorChallengesTable {
  token_hash: string;
  user_id: number;
  wrong_codes: Generated<number>;
  created_at: string;
  expires_at: string;
}

interface MailOutboxTable {
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
  /** JSON [{ filename, contentType, base64 }] or null. */
  attachments: Generated<string | null>;
  /** JSON object of extra headers (List-Unsubscribe...), or null. */
  headers: Generated<string | null>;
  /** Bulk mail's key, unique in the outbox (e.g. 'weekly_digest:2026-11-30:42'): queued again, it adds nothing. Null for other mail. */
  once_key: Generated<string | null>;
}

interface MailOptOutsTable {
  user_id: number;
  kind: string;
  created_at: string;
}

interface AppSecretsTable {
  name: string;
  /** The app's own random secret (the key that signs mail links), sealed with the secrets key. */
  value: string;
  created_at: string;
}

/** Which secrets key seals this database's secrets: its id (a fingerprint), never the key. One row. */
interface SecretsKeyTable {
  id: number;
  key_id: string;
  created_at: string;
}

interface DigestSendsTable {
  user_id: number;
  /** The club-local date of the digest day, e.g. '2026-11-30'. */
  week: string;
  /** When the member was first claimed for this digest. */
  sent_at: string;
  /** The batch that holds the claim, and until when; null on rows from before batches. */
  holder: string | null;
  claimed_until: string | null;
  /** When the digest was queued (or found unwanted); null while only claimed. */
  queued_at: string | null;
}

interface FeedPostsTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  /** Names of the re-encoded image and its thumbnail under UPLOADS_DIR. */
  image_file: string | null;
  thumb_file: string | null;
  created_at: string;
  /** Set on the post announcing a match's result. */
  match_id: Generated<number | null>;
  /** On a match result: the result card as JSON (`storedResultSchema`); null on members' posts and older results. */
  result_json: Generated<string | null>;
}

interface MatchesTable {
  id: Generated<number>;
  creator_id: number;
  /** Club-local 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  time: string;
  created_at: string;
  /** The tee played, or null for a casual match without a course. */
  tee_id: Generated<number | null>;
  holes: Generated<RoundHoles | null>;
  format: Generated<MatchFormat | null>;
  allowance_pct: Generated<number | null>;
  /** When the result became known (set once). */
  completed_at: Generated<string | null>;
  /** One line for lists, such as "alice won 3 & 2". */
  result_summary: Generated<string | null>;
  /** 'tournament_card': the one-player match behind a tournament card (docs/decisions/tournaments.md). */
  kind: Generated<MatchKind>;
  /** Played apart: each player plays whenever suits them until this instant; null for one tee time. */
  apart_closes_at: Generated<string | null>;
  /** 1 when each player plays their own tee (chosen on joining) and results compare net to par or points. */
  own_tees: Generated<number>;
}

export type MatchKind = 'match' | 'tournament_card';
export type TournamentFormat = 'stroke' | 'stableford';
export type TournamentEntryStatus = 'entered' | 'waitlisted' | 'withdrawn';
export type TournamentCardStatus = 'open' | 'submitted' | 'accepted' | 'disqualified' | 'no_return';

interface TournamentsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  prize: Generated<string>;
  format: TournamentFormat;
  allowance_pct: number;
  attempts: Generated<number>;
  entries_close_at: string;
  capacity: number | null;
  fee_cents: number | null;
  /** JSON [{ name, maxIndexTenths | null }] in ascending order, or null for one field. */
  flights: string | null;
  handicap_limit_tenths: number | null;
  /** JSON of the conditions card's fields. */
  conditions: Generated<string>;
  evidence_required: Generated<number>;
  challenge_hours: Generated<number>;
  public_leaderboard: Generated<number>;
  merit_multiplier_pct: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  finalised_at: Generated<string | null>;
}

interface TournamentRoundsTable {
  tournament_id: number;
  number: number;
  tee_id: number;
  opens_at: string;
  closes_at: string;
}

interface TournamentEntriesTable {
  id: Generated<number>;
  tournament_id: number;
  user_id: number;
  status: TournamentEntryStatus;
  asked_at: string;
  updated_at: string;
  charge_entry_id: Generated<number | null>;
  /** The competition index when the first window opened; fixed then. */
  index_tenths: Generated<number | null>;
  /** Fixed when entries close. */
  flight: Generated<string | null>;
}

interface TournamentCardsTable {
  id: Generated<number>;
  tournament_id: number;
  round_number: number;
  user_id: number;
  attempt: number;
  /** The one-player match whose round is this card. */
  match_id: number;
  status: Generated<TournamentCardStatus>;
  opened_at: string;
  submitted_at: Generated<string | null>;
  marker_id: Generated<number | null>;
  platform: Generated<string | null>;
  putting_mode: Generated<string | null>;
  evidence_file: Generated<string | null>;
  decision_reason: Generated<string | null>;
  decided_by: Generated<number | null>;
  decided_at: Generated<string | null>;
  challenged_at: Generated<string | null>;
  challenged_by: Generated<number | null>;
  challenge_reason: Generated<string | null>;
}

interface TournamentResultsTable {
  tournament_id: number;
  user_id: number;
  /** '1', 'T3', ... as the final leaderboard showed it. */
  position: string;
  place: number;
  flight: string | null;
  /** Order of merit points in hundredths (shared places split them). */
  merit_hundredths: number;
  finalised_at: string;
}

interface TournamentNoticesTable {
  tournament_id: number;
  user_id: number;
  /** 'window-open:1', 'closing-soon:1', 'results' */
  kind: string;
  sent_at: string;
}

interface MemberHandicapsTable {
  user_id: number;
  index_tenths: number;
  note: string;
  set_by: number | null;
  set_at: string;
  /** 'set' by an admin, or 'declared' by the member (on the application or once in their profile). */
  source: Generated<HandicapSource>;
  /** Where a declared index comes from, and its number or name there. */
  system: Generated<HandicapSystem | null>;
  reference: Generated<string | null>;
}

/** A member's profile for the club: who they are to other members, and what those members may see. */
interface MemberProfilesTable {
  user_id: number;
  photo_file: Generated<string | null>;
  /** ISO 3166-1 alpha-2, such as 'JP'. */
  country: Generated<string | null>;
  /** JSON array of platform values (src/shared/golf/platforms.ts). */
  platforms: Generated<string>;
  launch_monitor: Generated<string | null>;
  home_course: Generated<string | null>;
  /** 1 when the member is in the members' directory at all. */
  listed: Generated<number>;
  /** JSON array of the profile fields other members may not see. */
  hidden_fields: Generated<string>;
  updated_at: string;
}

interface CoursesTable {
  id: Generated<number>;
  name: string;
  kind: 'simulator' | 'outdoor';
  location: string;
  created_at: string;
  retired_at: Generated<string | null>;
}

interface CourseTeesTable {
  id: Generated<number>;
  course_id: number;
  name: string;
  gender: 'men' | 'women';
  /** JSON arrays of 18 whole numbers, hole 1 first. */
  pars: string;
  stroke_indexes: string;
  /** Course ratings in tenths of a stroke; slopes as published. */
  rating_tenths: number;
  slope: number;
  front_rating_tenths: number;
  front_slope: number;
  back_rating_tenths: number;
  back_slope: number;
  created_at: string;
  updated_at: string;
  retired_at: Generated<string | null>;
}

/** What one player's round was played with, fixed when their first score is recorded. */
interface RoundsTable {
  id: Generated<number>;
  match_id: number;
  user_id: number;
  /** The tee played (on own tees each player's own); null on rounds from before it was kept: the match's tee. */
  tee_id: Generated<number | null>;
  course_name: string;
  tee_name: string;
  holes: RoundHoles;
  /** JSON arrays over the holes of the round, in the order played. */
  hole_numbers: string;
  pars: string;
  stroke_indexes: string;
  rating_tenths: number;
  slope: number;
  index_tenths: number | null;
  course_handicap: number | null;
  playing_handicap: number;
  allowance_pct: number;
  created_at: string;
  attested_by: Generated<number | null>;
  attested_at: Generated<string | null>;
  excluded_by: Generated<number | null>;
  excluded_at: Generated<string | null>;
  excluded_reason: Generated<string | null>;
  /** 1 once someone other than the player entered a score of this card: it counts only after the player confirms. */
  needs_confirmation: Generated<number>;
  confirmed_at: Generated<string | null>;
  /** Set when the player disputes the card someone else entered; the committee decides. */
  disputed_at: Generated<string | null>;
  dispute_reason: Generated<string | null>;
  /** Where `index_tenths` came from when the round began; null without an index. */
  index_source: Generated<IndexSource | null>;
}

interface MatchParticipantsTable {
  match_id: number;
  user_id: number;
  joined_at: string;
  /** When the member accepted the invitation (the organizer at once); null while only invited. */
  accepted_at: Generated<string | null>;
  /** On a match on own tees: the tee this player plays; fixed once their first score is in. */
  tee_id: Generated<number | null>;
}

interface MatchCommentsTable {
  id: Generated<number>;
  match_id: number;
  user_id: number;
  content: string;
  image_file: string | null;
  thumb_file: string | null;
  created_at: string;
}

interface MatchScoresTable {
  id: Generated<number>;
  match_id: number;
  user_id: number;
  hole: number;
  score: number;
  notes: string | null;
  recorded_by: number | null;
  recorded_at: string;
}

/** An open game a member posted for others to join (db/migrations/2026-11-26T12-00-open-games.ts). */
interface OpenGamesTable {
  id: Generated<number>;
  host_id: number;
  /** The start as a UTC instant; null for "any time this week". */
  starts_at: string | null;
  /** Joinable until this instant: the start, or a week after posting. */
  open_until: string;
  /** The zone the host posted in. */
  host_time_zone: string;
  /** The course's tees, or null for any course. */
  tee_id: number | null;
  platform: Platform;
  format: MatchFormat;
  places: number;
  play: OpenGamePlay;
  /** A timed game played apart: days it stays open to play from its start; null otherwise. */
  apart_days: number | null;
  status: Generated<OpenGameStatus>;
  /** The match it became once full. */
  match_id: Generated<number | null>;
  created_at: string;
  closed_at: Generated<string | null>;
}

interface OpenGamePlayersTable {
  game_id: number;
  user_id: number;
  joined_at: string;
}

/** A key a phone sent with a score write: the same key again is the same write (db/migrations/2026-11-26T09-00-score-write-keys.ts). */
interface ScoreWriteKeysTable {
  write_key: string;
  match_id: number;
  user_id: number;
  hole: number;
  score: number;
  recorded_by: number;
  created_at: string;
}

/** A tournament board's version: moved by every write that changes what the board shows (db/migrations/2026-11-28T15-00-tournament-board-versions.ts). */
interface TournamentBoardVersionsTable {
  tournament_id: number;
  version: number;
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

interface ReservationsTable {
  id: Generated<number>;
  user_id: number;
  /** Club-local 'YYYY-MM-DD'. */
  date: string;
  /** Club-local 'HH:mm'. */
  time: string;
  players: number;
  created_at: string;
  cancelled_at: string | null;
  /** Marked by an admin on the tee sheet when the party did not come. */
  no_show_at: Generated<string | null>;
  no_show_by: Generated<number | null>;
}

interface TeeWaitlistTable {
  id: Generated<number>;
  user_id: number;
  date: string;
  time: string;
  players: number;
  created_at: string;
  reservation_id: Generated<number | null>;
  left_at: Generated<string | null>;
}

export type AccountEntryKind = 'membership_payment' | 'charge' | 'payment' | 'reversal';

interface AccountEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: AccountEntryKind;
  amount_cents: number;
  description: string;
  /** The payment provider's id for a membership payment; null otherwise. */
  reference: string | null;
  occurred_at: string;
  created_by: number | null;
  created_at: string;
  /** For a reversal: the entry it cancels (each entry is reversed at most once). */
  reverses_id: Generated<number | null>;
}

export interface CalendarFeedsTable {
  user_id: number;
  /** SHA-256 of the secret in the feed URL. */
  token_hash: string;
  created_at: string;
}

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

interface ApplicationsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  golf_experience: 'beginner' | 'intermediate' | 'advanced';
  years_experience: number | null;
  handicap: number | null;
  interests: string;
  status: Generated<ApplicationStatus>;
  /** 0 or 1; separate from status: a rejected paid application stays paid until refunded. */
  paid: Generated<number>;
  paid_at: string | null;
  amount_paid_cents: number | null;
  payment_session_id: string | null;
  /** The member created from this application at onboarding. */
  user_id: number | null;
  receipt_sent_at: string | null;
  /** 1 when the payment took one of the founding places (counted against the cap). */
  founding: Generated<number>;
  invited_at: string | null;
  submitted_at: string;
  reviewed_at: string | null;
  /** What a remote club asks beyond the spec's fields; carried to the member's profile at onboarding. */
  country: Generated<string | null>;
  time_zone: Generated<string | null>;
  /** JSON array of platform values. */
  platforms: Generated<string>;
  launch_monitor: Generated<string | null>;
  home_course: Generated<string | null>;
  handicap_system: Generated<HandicapSystem | null>;
  handicap_reference: Generated<string | null>;
}

/** Single-use tokens; only the SHA-256 of the token is stored. */
export interface InvitationTokensTable {
  id: Generated<number>;
  application_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Provider event ids already handled, so a re-delivered webhook counts once. */
interface PaymentWebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** The built-in test-mode checkout's sessions (the provider's part when Stripe is not set up). */
export interface TestCheckoutSessionsTable {
  id: string;
  email: string;
  amount_cents: number;
  payment_status: 'paid' | 'unpaid';
  created_at: string;
  /** For a checkout the club opened (renewal, balance): what is paid, and where the browser returns. */
  description: Generated<string | null>;
  success_url: Generated<string | null>;
}

/** One counted act (a failed sign-in, a post, a form sent) for the rate limits; `at` in epoch ms. */
/** A photo's bytes, on PostgreSQL (several processes share them); a SQLite club keeps them on disk. */
interface PhotosTable {
  name: string;
  bytes: Buffer;
  created_at: string;
}

/** A scheduled job's lease: the process holding it runs the job until `leased_until`. */
interface JobLeasesTable {
  name: string;
  holder: string;
  leased_until: string;
}

interface RateEventsTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  at: number;
}

/** Browsers that signed in as a member before, by the hash of their device cookie. */
interface TrustedDevicesTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  last_used_at: string;
}

/** Why a payment did not count as the membership fee. */

/** A payment kept for review: an admin refunds it (or settles it by hand). */
interface PaymentReviewsTable {
  id: Generated<number>;
  session_id: string;
  email: string | null;
  amount_cents: number | null;
  currency: string | null;
  reason: PaymentReviewReason;
  application_id: number | null;
  status: 'open' | 'refunding' | 'refunded';
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
}

export type MembershipCheckoutPurpose = 'renewal' | 'balance';

interface MembershipCheckoutsTable {
  id: string;
  user_id: number;
  purpose: MembershipCheckoutPurpose;
  amount_cents: number;
  currency: string;
  created_at: string;
  completed_at: string | null;
}

export type ReminderKind = '30-days' | '7-days' | 'due' | 'lapsed';

interface MembershipRemindersTable {
  user_id: number;
  paid_through: string;
  kind: ReminderKind;
  sent_at: string;
}

/** Totals the admin lists show, kept by triggers (migration lists-at-scale). */
/** Each member's account balance in cents (owed when above 0), kept by a trigger on account_entries. */
export interface MemberBalancesTable {
  user_id: number;
  balance_cents: number;
}

export interface RowCountsTable {
  name: string;
  count: number;
}

/** FTS5 trigram index over users (external content): `rowid` is users.id. */
export interface UsersSearchTable {
  rowid: number;
  users_search: string;
  username: string;
  full_name: string | null;
  email: string | null;
}

export interface Database {
  users: UsersTable;
  users_search: UsersSearchTable;
  row_counts: RowCountsTable;
  member_balances: MemberBalancesTable;
  sessions: SessionsTable;
  events: EventsTable;
  contact_messages: ContactMessagesTable;
  club_settings: ClubSettingsTable;
  mail_outbox: MailOutboxTable;
  email_changes: EmailChangesTable;
  tournaments: TournamentsTable;
  tournament_rounds: TournamentRoundsTable;
  tournament_entries: TournamentEntriesTable;
  tournament_cards: TournamentCardsTable;
  tournament_results: TournamentResultsTable;
  tournament_notices: TournamentNoticesTable;
  tournament_board_versions: TournamentBoardVersionsTable;
  member_handicaps: MemberHandicapsTable;
  member_profiles: MemberProfilesTable;
  feed_posts: FeedPostsTable;
  courses: CoursesTable;
  course_tees: CourseTeesTable;
  rounds: RoundsTable;
  event_rsvps: EventRsvpsTable;
  tee_waitlist: TeeWaitlistTable;
  mail_opt_outs: MailOptOutsTable;
  app_secrets: AppSecretsTable;
  secrets_key: SecretsKeyTable;
  digest_sends: DigestSendsTable;
  matches: MatchesTable;
  match_participants: MatchParticipantsTable;
  match_comments: MatchCommentsTable;
  match_scores: MatchScoresTable;
  score_write_keys: ScoreWriteKeysTable;
  open_games: OpenGamesTable;
  open_game_players: OpenGamePlayersTable;
  audit_log: AuditLogTable;
  reservations: ReservationsTable;
  account_entries: AccountEntriesTable;
  calendar_feeds: CalendarFeedsTable;
  applications: ApplicationsTable;
  invitation_tokens: InvitationTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  test_checkout_sessions: TestCheckoutSessionsTable;
  rate_events: RateEventsTable;
  trusted_devices: TrustedDevicesTable;
  payment_reviews: PaymentReviewsTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  membership_checkouts: MembershipCheckoutsTable;
  membership_reminders: MembershipRemindersTable;
  job_leases: JobLeasesTable;
  photos: PhotosTable;
}

export type UserRow = Selectable<UsersTable>;
export type ScoreWriteKeyRow = Selectable<ScoreWriteKeysTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EventRow = Selectable<EventsTable>;
export type NewEventRow = Insertable<EventsTable>;
export type FeedPostRow = Selectable<FeedPostsTable>;
export type NewFeedPostRow = Insertable<FeedPostsTable>;
export type MatchRow = Selectable<MatchesTable>;
export type OpenGameRow = Selectable<OpenGamesTable>;
export type NewOpenGameRow = Insertable<OpenGamesTable>;
export type NewMatchRow = Insertable<MatchesTable>;
export type CourseRow = Selectable<CoursesTable>;
export type CourseTeeRow = Selectable<CourseTeesTable>;
export type NewCourseTeeRow = Insertable<CourseTeesTable>;
export type RoundRow = Selectable<RoundsTable>;
export type EventRsvpRow = Selectable<EventRsvpsTable>;
export type TeeWaitlistRow = Selectable<TeeWaitlistTable>;
export type NewRoundRow = Insertable<RoundsTable>;
export type MatchCommentRow = Selectable<MatchCommentsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type ReservationRow = Selectable<ReservationsTable>;
export type AccountEntryRow = Selectable<AccountEntriesTable>;
export type NewAccountEntryRow = Insertable<AccountEntriesTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type NewApplicationRow = Insertable<ApplicationsTable>;
export type OutboxRow = Selectable<MailOutboxTable>;
export type TournamentRow = Selectable<TournamentsTable>;
export type TournamentRoundRow = Selectable<TournamentRoundsTable>;
export type TournamentEntryRow = Selectable<TournamentEntriesTable>;
export type TournamentCardRow = Selectable<TournamentCardsTable>;
export type MemberHandicapRow = Selectable<MemberHandicapsTable>;
export type NewMemberHandicapRow = Insertable<MemberHandicapsTable>;
export type MemberProfileRow = Selectable<MemberProfilesTable>;
export type MemberProfileUpdate = Updateable<MemberProfilesTable>;
export type TournamentResultRow = Selectable<TournamentResultsTable>;
