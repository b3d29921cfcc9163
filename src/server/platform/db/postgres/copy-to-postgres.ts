import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  clubTablesInCopyOrder,
  copyTable,
  countRows,
  insertPhotoRow,
  isEmptyPostgres,
  restartIdentities,
  type TableCopy,
} from '../club-copy.repository';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { postgresAddressForPeople } from './postgres-database';

export class CopyRefusedError extends Error {}

export interface CopyReport {
  tables: TableCopy[];
  photos: { files: number; rows: number };
  /** True when every table and the photos arrived whole. */
  complete: boolean;
}

/** Every file under the uploads folder, by its name there (`club/...`, `events/...`, `<hex>.webp`). */
async function photoFiles(uploadsDir: string): Promise<string[]> {
  if (!existsSync(uploadsDir)) return [];
  const names = await readdir(uploadsDir, { recursive: true });
  const files: string[] = [];
  for (const name of names) if ((await stat(path.join(uploadsDir, name))).isFile()) files.push(name.split(path.sep).join('/'));
  return files.sort();
}

/**
 * Moves a club from its SQLite file and photo folder into an empty PostgreSQL database: both are
 * migrated to the same schema, every row is copied with its id in one transaction (a failure
 * leaves the target empty but for the schema), the photos become rows, and each table is counted
 * on both sides afterwards.
 */
export async function copyClubToPostgres(options: { sqliteFile: string; uploadsDir: string; postgresUrl: string }): Promise<CopyReport> {
  if (!existsSync(options.sqliteFile)) throw new CopyRefusedError(`There is no club database at ${options.sqliteFile} (DB_FILE).`);
  const source = openDatabase(options.sqliteFile);
  const target = openDatabase(options.postgresUrl);
  try {
    if (!(await isEmptyPostgres(target))) {
      throw new CopyRefusedError(
        `${postgresAddressForPeople(options.postgresUrl)} already has tables: copy-to fills an empty database only.`,
      );
    }
    await migrateToLatest(source);
    await migrateToLatest(target);
    const tables = (await clubTablesInCopyOrder(source)).filter((table) => table !== 'photos');
    const files = await photoFiles(options.uploadsDir);
    const copiedAt = new Date().toISOString();
    await target.transaction().execute(async (trx) => {
      for (const table of tables) {
        await copyTable(source, trx, table);
        await restartIdentities(trx, table);
      }
      for (const file of files) await insertPhotoRow(trx, file, await readFile(path.join(options.uploadsDir, file)), copiedAt);
    });
    const counted = await Promise.all(
      tables.map(async (table) => ({ table, source: await countRows(source, table), target: await countRows(target, table) })),
    );
    const photos = { files: files.length, rows: await countRows(target, 'photos') };
    return { tables: counted, photos, complete: counted.every((copy) => copy.source === copy.target) && photos.files === photos.rows };
  } finally {
    await source.destroy();
    await target.destroy();
  }
}
