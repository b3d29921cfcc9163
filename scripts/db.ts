// `npm run db -- migrate | rollback | backup <file> | copy-to <postgres address>`: the database chores of a club's host.
import { databaseLocation, loadConfig } from '../src/server/platform/config/config';
import { backupDatabase } from '../src/server/platform/db/backup';
import { openDatabase } from '../src/server/platform/db/database';
import { copyClubToPostgres, CopyRefusedError, type CopyReport } from '../src/server/platform/db/postgres/copy-to-postgres';
import { migrateToLatest, rollbackLatest } from '../src/server/platform/db/migrate';
import { isPostgresUrl, postgresAddressForPeople } from '../src/server/platform/db/postgres/postgres-database';
import { POSTGRES_BACKUP_MESSAGE } from '../src/shared/backups/backups';

const USAGE = 'Usage: npm run db -- migrate | rollback | backup <file> | copy-to <postgres://...>';

function printReport(report: CopyReport, sqliteFile: string, address: string): void {
  const width = Math.max(...report.tables.map((copy) => copy.table.length), 'photos'.length);
  console.log(`Copied ${sqliteFile} into ${address}:`);
  for (const copy of report.tables) {
    console.log(
      `  ${copy.table.padEnd(width)}  ${String(copy.source).padStart(8)} -> ${String(copy.target).padStart(8)}${copy.source === copy.target ? '' : '  MISMATCH'}`,
    );
  }
  const { files, rows } = report.photos;
  console.log(
    `  ${'photos'.padEnd(width)}  ${String(files).padStart(8)} -> ${String(rows).padStart(8)}${files === rows ? '' : '  MISMATCH'}  (files -> rows)`,
  );
  console.log(
    report.complete
      ? `Every table arrived whole. Set DATABASE_URL=${address} and start the club website to run it on PostgreSQL.`
      : 'Some tables did not arrive whole (MISMATCH above): keep running on SQLite and look into it before switching.',
  );
}

async function main(args: string[]): Promise<number> {
  const [command, target] = args;
  const config = loadConfig();
  if (command === 'backup') {
    if (config.DATABASE_URL) {
      console.error(POSTGRES_BACKUP_MESSAGE);
      return 1;
    }
    if (!target) {
      console.error(`backup needs a file to write.\n${USAGE}`);
      return 2;
    }
    const { pages } = backupDatabase(config.DB_FILE, target);
    console.log(`Backed up ${config.DB_FILE} to ${target} (${pages} pages, integrity ok).`);
    return 0;
  }
  if (command === 'copy-to') {
    if (!target || !isPostgresUrl(target)) {
      console.error(`copy-to needs the address of an empty PostgreSQL database.\n${USAGE}`);
      return 2;
    }
    try {
      const report = await copyClubToPostgres({ sqliteFile: config.DB_FILE, uploadsDir: config.UPLOADS_DIR, postgresUrl: target });
      printReport(report, config.DB_FILE, postgresAddressForPeople(target));
      return report.complete ? 0 : 1;
    } catch (error) {
      if (!(error instanceof CopyRefusedError)) throw error;
      console.error(error.message);
      return 2;
    }
  }
  if (command !== 'migrate' && command !== 'rollback') {
    console.error(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
    return 2;
  }
  const db = openDatabase(databaseLocation(config));
  const where = config.DATABASE_URL ? postgresAddressForPeople(config.DATABASE_URL) : config.DB_FILE;
  try {
    const names = command === 'migrate' ? await migrateToLatest(db) : await rollbackLatest(db);
    const verb = command === 'migrate' ? 'Applied' : 'Rolled back';
    console.log(
      names.length
        ? `${verb} ${names.join(', ')} on ${where}.`
        : `Nothing to do: ${where} is ${command === 'migrate' ? 'up to date' : 'empty of migrations'}.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
