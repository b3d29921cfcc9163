import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createPrivateFile, makePrivateFolder } from '../core/private-files';

/**
 * Copies a live SQLite database as one consistent snapshot (never a file copy, which can
 * catch a write half done), then checks the copy with `PRAGMA integrity_check`.
 */
export function backupDatabase(sourceFile: string, targetFile: string): { pages: number } {
  if (existsSync(targetFile)) throw new Error(`${targetFile} already exists: choose a new file name for the backup.`);
  makePrivateFolder(path.dirname(path.resolve(targetFile)));
  // Made empty and private first (VACUUM INTO fills an empty file and keeps its mode): a copy of the
  // club's data is never readable by other users of the machine, even for a moment.
  createPrivateFile(targetFile);
  try {
    return copyInto(sourceFile, targetFile);
  } catch (error) {
    rmSync(targetFile, { force: true });
    throw error;
  }
}

function copyInto(sourceFile: string, targetFile: string): { pages: number } {
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    // VACUUM INTO copies one consistent snapshot in a single statement. The online backup API copies
    // 100 pages a step and starts over whenever another connection writes: on a busy club whose file
    // has grown past 100 pages it never finished.
    source.prepare('VACUUM INTO ?').run(path.resolve(targetFile));
    const copy = new SQLite(targetFile, { readonly: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`The backup in ${targetFile} failed its integrity check: ${String(check)}`);
      return { pages: Number(copy.pragma('page_count', { simple: true })) };
    } finally {
      copy.close();
    }
  } finally {
    source.close();
  }
}
