// `npm run db -- migrate | rollback | backup <file>`: the database chores of a club's host.
import { loadConfig } from '../src/server/config';
import { backupDatabase } from '../src/server/db/backup';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest, rollbackLatest } from '../src/server/db/migrate';

const USAGE = 'Usage: npm run db -- migrate | rollback | backup <file>';

async function main(args: string[]): Promise<number> {
  const [command, target] = args;
  const config = loadConfig();
  if (command === 'backup') {
    if (!target) {
      console.error(`backup needs a file to write.\n${USAGE}`);
      return 2;
    }
    const { pages } = backupDatabase(config.DB_FILE, target);
    console.log(`Backed up ${config.DB_FILE} to ${target} (${pages} pages, integrity ok).`);
    return 0;
  }
  if (command !== 'migrate' && command !== 'rollback') {
    console.error(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
    return 2;
  }
  const db = openDatabase(config.DB_FILE);
  try {
    const names = command === 'migrate' ? await migrateToLatest(db) : await rollbackLatest(db);
    const verb = command === 'migrate' ? 'Applied' : 'Rolled back';
    console.log(names.length ? `${verb} ${names.join(', ')} on ${config.DB_FILE}.` : `Nothing to do: ${config.DB_FILE} is ${command === 'migrate' ? 'up to date' : 'empty of migrations'}.`);
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
