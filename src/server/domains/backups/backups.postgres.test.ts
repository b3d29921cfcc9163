import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { listClubBackups } from './club-backups';
import { POSTGRES_BACKUP_MESSAGE } from '../../../shared/backups/backups';

// On PostgreSQL the club's data is backed up with pg_dump (the README shows how), not by the app.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

it('says how a PostgreSQL club is backed up instead of writing a file, and lists none', async () => {
  const admin = await insertMember(t.db, { memberType: 'admin' });
  const client = trpcClient(t.app, await memberCookie(t.db, admin.id));
  await expect(client.admin.backups.create.mutate()).rejects.toThrow(POSTGRES_BACKUP_MESSAGE);
  expect(await client.admin.backups.list.query()).toEqual([]);
  expect(await client.admin.backups.keeper.query()).toBe('pg_dump');
  expect(listClubBackups(t.config)).toEqual([]);
});
