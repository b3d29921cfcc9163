import type { Db } from '../db/db';
import { listOutboxMentioning, scrubOutboxTo, updateOutboxText } from './outbox.repository';

/** A text as a whole word or name, not inside another (a name "Al" leaves "all" alone). */
function wholeWords(text: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'gu');
}

/**
 * A deleted account's trace in the outbox goes with its personal data: messages to its address lose
 * address and content (unsent ones are never sent), and its names in messages to others become the
 * pseudonym. In the deletion's transaction.
 */
export async function scrubOutboxOf(db: Db, person: { email: string | null; names: string[]; pseudonym: string }): Promise<void> {
  if (person.email) await scrubOutboxTo(db, person.email, `(removed: the account of ${person.pseudonym} was deleted)`);
  for (const name of person.names.filter((n) => n.trim().length >= 2)) {
    const pattern = wholeWords(name);
    for (const row of await listOutboxMentioning(db, name)) {
      const texts = { subject: row.subject.replace(pattern, person.pseudonym), text_body: row.text_body.replace(pattern, person.pseudonym), html_body: row.html_body.replace(pattern, person.pseudonym) };
      if (texts.subject !== row.subject || texts.text_body !== row.text_body || texts.html_body !== row.html_body) await updateOutboxText(db, row.id, texts);
    }
  }
}
