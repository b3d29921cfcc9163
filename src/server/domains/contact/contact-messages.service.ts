import type { ContactMessage } from '../../../shared/contact/contact.schema';
import type { Page, PageQuery } from '../../../shared/paging/paging.schema';
import { notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { ContactMessageRow } from '../../platform/db/schema';
import {
  countContactMessageRows,
  findContactMessageRow,
  listContactMessageRows,
  markContactMessageRead,
} from './contact.repository';
import type { AppDeps } from '../../platform/deps/deps';

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

/** Messages no admin has opened yet (a kept count). */
export function countUnreadMessages(db: Db): Promise<number> {
  return countContactMessageRows(db, true);
}

/** The contact form's messages for admins, newest first, with how many are unread. */
export async function listContactMessages(db: Db, query: PageQuery): Promise<Page<ContactMessage> & { unread: number }> {
  const [rows, total, unread] = await Promise.all([
    listContactMessageRows(db, query.pageSize, (query.page - 1) * query.pageSize),
    countContactMessageRows(db),
    countContactMessageRows(db, true),
  ]);
  return { items: rows.map(toContactMessage), total, unread, page: query.page, pageSize: query.pageSize };
}

/** Opening a message marks it read. */
export async function openContactMessage({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, id: number): Promise<ContactMessage> {
  await markContactMessageRead(db, id, clock.now().toISOString());
  const row = await findContactMessageRow(db, id);
  if (!row) throw notFound('Message not found.');
  return toContactMessage(row);
}
