import { z } from 'zod';
import { isPostgresUrl } from '../core/database-url';
import { DEFAULT_CLUB_SETTINGS } from '../../../shared/club/club-settings-defaults';

/** What a secrets key must look like, as a start-up error says it. */
export const SECRETS_KEY_FORMAT = 'must be 32 random bytes in base64, 44 characters ending in = (make one with: openssl rand -base64 32)';

const DEFAULT_PORT = 3000;

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: z.string().min(1).default('0.0.0.0'),
  DB_FILE: z.string().min(1).default('db/club.sqlite'),
  /** postgres://user:password@host:port/database: the club runs on PostgreSQL instead of DB_FILE. */
  DATABASE_URL: z.string().refine(isPostgresUrl, { message: 'must be a postgres:// address' }).optional(),
  /**
   * The key that seals two-factor secrets and signing keys in the database: 32 random bytes in
   * base64 (openssl rand -base64 32). Unset: read from SECRETS_KEY_FILE, made there on first start.
   */
  SECRETS_KEY: z.string().trim().refine(isSecretsKey, { message: SECRETS_KEY_FORMAT }).optional(),
  /** Where the secrets key is kept when SECRETS_KEY is unset; default secrets.key beside DB_FILE (db/secrets.key). */
  SECRETS_KEY_FILE: z.string().min(1).optional(),
  UPLOADS_DIR: z.string().min(1).default('uploads'),
  /** Where backups (database and photos, one file each) are written and kept. */
  BACKUP_DIR: z.string().min(1).default('backups'),
  /** Hours between automatic backups; 0 turns them off. Kept: 7 daily and 4 weekly. */
  BACKUP_INTERVAL_HOURS: z.coerce.number().int().min(0).max(24 * 7).default(24),
  REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).max(24 * 60 * 60 * 1000).default(60 * 60 * 1000),
  /**
   * Benches only (npm run bench -- --digest-day): the server's clock starts at this instant and runs
   * on at the real pace, so scheduled work sees the club's digest hour. Never set on a club.
   */
  BENCH_CLOCK_START: z.iso.datetime().optional(),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  ADMIN_USERNAME: z.string().trim().min(2).max(30).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  CLUB_NAME: z.string().trim().min(1).default(DEFAULT_CLUB_SETTINGS.clubName),
  CLUB_EMAIL: z.email().default(DEFAULT_CLUB_SETTINGS.contactEmail),
  CLUB_PHONE: z.string().trim().min(1).default(DEFAULT_CLUB_SETTINGS.phone),
  CLUB_ADDRESS: z.string().trim().min(1).default(DEFAULT_CLUB_SETTINGS.streetAddress),
  CLUB_CITY: z.string().trim().min(1).default(DEFAULT_CLUB_SETTINGS.city),
  CLUB_TIMEZONE: z
    .string()
    .default(DEFAULT_CLUB_SETTINGS.timeZone)
    .refine(isTimeZone, { message: 'must be an IANA time zone such as America/New_York' }),
  MEMBERSHIP_PRICE: z.coerce.number().positive().max(100000).default(DEFAULT_CLUB_SETTINGS.membershipPrice),
  FOUNDING_MEMBER_CAP: z.coerce.number().int().positive().default(DEFAULT_CLUB_SETTINGS.foundingMemberCap),
  LOGIN_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(6),
  LOGIN_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Failed sign-ins from one address across all usernames in 15 minutes (password spraying). */
  LOGIN_ADDRESS_FAILURE_LIMIT: z.coerce.number().int().positive().default(10),
  /** The longest delay failed sign-ins for one username add (from anywhere); never a lock. */
  LOGIN_DELAY_MAX_MS: z.coerce.number().int().min(0).max(30_000).default(4000),
  FORM_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Per member: what one member may write in an hour before being asked to wait. */
  POSTS_PER_HOUR: z.coerce.number().int().positive().default(20),
  COMMENTS_PER_HOUR: z.coerce.number().int().positive().default(60),
  MATCHES_PER_HOUR: z.coerce.number().int().positive().default(10),
  INVITATIONS_PER_HOUR: z.coerce.number().int().positive().default(30),
  PHOTOS_PER_HOUR: z.coerce.number().int().positive().default(20),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** e.g. smtp://user:pass@mail.example.com:587 or smtps://...; unset keeps mail in the outbox only. */
  SMTP_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || /^smtps?:\/\/[^\s]+$/.test(value), {
      message: 'must be an smtp:// or smtps:// URL',
    }),
  MAIL_FROM: z.string().trim().min(3).max(200).refine(noLineBreaks, { message: 'must be one line' }).optional(),
  MAIL_RETRY_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_PAYMENT_LINK: z.url().optional(),
  /** The Payment Link's id (plink_...): only payments through it count as the membership fee. */
  STRIPE_PAYMENT_LINK_ID: z
    .string()
    .regex(/^plink_[A-Za-z0-9]+$/, 'must be the id of the payment link, plink_...')
    .optional(),
  /** The currency the membership price is in (ISO 4217, lower case). */
  CLUB_CURRENCY: z.string().regex(/^[a-z]{3}$/, 'must be a three-letter currency code such as usd').default('usd'),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Points the Stripe client at another API host (tests run a local server that answers like Stripe). */
  STRIPE_API_BASE: z.url().optional(),
  /** 'test' turns the built-in test-mode checkout on in production too. */
  PAYMENTS: z.enum(['stripe', 'test']).optional(),
}).superRefine((config, ctx) => {
  const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PAYMENT_LINK', 'STRIPE_PAYMENT_LINK_ID', 'STRIPE_WEBHOOK_SECRET'] as const;
  const given = stripeKeys.filter((key) => config[key] !== undefined);
  if (given.length > 0 && given.length < stripeKeys.length) {
    for (const key of stripeKeys.filter((k) => config[k] === undefined)) {
      ctx.addIssue({ code: 'custom', path: [key], message: `is required with ${given.join(', ')}` });
    }
  }
  if (config.PAYMENTS === 'stripe' && given.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when PAYMENTS=stripe' });
  }
});

