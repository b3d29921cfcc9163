import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code read off paper is typed right the first time.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** A fresh code such as `k7m2p-x9q4t` (about 49 bits), shown to the member once. */
export function newRecoveryCode(): string {
  const letters = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, GROUP)}-${letters.slice(GROUP)}`;
}

/** Case, spaces and the dash do not matter when a member types a code back. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(typed: string): boolean {
  const normal = normaliseRecoveryCode(typed);
  return normal.length === GROUP * 2 && [...normal].every((char) => ALPHABET.includes(char));
}

export function hashRecoveryCode(typed: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(typed)).digest('hex');
}
