import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { recordAudit } from './audit.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('audit log', () => {
  it('lists every admin change newest first with who, what and when', async () => {
    const { admin, adminCookie } = await adminAndMember(t.db);
    const trpc = trpcClient(t.app, adminCookie);
    const member = await trpc.admin.members.create.mutate({ username: 'logged', password: 'secret-1' });
    await trpc.admin.events.create.mutate({
      title: 'Logged event',
      description: 'Something',
      startDate: '2026-12-05T15:00:00.000Z',
      endDate: '2026-12-05T16:00:00.000Z',
      category: 'Social',
      location: 'Clubhouse',
    });
    const settings = await trpc.club.settings.query();
    await trpc.admin.settings.update.mutate({ ...settings, phone: '(555) 000-1111' });
    await recordAudit(t.db, { actorId: admin.id, action: 'application.approve', entityType: 'application', entityId: 7, summary: 'Approved application #7', at: new Date() });

    const log = await trpc.admin.audit.list.query({});
    expect(log.total).toBe(4);
    expect(log.items.map((entry) => entry.action)).toEqual(['application.approve', 'settings.update', 'event.create', 'member.create']);
    expect(log.items[3]).toMatchObject({ actorId: admin.id, actorUsername: admin.username, entityType: 'member', entityId: String(member.id) });
    for (const entry of log.items) expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000);
  });

  it('keeps the actor’s name after the actor is deleted', async () => {
    const { admin } = await adminAndMember(t.db);
    await recordAudit(t.db, { actorId: admin.id, action: 'member.create', entityType: 'member', entityId: 1, summary: 'x', at: new Date() });
    await t.db.deleteFrom('users').where('id', '=', admin.id).execute();
    const row = await t.db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_id: null, actor_username: admin.username });
  });
});