/** 32 bytes in standard base64: 43 characters and one `=` of padding. */
export function isSecretsKey(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

function noLineBreaks(value: string): boolean {
  return !/[\r\n]/.test(value);
}

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Reads and validates the environment once; a bad value names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known: Record<string, string | undefined> = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  // Unset, the public address is where this server listens, so links and payment returns reach it.
  known.PUBLIC_URL ??= `http://localhost:${known.PORT && known.PORT !== '0' ? known.PORT : DEFAULT_PORT}`;
  const result = configSchema.safeParse(known);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return result.data;
}

/** Which payment provider plays its part: Stripe when configured, else the built-in test checkout (off in production unless PAYMENTS=test). */
/** A site that real people reach: production, or any PUBLIC_URL that is not this machine. */
export function isPublicSite(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL'>): boolean {
  if (config.NODE_ENV === 'production') return true;
  const host = new URL(config.PUBLIC_URL).hostname;
  return !['localhost', '127.0.0.1', '[::1]', '::1'].includes(host) && !host.endsWith('.localhost');
}

/** The built-in test checkout runs on a public site only when PAYMENTS=test says so. */
export function paymentMode(config: Config): 'stripe' | 'test' | 'off' {
  if (config.PAYMENTS !== 'test' && config.STRIPE_SECRET_KEY && config.STRIPE_PAYMENT_LINK && config.STRIPE_PAYMENT_LINK_ID && config.STRIPE_WEBHOOK_SECRET) {
    return 'stripe';
  }
  if (isPublicSite(config) && config.PAYMENTS !== 'test') return 'off';
  return 'test';
}

/** Cookies carry the Secure flag on https and on every public site (an http one gets a start-up warning). */
export function isSecureUrl(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL.startsWith('https:') || isPublicSite(config);
}

/** The loud start-up warnings a public site gets for unsafe settings. */
export function unsafeSettingWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (isPublicSite(config) && !config.PUBLIC_URL.startsWith('https:')) {
    warnings.push(
      `PUBLIC_URL is ${config.PUBLIC_URL}: a public club site must be served over https. Cookies are marked Secure, so browsers will not sign in over plain http. Put the site behind TLS and set PUBLIC_URL=https://...`,
    );
  }
  const mismatch = localPortMismatch(config);
  if (mismatch) warnings.push(mismatch);
  if (isPublicSite(config) && config.PAYMENTS === 'test') {
    warnings.push('PAYMENTS=test: the built-in test checkout is on, so anyone can "pay" with the test card. Use it only to try the site.');
  }
  return warnings;
}

/**
 * PUBLIC_URL names this machine on another port than the server listens on: e-mailed links and the
 * return from a payment would open a dead page. (A public address behind a proxy is not judged.)
 */
function localPortMismatch(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL' | 'PORT'>): string | null {
  if (isPublicSite(config) || config.PORT === 0) return null;
  const url = new URL(config.PUBLIC_URL);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (port === config.PORT) return null;
  return `PUBLIC_URL is ${config.PUBLIC_URL} but the server listens on port ${config.PORT}: links in e-mails and the return from a payment would open a dead page. Leave PUBLIC_URL unset to use http://localhost:${config.PORT}, or set it to the address people open.`;
}

/** Where the club's data lives: the PostgreSQL address when DATABASE_URL is set, else the SQLite file. */
export function databaseLocation(config: Pick<Config, 'DB_FILE' | 'DATABASE_URL'>): string {
  return config.DATABASE_URL ?? config.DB_FILE;
}
