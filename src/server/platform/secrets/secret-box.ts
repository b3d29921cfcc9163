import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * A sealed value is `v1:<key id>:<nonce>:<ciphertext and tag>` (base64url): AES-256-GCM with a
 * fresh 96-bit nonce, authenticated together with the place it belongs to (the context, e.g.
 * `two_factor.secret:12`), so a value copied into another row does not open there either.
 * `v1` names the format, so a later one can be read beside it; the key id names the key (a
 * fingerprint, never the key), so a value sealed with another key is told apart from a damaged one.
 */
const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class SecretUnreadableError extends Error {
  constructor(
    message: string,
    /** `other-key`: sealed with a key this server does not have; `damaged`: not a value this format can open. */
    readonly reason: 'other-key' | 'damaged',
  ) {
    super(message);
  }
}

export interface SecretBox {
  /** 8 hex characters derived from the key: shown in messages, stored with every sealed value. */
  readonly keyId: string;
  /** Where the key came from, for messages: `SECRETS_KEY` or the key file's path. */
  readonly source: string;
  seal(plain: string, context: string): string;
  /** The clear value; throws SecretUnreadableError for another key, a damaged value or the wrong context. */
  open(sealed: string, context: string): string;
}

/** True for a value this module sealed (in any version); false for a value still in clear. */
export function isSealed(value: string): boolean {
  return value.startsWith(`${VERSION}:`);
}

/** The id of the key a sealed value was sealed with; null for a value in clear. */
export function keyIdOf(value: string): string | null {
  return isSealed(value) ? (value.split(':')[1] ?? null) : null;
}

export function keyIdFor(key: Buffer): string {
  return createHmac('sha256', key).update('club secrets key id').digest('hex').slice(0, 8);
}

export function secretBox(key: Buffer, source: string): SecretBox {
  if (key.length !== 32) throw new Error('A secrets key is 32 bytes');
  const keyId = keyIdFor(key);
  return {
    keyId,
    source,
    seal(plain, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [VERSION, keyId, nonce.toString('base64url'), sealed.toString('base64url')].join(':');
    },
    open(sealed, context) {
      const [version, sealedWith, nonceText, bodyText, ...rest] = sealed.split(':');
      if (version !== VERSION || !sealedWith || !nonceText || !bodyText || rest.length > 0) {
        throw new SecretUnreadableError(`The ${context} is not a sealed value.`, 'damaged');
      }
      if (sealedWith !== keyId) {
        throw new SecretUnreadableError(`The ${context} was sealed with secrets key ${sealedWith}; this server's key (${source}) is ${keyId}.`, 'other-key');
      }
      const nonce = Buffer.from(nonceText, 'base64url');
      const body = Buffer.from(bodyText, 'base64url');
      if (nonce.length !== NONCE_BYTES || body.length < TAG_BYTES) throw new SecretUnreadableError(`The ${context} is damaged.`, 'damaged');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretUnreadableError(`The ${context} is damaged, or belongs to another place: it does not open with this server's key.`, 'damaged');
      }
    },
  };
}
