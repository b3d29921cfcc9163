import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KIND_LABELS, type MailKind } from '../../../shared/mail/mail-kinds';
import type { Db } from '../db/db';
import type { SecretBox } from '../secrets/secret-box';
import { appSecret } from '../secrets/secrets.service';
import { escapeHtml } from '../text/escape-html';
import { isOptedOut, listOptedOut } from './mail-preferences.repository';

import { sendMail, sendMailsOnce } from './mail.service';
import type { MailDeps, MailMessage } from './mail.types';

// A member's own choices are read and written through here (Profile, one-click unsubscribe).
export { listOptOuts, setOptOut } from './mail-preferences.repository';

/** The key that signs mail links: made once, kept sealed in app_secrets (docs/decisions/secrets-at-rest.md). */
const SECRET_NAME = 'mail-links';

const linkKey = (deps: { db: Db; secrets: SecretBox }, now: Date) => appSecret(deps.db, deps.secrets, SECRET_NAME, now);

function signatureWith(key: string, userId: number, kind: MailKind): string {
  return createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url').slice(0, 32);
}

async function signature(deps: { db: Db; secrets: SecretBox }, userId: number, kind: MailKind, now: Date): Promise<string> {
  return signatureWith(await linkKey(deps, now), userId, kind);
}

function unsubscribeUrlWith(deps: Pick<MailDeps, 'config'>, key: string, userId: number, kind: MailKind): string {
  return new URL(`/api/mail/unsubscribe/${userId}/${kind}/${signatureWith(key, userId, kind)}`, deps.config.PUBLIC_URL).href;
}

/** The signed one-click link that stops one kind of e-mail for one member, no sign-in needed. */
export async function unsubscribeUrl(deps: Pick<MailDeps, 'db' | 'config' | 'clock' | 'secrets'>, userId: number, kind: MailKind): Promise<string> {
  return unsubscribeUrlWith(deps, await linkKey(deps, deps.clock.now()), userId, kind);
}

export async function validUnsubscribe(deps: Pick<MailDeps, 'db' | 'secrets'>, userId: number, kind: MailKind, given: string, now: Date): Promise<boolean> {
  const expected = Buffer.from(await signature(deps, userId, kind, now));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface MemberMail {
  userId: number;
  kind: MailKind;
  message: MailMessage;
  always?: boolean;
}

/**
 * Sends a member an e-mail of a kind they choose: nothing when they turned it off (unless `always`,
 * for reminders that stay on), else with the kind's unsubscribe link in the text and in the
 * List-Unsubscribe headers (one click, RFC 8058). Answers whether it was queued.
 */
export async function sendMemberMail(deps: MailDeps, mail: MemberMail): Promise<boolean> {
  if (!mail.always && (await isOptedOut(deps.db, mail.userId, mail.kind))) return false;
  await sendMail(deps, withUnsubscribe(mail, await unsubscribeUrl(deps, mail.userId, mail.kind)));
  return true;
}

/** One member's mail of a bulk send, and the occasion it is for (the digest's day; a reminder's period and step). */
export interface OccasionMail extends Omit<MemberMail, 'kind'> {
  occasion: string;
}

/**
 * Bulk mail of one kind (the weekly digest, membership reminders): as `sendMemberMail` for each
 * member, with their choices read in one query, the link key once, and the messages kept in a few
 * statements, each at most once per member and occasion however often it is sent again. Answers
 * the members whose mail was queued now.
 */
export async function sendMemberMailsOnce(deps: MailDeps, kind: MailKind, mails: readonly OccasionMail[]): Promise<Set<number>> {
  const optedOut = await listOptedOut(
    deps.db,
    mails.filter((mail) => !mail.always).map((mail) => mail.userId),
    kind,
  );
  const wanted = mails.filter((mail) => mail.always || !optedOut.has(mail.userId));
  if (wanted.length === 0) return new Set();
  const key = await linkKey(deps, deps.clock.now());
  const onceKey = (mail: OccasionMail) => `${kind}:${mail.occasion}:${mail.userId}`;
  const queued = await sendMailsOnce(
    deps,
    wanted.map((mail) => ({ key: onceKey(mail), message: withUnsubscribe({ ...mail, kind }, unsubscribeUrlWith(deps, key, mail.userId, kind)) })),
  );
  return new Set(wanted.filter((mail) => queued.has(onceKey(mail))).map((mail) => mail.userId));
}

/** The kind's unsubscribe link in the text, the HTML's footer and the List-Unsubscribe headers (one click, RFC 8058). */
function withUnsubscribe(mail: MemberMail, url: string): MailMessage {
  const label = MAIL_KIND_LABELS[mail.kind];
  const footer = `<p style="font-size:12px;color:#555">${escapeHtml(label)}: <a href="${escapeHtml(url)}">unsubscribe</a>, or choose your e-mails on your profile.</p>`;
  const html = mail.message.html.includes('</body>') ? mail.message.html.replace('</body>', `${footer}</body>`) : `${mail.message.html}${footer}`;
  return {
    ...mail.message,
    text: `${mail.message.text}\n\n${label}: unsubscribe at ${url} or choose your e-mails on your profile.`,
    html,
    headers: { ...mail.message.headers, 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
