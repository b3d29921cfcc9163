import type { Config } from '../config/config';
import { RateLimiter } from './rate-limiter';
import type { Clock } from '../core/clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every rate limit of the site; each is kept in the database under its own bucket. */
export interface Limiters {
  /** Failed sign-ins per (username, address) pair, or per (username, trusted browser). */
  signInPairs: RateLimiter;
  /** Failed sign-ins per username from anywhere: these only add a growing delay, never a block. */
  signInUsernames: RateLimiter;
  /**
   * Failed sign-ins per address across usernames (password spraying); a right password takes its
   * count back, and a browser trusted for the username being signed into is not counted.
   */
  signInAddresses: RateLimiter;
  /** Wrong current passwords on the profile page, per member. */
  passwordChanges: RateLimiter;
  /**
   * Second-factor codes per (member, address), or per (member, trusted browser): an attacker
   * somewhere else cannot use up the owner's tries. A right code clears its source.
   */
  twoFactorSources: RateLimiter;
  /**
   * Second-factor codes per member from browsers the member never signed in with: the ceiling
   * that locks codes from the app (not recovery codes, not trusted browsers) and e-mails the owner.
   */
  twoFactorAccounts: RateLimiter;
  publicForms: RateLimiter;
  /** The onboarding form's live username check: generous for typing, too slow for harvesting names. */
  usernameChecks: RateLimiter;
  posts: RateLimiter;
  comments: RateLimiter;
  matches: RateLimiter;
  /** Invitations e-mailed when matches are created, counted per invitee. */
  invitations: RateLimiter;
  photos: RateLimiter;
}

export const SIGN_IN_USERNAME_WINDOW_MS = 15 * MINUTE;
export const SIGN_IN_ADDRESS_WINDOW_MS = 15 * MINUTE;
/** Codes from untrusted browsers one member's account takes in an hour before codes from the app are locked. */
export const TWO_FACTOR_ACCOUNT_CEILING = 20;
/** How long the lock holds: the ceiling's whole window, so a new lock needs a fresh run of wrong codes. */
export const TWO_FACTOR_LOCK_MS = HOUR;

export function createLimiters(config: Config, clock: Clock): Limiters {
  return {
    signInPairs: new RateLimiter('sign-in-pair', [
      { limit: config.LOGIN_LIMIT_PER_MINUTE, windowMs: MINUTE },
      { limit: config.LOGIN_LIMIT_PER_HOUR, windowMs: HOUR },
    ], clock),
    signInUsernames: new RateLimiter('sign-in-username', [{ limit: Number.MAX_SAFE_INTEGER, windowMs: SIGN_IN_USERNAME_WINDOW_MS }], clock),
    signInAddresses: new RateLimiter('sign-in-address', [{ limit: config.LOGIN_ADDRESS_FAILURE_LIMIT, windowMs: SIGN_IN_ADDRESS_WINDOW_MS }], clock),
    passwordChanges: new RateLimiter('password-change', [
      { limit: config.LOGIN_LIMIT_PER_MINUTE, windowMs: MINUTE },
      { limit: config.LOGIN_LIMIT_PER_HOUR, windowMs: HOUR },
    ], clock),
    twoFactorSources: new RateLimiter('two-factor-source', [
      { limit: 10, windowMs: 15 * MINUTE },
      { limit: 30, windowMs: HOUR },
    ], clock),
    twoFactorAccounts: new RateLimiter('two-factor-account', [{ limit: TWO_FACTOR_ACCOUNT_CEILING, windowMs: TWO_FACTOR_LOCK_MS }], clock),
    publicForms: new RateLimiter('public-form', [{ limit: config.FORM_LIMIT_PER_HOUR, windowMs: HOUR }], clock),
    usernameChecks: new RateLimiter('username-check', [
      { limit: 30, windowMs: MINUTE },
      { limit: 300, windowMs: HOUR },
    ], clock),
    posts: new RateLimiter('post', [{ limit: config.POSTS_PER_HOUR, windowMs: HOUR }], clock),
    comments: new RateLimiter('comment', [{ limit: config.COMMENTS_PER_HOUR, windowMs: HOUR }], clock),
    matches: new RateLimiter('match', [{ limit: config.MATCHES_PER_HOUR, windowMs: HOUR }], clock),
    invitations: new RateLimiter('invitation', [{ limit: config.INVITATIONS_PER_HOUR, windowMs: HOUR }], clock),
    photos: new RateLimiter('photo', [{ limit: config.PHOTOS_PER_HOUR, windowMs: HOUR }], clock),
  };
}

/** The longest window of any limit: older acts can be purged. */
export const LONGEST_LIMIT_WINDOW_MS = HOUR;
