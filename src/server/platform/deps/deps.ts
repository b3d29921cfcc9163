import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../core/clock';
import type { Pace } from '../core/pace';
import type { Config } from '../config/config';
import type { Db } from '../db/db';
import type { Limiters } from '../limits/limiters';
import type { MailQueue } from '../mail/mail-queue';
import type { MailTransport } from '../mail/mail.types';
import type { PaymentProvider } from '../payment-provider/payment-provider';
import type { SecretBox } from '../secrets/secret-box';
import type { PhotoStore } from '../uploads/photo-store';

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
  /** "Now" for the membership year (statuses, reminders, renewals); tests bring their own. */
  clock: Clock;
  /** The process's own time, for work that paces itself (the boards' rests): decides nothing; tests bring their own. */
  pace: Pace;
  /** Where photos are kept: UPLOADS_DIR, or the database on PostgreSQL. */
  photos: PhotoStore;
  /** Seals and opens the secrets kept in the database (two-factor secrets, signing keys) with the key kept outside it. */
  secrets: SecretBox;
}
