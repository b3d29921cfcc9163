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
