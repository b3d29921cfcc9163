import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BACKUP_HOLDS, BACKUP_LEAVES_OUT_THE_KEY, BACKUP_PRIVACY, POSTGRES_BACKUP_HOLDS, POSTGRES_BACKUP_MESSAGE } from '../../../shared/backups/backups';
import { fakeServer, renderWithProviders } from '../../../test/render';
import { AdminBackupsPage } from './admin-backups-page';

const backup = { name: 'club-2026-11-23T03-00-00Z.tar.gz', sizeBytes: 2_400_000, takenAt: '2026-11-23T03:00:00Z' };

describe('AdminBackupsPage', () => {
  it('lists the backups the app took, with a download each and "Back Up Now"', async () => {
    const server = fakeServer({ 'admin.backups.keeper': () => 'app', 'admin.backups.list': () => [backup] });
    renderWithProviders(<AdminBackupsPage />, server);
    expect(await screen.findByText('2.3 MB')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Download the backup of / }).getAttribute('href')).toBe(`/api/admin/backups/${backup.name}`);
    expect(screen.getByRole('button', { name: 'Back Up Now' })).toBeTruthy();
  });

  it('says what a backup holds: the whole database and the photos, not the secrets key, kept private', async () => {
    const server = fakeServer({ 'admin.backups.keeper': () => 'app', 'admin.backups.list': () => [backup] });
    renderWithProviders(<AdminBackupsPage />, server);
    const section = await screen.findByRole('region', { name: 'What a backup holds' });
    expect(section.textContent).toContain(BACKUP_HOLDS);
    expect(section.textContent).toContain(BACKUP_LEAVES_OUT_THE_KEY);
    expect(section.textContent).toContain(BACKUP_PRIVACY);
    expect(BACKUP_HOLDS).toContain("every member's personal details, payments");
    expect(BACKUP_HOLDS).toContain('a full copy of every photo');
    expect(BACKUP_LEAVES_OUT_THE_KEY).toContain('It does not hold the secrets key');
    expect(BACKUP_LEAVES_OUT_THE_KEY).toContain('npm run admin:reset');
  });

  it('on PostgreSQL says pg_dump keeps the club, and offers no backup of its own', async () => {
    const server = fakeServer({ 'admin.backups.keeper': () => 'pg_dump', 'admin.backups.list': () => [] });
    renderWithProviders(<AdminBackupsPage />, server);
    expect(await screen.findByText(POSTGRES_BACKUP_MESSAGE)).toBeTruthy();
    expect(screen.getByText(POSTGRES_BACKUP_HOLDS)).toBeTruthy();
    expect(screen.getByText(BACKUP_LEAVES_OUT_THE_KEY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back Up Now' })).toBeNull();
    await waitFor(() => expect(server.calls.map((call) => call.path)).not.toContain('admin.backups.list'));
  });
});
