import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's `Algorithm.Argon2id`, a const enum we cannot import under verbatimModuleSyntax). */
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown email is not faster to reject than a known one. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
