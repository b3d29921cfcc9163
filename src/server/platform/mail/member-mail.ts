import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KIND_LABELS, type MailKind } from '../../../shared/mail/mail-kinds';
import type { Db } from '../db/db';
import type { SecretBox } from '../secrets/secret-box';
import { appSecret } from '../secrets/secrets.service';
import { escapeHtml } from '../text/escape-html';
import { isOptedOut } from './mail-preferences.repository';

import { sendMail } from './mail.service';
import type { MailDeps, MailMessage } from './mail.types';

// A member's own choices are read and written through here (Profile, one-click unsubscribe).
export { listOptOuts, setOptOut } from './mail-preferences.repository';

/** The key that signs mail links: made once, kept sealed in app_secrets (docs/decisions/secrets-at-rest.md). */
const SECRET_NAME = 'mail-links';

async function signature(deps: { db: Db; secrets: SecretBox }, userId: number, kind: MailKind, now: Date): Promise<string> {
  return createHmac('sha256', await appSecret(deps.db, deps.secrets, SECRET_NAME, now)).update(`${userId}:${kind}`).digest('base64url').slice(0, 32);
}

/** The signed one-click link that stops one kind of e-mail for one member, no sign-in needed. */
export async function unsubscribeUrl(deps: Pick<MailDeps, 'db' | 'config' | 'clock' | 'secrets'>, userId: number, kind: MailKind): Promise<string> {
  return new URL(`/api/mail/unsubscribe/${userId}/${kind}/${await signature(deps, userId, kind, deps.clock.now())}`, deps.config.PUBLIC_URL).href;
}

export async function validUnsubscribe(deps: Pick<MailDeps, 'db' | 'secrets'>, userId: number, kind: MailKind, given: string, now: Date): Promise<boolean> {
  const expected = Buffer.from(await signature(deps, userId, kind, now));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Sends a member an e-mail of a kind they choose: nothing when they turned it off (unless `always`,
 * for reminders that stay on), else with the kind's unsubscribe link in the text and in the
 * List-Unsubscribe headers (one click, RFC 8058). Answers whether it was queued.
 */
export async function sendMemberMail(
  deps: MailDeps,
  mail: { userId: number; kind: MailKind; message: MailMessage; always?: boolean },
): Promise<boolean> {
  if (!mail.always && (await isOptedOut(deps.db, mail.userId, mail.kind))) return false;
  const url = await unsubscribeUrl(deps, mail.userId, mail.kind);
  const label = MAIL_KIND_LABELS[mail.kind];
  const footer = `<p style="font-size:12px;color:#555">${escapeHtml(label)}: <a href="${escapeHtml(url)}">unsubscribe</a>, or choose your e-mails on your profile.</p>`;
  const html = mail.message.html.includes('</body>') ? mail.message.html.replace('</body>', `${footer}</body>`) : `${mail.message.html}${footer}`;
  await sendMail(deps, {
    ...mail.message,
    text: `${mail.message.text}\n\n${label}: unsubscribe at ${url} or choose your e-mails on your profile.`,
    html,
    headers: { ...mail.message.headers, 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}
