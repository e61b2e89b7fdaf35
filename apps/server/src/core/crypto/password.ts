import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum memory setting: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

// Initial passwords derived from a person's own records (the last six characters of the ID card number, the
// student number) are stored next to those records, so a slow hash adds no protection to them; at full cost a
// 50 000-student import would hash for 15 minutes. They are argon2id at a light cost (2 MiB, 1 pass: about 0.7 ms
// each on two busy cores), and the forced change at first sign-in replaces them with a full-cost hash.
// verifyPassword reads the cost from the hash itself.
const INITIAL_OPTIONS = { memoryCost: 2048, timeCost: 1, parallelism: 1 };

/** Only for initial passwords that are derived from the person's stored records and must be changed at first login. */
export function hashDerivedInitialPassword(plain: string): Promise<string> {
  return hash(plain, INITIAL_OPTIONS);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
