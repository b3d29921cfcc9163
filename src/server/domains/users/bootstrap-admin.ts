import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../platform/passwords/password';
import type { Config } from '../../platform/config/config';
import type { Db } from '../../platform/db/db';
import { countUsers, insertUser } from './users.repository';

/** The admin created on an empty database; the password only when it was generated (to be shown once). */
export interface FirstAdmin {
  username: string;
  generatedPassword: string | null;
}

/** On an empty database, creates the first admin; the caller shows a generated password once. */
export async function ensureFirstAdmin(db: Db, config: Config, now: Date): Promise<FirstAdmin | null> {
  if ((await countUsers(db)) > 0) return null;
  const username = config.ADMIN_USERNAME;
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await insertUser(db, {
    username,
    password_hash: await hashPassword(password),
    member_type: 'admin',
    full_name: null,
    email: null,
    phone: null,
    address: null,
    created_at: now.toISOString(),
  });
  return { username, generatedPassword: config.ADMIN_PASSWORD ? null : password };
}
