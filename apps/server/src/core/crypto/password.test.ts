import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores argon2id one-way hashes and verifies them', async () => {
    const h = await hashPassword('Meiyu@2026');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(h).not.toContain('Meiyu@2026');
    expect(await verifyPassword(h, 'Meiyu@2026')).toBe(true);
    expect(await verifyPassword(h, 'meiyu@2026')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
