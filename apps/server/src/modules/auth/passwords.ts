import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum profile (19 MiB, t=2, p=1): about 20 ms here, slow enough for guessing. */
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verifying against a fixed hash when the account is unknown keeps response times from revealing it. */
let dummy: Promise<string> | null = null;
export async function burnPasswordTime(password: string) {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummy, password);
}
