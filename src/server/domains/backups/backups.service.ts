import { type BackupKeeper, POSTGRES_BACKUP_MESSAGE } from '../../../shared/backups/backups';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import { AppError, notFound } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { AppDeps } from '../../platform/deps/deps';
import { backupFile, type ClubBackup, listClubBackups, pruneClubBackups, takeClubBackup } from './club-backups';

/** A club on PostgreSQL is backed up with pg_dump (photos included), not by the app. */
export function backupKeeper(deps: Pick<AppDeps, 'config'>): BackupKeeper {
  return deps.config.DATABASE_URL ? 'pg_dump' : 'app';
}

/** The last backups, newest first, for the admin page (files the SQLite club wrote; none on PostgreSQL). */
export function listBackups(deps: Pick<AppDeps, 'config'>): ClubBackup[] {
  return listClubBackups(deps.config);
}

/** An admin's "Back up now": the backup, then the retention (7 daily, 4 weekly); audited. */
export async function backUpNow(deps: AppDeps, admin: SessionUser): Promise<ClubBackup> {
  if (backupKeeper(deps) === 'pg_dump') throw new AppError('BAD_REQUEST', POSTGRES_BACKUP_MESSAGE);
  const backup = await takeClubBackup(deps.config, deps.clock.now());
  pruneClubBackups(deps.config);
  await recordAudit(deps.db, { actorId: admin.id, action: 'backup.create', entityType: 'backup', entityId: null, summary: `Took backup ${backup.name}`, at: deps.clock.now() });
  return backup;
}

/** The file of one listed backup for download; every download is audited. */
export async function backupForDownload(deps: AppDeps, admin: SessionUser, name: string): Promise<string> {
  const file = backupFile(deps.config, name);
  if (!file) throw notFound('Backup not found.');
  await recordAudit(deps.db, { actorId: admin.id, action: 'backup.download', entityType: 'backup', entityId: null, summary: `Downloaded backup ${name}`, at: deps.clock.now() });
  return file;
}
