import type { Transporter } from 'nodemailer';
import type { Config } from '../config/config';
import type { MailMessage, MailTransport } from './mail.types';

/** nodemailer over SMTP_URL; null when no mail server is configured (the outbox alone keeps mail). */
export function createSmtpTransport(config: Config): MailTransport | null {
  if (!config.SMTP_URL) return null;
  const from = config.MAIL_FROM ?? config.CLUB_EMAIL;
  const url = config.SMTP_URL;
  // nodemailer loads with the first mail, not at start (~90 ms, ~14 MB).
  let transporter: Promise<Transporter> | null = null;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      // A slow or dead server must not hold a request for long: the outbox retries later.
      nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }, { from }),
    ));
  return {
    async send(message: MailMessage) {
      await (
        await connect()
      ).sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments ?? [],
        headers: message.headers ?? {},
      });
    },
    close() {
      void transporter?.then((open) => open.close());
    },
  };
}
