import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { keepPrivate, makePrivateFolder, PRIVATE_FILE_MODE } from '../../platform/core/private-files';
import { backupDatabase } from '../../platform/db/backup';
import type { ClubBackup } from '../../../shared/backups/backups.schema';

export type { ClubBackup };

/**
 * A club backup is one file, `club-<UTC time>.tar.gz`, holding `club.sqlite` (one consistent
 * snapshot made with VACUUM INTO and integrity-checked, never a copy of the live file) and every
 * file under UPLOADS_DIR as `uploads/`. Not the secrets key: that is kept apart (SECRETS_KEY or
 * its file), so a backup alone does not open the two-factor secrets or the mail-link key. The file
 * is its owner's only (0600) in a folder made 0700.
 */
const NAME = /^club-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.tar\.gz$/;

export interface BackupPaths {
  DB_FILE: string;
  UPLOADS_DIR: string;
  BACKUP_DIR: string;
}


function stamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
}

function takenAtOf(name: string): string | null {
  const match = NAME.exec(name);
  return match?.[1] ? `${match[1].slice(0, 10)}T${match[1].slice(11, 19).replace(/-/g, ':')}Z` : null;
}

/** Takes a backup now; the file appears under its final name only when it is complete. */
export async function takeClubBackup(paths: BackupPaths, now: Date): Promise<ClubBackup> {
  makePrivateFolder(paths.BACKUP_DIR);
  const staging = mkdtempSync(path.join(tmpdir(), 'club-backup-'));
  try {
    backupDatabase(paths.DB_FILE, path.join(staging, 'club.sqlite'));
    // The photos are not copied: a link in the staging folder is followed while packing.
    if (existsSync(paths.UPLOADS_DIR)) symlinkSync(path.resolve(paths.UPLOADS_DIR), path.join(staging, 'uploads'), 'dir');
    const name = `club-${stamp(now)}.tar.gz`;
    const target = path.join(paths.BACKUP_DIR, name);
    const partial = `${target}.partial`;
    rmSync(partial, { force: true });
    // Loaded here, not at start: backups run once a day.
    const { default: tar } = await import('tar-fs');
    await pipeline(tar.pack(staging, { dereference: true }), createGzip({ level: 1 }), createWriteStream(partial, { mode: PRIVATE_FILE_MODE, flags: 'wx' }));
    renameSync(partial, target);
    return { name, sizeBytes: statSync(target).size, takenAt: takenAtOf(name) ?? now.toISOString() };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The backups on disk, newest first. */
export function listClubBackups(paths: Pick<BackupPaths, 'BACKUP_DIR'>): ClubBackup[] {
  if (!existsSync(paths.BACKUP_DIR)) return [];
  return readdirSync(paths.BACKUP_DIR)
    .flatMap((name) => {
      const takenAt = takenAtOf(name);
      return takenAt ? [{ name, takenAt, sizeBytes: statSync(path.join(paths.BACKUP_DIR, name)).size }] : [];
    })
    .sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}

function isoWeek(iso: string): string {
  const date = new Date(iso.slice(0, 10));
  const day = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - day + 3);
  const firstThursday = new Date(Date.UTC(date.getUTCFullYear(), 0, 4));
  const week = 1 + Math.round(((date.getTime() - firstThursday.getTime()) / 86_400_000 - 3 + ((firstThursday.getUTCDay() + 6) % 7)) / 7);
  return `${date.getUTCFullYear()}-W${week}`;
}

/**
 * Which backups to keep: the newest of each of the last `daily` days that have one, and the newest
 * of each of the last `weekly` weeks that have one. Everything else can go.
 */
export function backupsToKeep(backups: readonly ClubBackup[], daily = 7, weekly = 4): Set<string> {
  const keep = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const backup of [...backups].sort((a, b) => b.takenAt.localeCompare(a.takenAt))) {
    const day = backup.takenAt.slice(0, 10);
    if (!days.has(day) && days.size < daily) {
      days.add(day);
      keep.add(backup.name);
    }
    const week = isoWeek(backup.takenAt);
    if (!weeks.has(week) && weeks.size < weekly) {
      weeks.add(week);
      keep.add(backup.name);
    }
  }
  return keep;
}

export function pruneClubBackups(paths: Pick<BackupPaths, 'BACKUP_DIR'>): string[] {
  const backups = listClubBackups(paths);
  const keep = backupsToKeep(backups);
  const removed = backups.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
  for (const name of removed) rmSync(path.join(paths.BACKUP_DIR, name), { force: true });
  // Backups written before they were private (0644) are tightened while they age out.
  for (const name of keep) keepPrivate(path.join(paths.BACKUP_DIR, name));
  return removed;
}

/** The full path of a listed backup, or null for any other name (no paths from outside). */
export function backupFile(paths: Pick<BackupPaths, 'BACKUP_DIR'>, name: string): string | null {
  return NAME.test(name) && existsSync(path.join(paths.BACKUP_DIR, name)) ? path.join(paths.BACKUP_DIR, name) : null;
}

/**
 * Restores a backup into the configured places while the club website is stopped: the database
 * file (its WAL and SHM are removed) and the uploads folder are replaced.
 */
export async function restoreClubBackup(paths: Pick<BackupPaths, 'DB_FILE' | 'UPLOADS_DIR'>, file: string): Promise<void> {
  const staging = mkdtempSync(path.join(tmpdir(), 'club-restore-'));
  try {
    const { default: tar } = await import('tar-fs');
    await pipeline(createReadStream(file), createGunzip(), tar.extract(staging));
    const database = path.join(staging, 'club.sqlite');
    if (!existsSync(database)) throw new Error(`${file} is not a club backup: it holds no club.sqlite.`);
    makePrivateFolder(path.dirname(path.resolve(paths.DB_FILE)));
    for (const suffix of ['-wal', '-shm']) rmSync(`${paths.DB_FILE}${suffix}`, { force: true });
    renameSync(database, paths.DB_FILE);
    // A backup made before files were private carries 0644 inside it.
    keepPrivate(paths.DB_FILE);
    rmSync(paths.UPLOADS_DIR, { recursive: true, force: true });
    const uploads = path.join(staging, 'uploads');
    if (existsSync(uploads)) renameSync(uploads, paths.UPLOADS_DIR);
    else mkdirSync(paths.UPLOADS_DIR, { recursive: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
