import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailMessage, MailTransport } from './mail.types';

/** nodemailer over SMTP_URL; null when no mail server is configured (the outbox alone keeps mail). */
export function createSmtpTransport(config: Config): MailTransport | null {
  if (!config.SMTP_URL) return null;
  const from = config.MAIL_FROM ?? config.CLUB_EMAIL;
  // A slow or dead server must not hold a request for long: the outbox retries later.
  const transporter = nodemailer.createTransport(
    { url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    async send(message: MailMessage) {
      await transporter.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html, attachments: message.attachments ?? [], headers: message.headers ?? {} });
    },
    close() {
      transporter.close();
    },
  };
}
