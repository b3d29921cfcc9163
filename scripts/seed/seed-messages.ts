import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { insertContactMessage } from '../../src/server/domains/contact/contact.repository';
import type { SeedContext } from './seed-context';

const messages = [
  { name: 'Alex Birdie', email: 'alex@example.com', phone: '+353 1 555 0301', message: 'Do you offer junior memberships? My daughter plays on our Uneekor in Dublin.', hoursAgo: 3 },
  { name: 'Sam Wedge', email: 'sam@example.com', phone: '+1 604 555 0302', message: 'Which simulator software do I need for the tournaments? I have a Mevo+ and E6 Connect.', hoursAgo: 26 },
  { name: 'Jamie Links', email: 'jamie@example.com', phone: '+971 4 555 0303', message: 'I am in Dubai: are there members near my time zone to play matches with?', hoursAgo: 72 },
];

/** A few contact-form messages for the admin's Messages page (the oldest already read). */
export async function seedMessages(ctx: SeedContext): Promise<void> {
  if (await tableHasRows(ctx.db, 'contact_messages')) return;
  const now = Date.now();
  for (const message of messages) {
    const createdAt = new Date(now - message.hoursAgo * 3_600_000).toISOString();
    await insertContactMessage(ctx.db, {
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message,
      created_at: createdAt,
      read_at: message.hoursAgo > 48 ? createdAt : null,
    });
  }
  console.log(`Demo contact messages: ${messages.length}`);
}
