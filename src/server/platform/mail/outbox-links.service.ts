import type { Db } from '../db/db';
import { MASK, maskSecrets } from '../text/mask-secrets';
import { listOutboxBodiesBefore, maskTokenInOutbox, updateOutboxBodies } from './outbox.repository';

/**
 * Without a mail server the outbox is how an admin forwards invitation and reset links, so they
 * stay readable there until the link is used (forgetLink) or can no longer work (maskExpiredLinks).
 * Delivered messages lose their links at once (mail.service).
 */
export async function forgetLink(db: Db, token: string): Promise<void> {
  await maskTokenInOutbox(db, encodeURIComponent(token), MASK);
}

/** Masks every kept link older than the longest-lived link can work (`keptForMs`: an invitation's 7 days). */
export async function maskExpiredLinks(db: Db, keptForMs: number, now: number): Promise<number> {
  const rows = await listOutboxBodiesBefore(db, new Date(now - keptForMs).toISOString());
  let masked = 0;
  for (const row of rows) {
    const bodies = { text_body: maskSecrets(row.text_body), html_body: maskSecrets(row.html_body) };
    if (bodies.text_body === row.text_body && bodies.html_body === row.html_body) continue;
    await updateOutboxBodies(db, row.id, bodies);
    masked += 1;
  }
  return masked;
}
