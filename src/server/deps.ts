import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { RateLimiter } from './limits/rate-limiter';
import type { MailQueue } from './mail/mail-queue';
import type { MailTransport } from './mail/mail.types';
import type { PaymentProvider } from './payments/payment-provider';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Limiters {
  loginByIp: RateLimiter;
  loginByUsername: RateLimiter;
  publicForms: RateLimiter;
  /** The onboarding form's live username check: generous for typing, too slow for harvesting names. */
  usernameChecks: RateLimiter;
}

/** What every service may need, built once per app (tests build their own). */
export interface AppDeps {
  db: Db;
  config: Config;
  limiters: Limiters;
  log: FastifyBaseLogger;
  /** The SMTP transport, or null when mail stays in the outbox only. */
  mailer: MailTransport | null;
  /** Wakes the mail worker after a message is queued. */
  mailQueue: MailQueue;
  /** Stripe, the built-in test checkout, or null when payments are off (production without Stripe). */
  payments: PaymentProvider | null;
}

export function createLimiters(config: Config): Limiters {
  const loginRules = [
    { limit: config.LOGIN_LIMIT_PER_MINUTE, windowMs: MINUTE },
    { limit: config.LOGIN_LIMIT_PER_HOUR, windowMs: HOUR },
  ];
  return {
    loginByIp: new RateLimiter(loginRules),
    loginByUsername: new RateLimiter(loginRules),
    publicForms: new RateLimiter([{ limit: config.FORM_LIMIT_PER_HOUR, windowMs: HOUR }]),
    usernameChecks: new RateLimiter([
      { limit: 30, windowMs: MINUTE },
      { limit: 300, windowMs: HOUR },
    ]),
  };
}
