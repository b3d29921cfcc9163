import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';

// The club's database, its backups and the secrets key hold members' personal data and what
// protects their sign-in: they are made readable by their owner only (files 0600, folders 0700),
// never by every local user.
const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;
const GROUP_OR_OTHER = 0o077;

/**
 * Makes a folder (and any missing parents) only its owner can open. A folder that already exists
 * is tightened too when it lies inside the app's own folder (db/, backups/ of the checkout) and
 * belongs to this user; one elsewhere (/var/lib, /tmp) is the host's to set and is left alone.
 */
export function makePrivateFolder(dir: string): void {
  const resolved = path.resolve(dir);
  mkdirSync(resolved, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const inside = path.relative(process.cwd(), resolved);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return;
  const stats = statSync(resolved);
  if (stats.uid === process.getuid?.() && (stats.mode & GROUP_OR_OTHER) !== 0) chmodSync(resolved, OWNER_ONLY_FOLDER);
}

/** Takes group and other access away from a file, when it exists and has any. */
export function keepPrivate(file: string): void {
  if (!existsSync(file)) return;
  if ((statSync(file).mode & GROUP_OR_OTHER) !== 0) chmodSync(file, OWNER_ONLY_FILE);
}

/** An empty file only its owner can read, made before a library (SQLite) writes it; an existing one is only tightened. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', OWNER_ONLY_FILE));
  keepPrivate(file);
}

/** A new, empty file only its owner can read; fails when the file exists (nothing is overwritten). */
export function createPrivateFile(file: string): void {
  closeSync(openSync(file, 'wx', OWNER_ONLY_FILE));
}

/** The mode new private files get (for streams that create their own). */
export const PRIVATE_FILE_MODE = OWNER_ONLY_FILE;
