import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSealed, keyIdOf, secretBox, SecretUnreadableError } from './secret-box';
import { loadSecretsKey, SecretsKeyError, secretsKeyFile } from './secrets-key';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'club-secrets-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('the secrets key', () => {
  it('is made on the first start beside the database, 0600 in a new 0700 folder, and read on every later start', () => {
    const config = { DB_FILE: path.join(dir, 'club', 'db', 'club.sqlite') };
    const file = path.join(dir, 'club', 'db', 'secrets.key');
    expect(secretsKeyFile(config)).toBe(file);

    const first = loadSecretsKey(config);
    expect(first.created).toBe(true);
    expect(first.box.source).toBe(file);
    expect(readFileSync(file, 'utf8')).toMatch(/^[A-Za-z0-9+/]{43}=\n$/);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(path.join(dir, 'club', 'db'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'club'))).toBe(0o700);

    const again = loadSecretsKey(config);
    expect(again.created).toBe(false);
    expect(again.box.keyId).toBe(first.box.keyId);
    // What the first start sealed, the next start opens.
    expect(again.box.open(first.box.seal('JBSWY3DPEHPK3PXP', 'two_factor.secret:1'), 'two_factor.secret:1')).toBe('JBSWY3DPEHPK3PXP');
    // No draft is left behind.
    expect(readdirSync(path.join(dir, 'club', 'db'))).toEqual(['secrets.key']);
  });

  it('comes from SECRETS_KEY when set (no file is made), or from SECRETS_KEY_FILE', () => {
    const key = Buffer.alloc(32, 9).toString('base64');
    const fromEnv = loadSecretsKey({ DB_FILE: path.join(dir, 'db', 'club.sqlite'), SECRETS_KEY: key });
    expect(fromEnv.box.source).toBe('SECRETS_KEY');
    expect(existsSync(path.join(dir, 'db'))).toBe(false);

    const file = path.join(dir, 'keys', 'club.key');
    const fromFile = loadSecretsKey({ DB_FILE: path.join(dir, 'db', 'club.sqlite'), SECRETS_KEY_FILE: file });
    expect(fromFile.box.source).toBe(file);
    expect(modeOf(file)).toBe(0o600);
    expect(fromFile.box.keyId).not.toBe(fromEnv.box.keyId);
    writeFileSync(file, `${key}\n`);
    expect(loadSecretsKey({ DB_FILE: 'unused', SECRETS_KEY_FILE: file }).box.keyId).toBe(fromEnv.box.keyId);
  });

  it('stops start-up with a clear message for a key file that holds no key, and tightens one readable by others', () => {
    const file = path.join(dir, 'secrets.key');
    writeFileSync(file, 'not a key\n');
    const config = { DB_FILE: path.join(dir, 'club.sqlite') };
    expect(() => loadSecretsKey(config)).toThrow(SecretsKeyError);
    expect(() => loadSecretsKey(config)).toThrow(
      `The secrets key file ${file} does not hold a secrets key: its one line must be 32 random bytes in base64, 44 characters ending in = (make one with: openssl rand -base64 32). Put back the key file kept for this club, or set SECRETS_KEY.`,
    );
    writeFileSync(file, `${Buffer.alloc(32, 1).toString('base64')}\n`);
    chmodSync(file, 0o644);
    loadSecretsKey(config);
    expect(modeOf(file)).toBe(0o600);
  });

  it('says plainly when the key file cannot be read or made', () => {
    const blocked = path.join(dir, 'blocked');
    writeFileSync(blocked, 'a file where the folder would be');
    expect(() => loadSecretsKey({ DB_FILE: path.join(blocked, 'club.sqlite') })).toThrow(`The secrets key file ${blocked}/secrets.key cannot be read: ENOTDIR`);
    const readOnly = path.join(dir, 'read-only');
    mkdirSync(readOnly, { mode: 0o500 });
    // root writes anywhere: the check means something only for an ordinary user.
    if (process.getuid?.() === 0) return;
    expect(() => loadSecretsKey({ DB_FILE: path.join(readOnly, 'club.sqlite') })).toThrow(
      new RegExp(`^The secrets key file ${readOnly}/secrets.key cannot be made: EACCES.*Set SECRETS_KEY_FILE to a writable place, or SECRETS_KEY\\.$`),
    );
  });
});

describe('a sealed value', () => {
  const box = secretBox(Buffer.alloc(32, 3), 'SECRETS_KEY');
  const other = secretBox(Buffer.alloc(32, 4), 'db/secrets.key');

  it('is versioned, names its key, differs every time, and opens only in its own place with its own key', () => {
    const one = box.seal('JBSWY3DPEHPK3PXP', 'two_factor.secret:1');
    const two = box.seal('JBSWY3DPEHPK3PXP', 'two_factor.secret:1');
    expect(one).toMatch(/^v1:[0-9a-f]{8}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+$/);
    expect(one).not.toContain('JBSWY3DPEHPK3PXP');
    expect(one).not.toBe(two);
    expect(isSealed(one)).toBe(true);
    expect(isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(keyIdOf(one)).toBe(box.keyId);
    expect(box.open(one, 'two_factor.secret:1')).toBe('JBSWY3DPEHPK3PXP');

    expect(() => box.open(one, 'two_factor.secret:2')).toThrow(SecretUnreadableError);
    expect(() => other.open(one, 'two_factor.secret:1')).toThrow(`sealed with secrets key ${box.keyId}; this server's key (db/secrets.key) is ${other.keyId}`);
    const [version, keyId, nonce, body = ''] = one.split(':');
    const flipped = `${version}:${keyId}:${nonce}:${body.slice(0, -2)}${body.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => box.open(flipped, 'two_factor.secret:1')).toThrow('is damaged');
  });
});
