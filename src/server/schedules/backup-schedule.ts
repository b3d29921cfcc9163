import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config/config';
import { listClubBackups, pruneClubBackups, takeClubBackup } from '../domains/backups/club-backups';
import { systemClock } from '../platform/core/clock';

const HOUR = 60 * 60 * 1000;

/**
 * Every BACKUP_INTERVAL_HOURS (default daily) a backup is taken and old ones pruned; a minute
 * after start-up too when the newest backup is already older than the interval. SQLite only.
 */
export function scheduleBackups(app: FastifyInstance, config: Config): void {
  // PostgreSQL is backed up with its own tools (pg_dump), outside the app.
  if (config.BACKUP_INTERVAL_HOURS === 0 || config.DATABASE_URL) return;
  const interval = config.BACKUP_INTERVAL_HOURS * HOUR;
  const run = () => {
    takeClubBackup(config, systemClock.now())
      .then((backup) => {
        pruneClubBackups(config);
        app.log.info({ backup: backup.name }, 'backup taken');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'backup failed'));
  };
  const timer = setInterval(run, interval);
  timer.unref();
  const newest = listClubBackups(config)[0];
  const soon = !newest || Date.now() - Date.parse(newest.takenAt) > interval ? setTimeout(run, 60_000) : null;
  soon?.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    if (soon) clearTimeout(soon);
    done();
  });
}
