import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { insertContactMessage } from '../../src/server/domains/contact/contact.repository';
import type { SeedContext } from './seed-context';

const messages = [
  { name: 'Alex Birdie', email: 'alex@example.com', phone: '(555) 301-0001', message: 'Do you offer junior memberships for players under 18?', hoursAgo: 3 },
  { name: 'Sam Wedge', email: 'sam@example.com', phone: '(555) 301-0002', message: 'Which simulator software do you use for the virtual tournaments?', hoursAgo: 26 },
  { name: 'Jamie Links', email: 'jamie@example.com', phone: '(555) 301-0003', message: 'Can I visit the clubhouse before applying? I would love a tour.', hoursAgo: 72 },
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
