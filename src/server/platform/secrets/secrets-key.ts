import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Config, isSecretsKey, SECRETS_KEY_FORMAT } from '../config/config';
import { keepPrivate, makePrivateFolder, PRIVATE_FILE_MODE } from '../core/private-files';
import { type SecretBox, secretBox } from './secret-box';

/** Start-up stops with this readable message instead of a stack trace. */
export class SecretsKeyError extends Error {}

type KeyConfig = Pick<Config, 'DB_FILE' | 'SECRETS_KEY' | 'SECRETS_KEY_FILE'>;

/** Where the key is kept when SECRETS_KEY is unset: SECRETS_KEY_FILE, else `secrets.key` beside the database file. */
export function secretsKeyFile(config: Pick<Config, 'DB_FILE' | 'SECRETS_KEY_FILE'>): string {
  return config.SECRETS_KEY_FILE ?? path.join(path.dirname(config.DB_FILE), 'secrets.key');
}

export interface LoadedSecretsKey {
  box: SecretBox;
  /** True when this start made the key file (a new club, or the first start after an upgrade). */
  created: boolean;
}

/**
 * The key that seals the secrets in the database, kept outside it so that a copy of the database
 * (a backup) alone does not carry them: SECRETS_KEY when set, else the key file, made on the first
 * start (0600, in a 0700 folder) and read on every later one.
 */
export function loadSecretsKey(config: KeyConfig): LoadedSecretsKey {
  if (config.SECRETS_KEY !== undefined) return { box: secretBox(Buffer.from(config.SECRETS_KEY, 'base64'), 'SECRETS_KEY'), created: false };
  const file = secretsKeyFile(config);
  const existing = readKeyFile(file);
  if (existing) return { box: secretBox(existing, file), created: false };
  return createKeyFile(file);
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return null;
    throw new SecretsKeyError(`The secrets key file ${file} cannot be read: ${reasonOf(error)}.`);
  }
  const key = text.trim();
  if (!isSecretsKey(key)) {
    throw new SecretsKeyError(
      `The secrets key file ${file} does not hold a secrets key: its one line ${SECRETS_KEY_FORMAT}. Put back the key file kept for this club, or set SECRETS_KEY.`,
    );
  }
  keepPrivate(file);
  return Buffer.from(key, 'base64');
}

/** Written beside its place and linked in: a process starting at the same time reads a whole key or makes none. */
function createKeyFile(file: string): LoadedSecretsKey {
  const key = randomBytes(32);
  const draft = `${file}.${process.pid}.new`;
  try {
    makePrivateFolder(path.dirname(file));
    writeFileSync(draft, `${key.toString('base64')}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    linkSync(draft, file);
    return { box: secretBox(key, file), created: true };
  } catch (error) {
    const theirs = isErrorCode(error, 'EEXIST') ? readKeyFile(file) : null;
    if (theirs) return { box: secretBox(theirs, file), created: false };
    throw new SecretsKeyError(`The secrets key file ${file} cannot be made: ${reasonOf(error)}. Set SECRETS_KEY_FILE to a writable place, or SECRETS_KEY.`);
  } finally {
    rmSync(draft, { force: true });
  }
}
