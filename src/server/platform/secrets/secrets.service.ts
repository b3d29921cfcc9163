import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { inTransaction } from '../db/transaction';
import { isSealed, keyIdOf, type SecretBox } from './secret-box';
import { bindKeyId, deleteAppSecret, findAppSecret, findBoundKeyId, insertAppSecretIfMissing, listAppSecrets, replaceAppSecret } from './secrets.repository';

/** Start-up stops with this readable message: the database's secrets were sealed with another key. */
export class SecretsKeyMismatchError extends Error {}

/** The place an app secret is sealed for: a value copied under another name does not open. */
function appSecretContext(name: string): string {
  return `app_secrets.value:${name}`;
}

/** What start-up and `npm run secrets:key-lost` say when the database's key is not this server's. */
export function keyMismatchMessage(boundKeyId: string, box: SecretBox): string {
  const putBack =
    box.source === 'SECRETS_KEY'
      ? 'set SECRETS_KEY to the key kept for this club'
      : `copy the secrets.key kept for this club to ${box.source} (or set SECRETS_KEY to its line)`;
  return [
    `The secrets in this database (two-factor secrets, the key that signs mail links) were sealed with secrets key ${boundKeyId}, but this server's key (${box.source}) is ${box.keyId}.`,
    `  - If this is a restored backup or a new server: ${putBack}, then start again. Every server of a club on PostgreSQL needs the same key.`,
    '  - If that key is lost for good: run npm run secrets:key-lost. Links in e-mails already sent stop working (new mail is signed with a new key);',
    '    members with two-factor sign in with a recovery code and set it up again; an admin without codes: npm run admin:reset -- <username>.',
  ].join('\n');
}

/**
 * Start-up, after the migrations: the first start records this server's key as the one that seals
 * the database's secrets; every later start must bring the same key (or stops with the way back).
 */
export async function claimSecretsKey(db: Db, box: SecretBox, now: Date): Promise<void> {
  const bound = await findBoundKeyId(db);
  if (bound === box.keyId) return;
  if (bound !== undefined) throw new SecretsKeyMismatchError(keyMismatchMessage(bound, box));
  const other = (await listAppSecrets(db)).map((row) => keyIdOf(row.value)).find((keyId) => keyId !== null && keyId !== box.keyId);
  if (other) throw new SecretsKeyMismatchError(keyMismatchMessage(other, box));
  await bindKeyId(db, box.keyId, now.toISOString());
}

/** Seals the app secrets still in clear (kept so before this version); answers how many. Run again, it finds none. */
export async function sealAppSecrets(db: Db, box: SecretBox): Promise<number> {
  const clear = (await listAppSecrets(db)).filter((row) => !isSealed(row.value));
  for (const row of clear) await replaceAppSecret(db, row.name, box.seal(row.value, appSecretContext(row.name)));
  return clear.length;
}

/** A random secret made once (32 bytes) and kept sealed in the database, so every process and restart agrees on it. */
export async function appSecret(db: Db, box: SecretBox, name: string, now: Date): Promise<string> {
  const context = appSecretContext(name);
  let sealed = await findAppSecret(db, name);
  if (sealed === undefined) {
    await insertAppSecretIfMissing(db, name, box.seal(randomBytes(32).toString('base64url'), context), now.toISOString());
    sealed = await findAppSecret(db, name);
  }
  if (sealed === undefined) throw new Error(`The app secret ${name} could not be made`);
  return box.open(sealed, context);
}

/**
 * `npm run secrets:key-lost`: the database's key is gone for good, so this server's key takes its
 * place. The app secrets sealed with the lost key are dropped (each is made again, new, when next
 * needed: links signed with the old one stop working). Two-factor secrets are left for their
 * owners to replace. Answers the lost key's id (null when there was nothing to do) and the names renewed.
 */
export async function forgetLostSecretsKey(db: Db, box: SecretBox, now: Date): Promise<{ lostKeyId: string | null; renewed: string[] }> {
  return inTransaction(db, async (trx) => {
    const bound = await findBoundKeyId(trx);
    const lost = (await listAppSecrets(trx)).filter((row) => isSealed(row.value) && keyIdOf(row.value) !== box.keyId);
    for (const row of lost) await deleteAppSecret(trx, row.name);
    await bindKeyId(trx, box.keyId, now.toISOString());
    const lostKeyId = bound !== undefined && bound !== box.keyId ? bound : (lost.map((row) => keyIdOf(row.value)).find((keyId) => keyId !== null) ?? null);
    return { lostKeyId, renewed: lost.map((row) => row.name) };
  });
}
