import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/password';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { countUsers, insertUser } from './users.repository';

/** On an empty database, creates the first admin and prints its credentials once. */
export async function ensureFirstAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if ((await countUsers(db)) > 0) return;
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
    created_at: new Date().toISOString(),
  });
  if (config.ADMIN_PASSWORD) {
    log.info(`Created the first admin "${username}" with the password from ADMIN_PASSWORD.`);
  } else {
    // Printed once on purpose: this is the only way a new club learns its admin password.
    console.log(
      `\n  First admin account created. Sign in at /signin with\n    username: ${username}\n    password: ${password}\n  Keep it safe: it is not shown again.\n`,
    );
  }
}
