import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Copies a live SQLite database with SQLite's online backup API (never a file copy, which can
 * catch a write half done), then checks the copy with `PRAGMA integrity_check`.
 */
export async function backupDatabase(sourceFile: string, targetFile: string): Promise<{ pages: number }> {
  mkdirSync(path.dirname(path.resolve(targetFile)), { recursive: true });
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await source.backup(targetFile);
    const copy = new SQLite(targetFile, { readonly: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`The backup in ${targetFile} failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    return { pages: totalPages };
  } finally {
    source.close();
  }
}
