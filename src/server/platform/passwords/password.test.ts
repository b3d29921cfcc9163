import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first.startsWith('$argon2id$')).toBe(true);
    expect(first).not.toContain('correct horse battery');
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answers false, not an exception, for a garbage hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword('', 'anything')).toBe(false);
  });

  it('keeps one decoy hash that matches no ordinary password', async () => {
    const decoy = await decoyPasswordHash();
    expect(decoy.startsWith('$argon2id$')).toBe(true);
    expect(await decoyPasswordHash()).toBe(decoy);
    expect(await verifyPassword(decoy, 'admin-password-1')).toBe(false);
  });
});
