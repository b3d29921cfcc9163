import { z } from 'zod';
import type { MailAttachment } from './mail.types';

const storedSchema = z.array(z.object({ filename: z.string(), contentType: z.string(), base64: z.string() }));

/** Attachments as the outbox keeps them (a text column), so a retry sends the same files. */
export function storeAttachments(attachments: MailAttachment[] | undefined): string | null {
  if (!attachments?.length) return null;
  return JSON.stringify(attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, base64: file.content.toString('base64') })));
}

export function readAttachments(stored: string | null): MailAttachment[] {
  if (!stored) return [];
  return storedSchema.parse(JSON.parse(stored)).map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.base64, 'base64') }));
}

const headersSchema = z.record(z.string(), z.string());

/** The extra headers kept with an outbox message. */
export function readHeaders(stored: string | null): Record<string, string> | undefined {
  return stored === null ? undefined : headersSchema.parse(JSON.parse(stored));
}
