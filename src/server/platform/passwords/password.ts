// argon2 (a native addon) is loaded with the first sign-in or password change rather than at start.
let argon2: ReturnType<typeof loadArgon2> | undefined;
async function loadArgon2() {
  return (await import('argon2')).default;
}
function hasher() {
  argon2 ??= loadArgon2();
  return argon2;
}

export async function hashPassword(password: string): Promise<string> {
  const { hash, argon2id } = await hasher();
  // OWASP's minimum for argon2id: about 28 ms a hash on this kind of machine.
  return hash(password, { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const { verify } = await hasher();
  try {
    return await verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the username is unknown, so both failures take as long. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash;
}
