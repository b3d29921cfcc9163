import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/db';
import type { MailQueue } from './mail-queue';
import type { Clock } from '../core/clock';
import type { SecretBox } from '../secrets/secret-box';
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailResult {
  /** True when the message reached the mail server, or the outbox when no mail server is set. */
  emailSent: boolean;
}

/** What delivers a message to a mail server (nodemailer over SMTP_URL in the app). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** What sending and delivering mail needs of the app's dependencies (AppDeps has all of it). */
export interface MailDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The SMTP transport, or null when mail stays in the outbox only. */
  mailer: MailTransport | null;
  /** Wakes the mail worker after a message is queued. */
  mailQueue: MailQueue;
  clock: Clock;
  /** Seals and opens the key that signs mail links. */
  secrets: SecretBox;
}
