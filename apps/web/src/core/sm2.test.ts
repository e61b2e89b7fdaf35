import { sm2 } from 'sm-crypto-v2';
import { describe, expect, it } from 'vitest';

const PUBLIC =
  '0484C7466D950E120E5ECE5DD85D0C90EAA85081A3A2BD7C57AE6DC822EFCCBD66620C67B0103FC8DD280E36C3B282977B722AAEC3C56518EDCEBAFB72C5A05312';
const PRIVATE = '8EDB615B1D48B8BE188FC0F18EC08A41DF50EA731FA28BF409E6552809E3A111';

describe('sm2 transport', () => {
  it('encrypts C1C3C2 hex without 04 that the private key decrypts', () => {
    const cipher = sm2.doEncrypt('Meiyu@2026', PUBLIC.toLowerCase(), 1);
    expect(cipher).toMatch(/^[0-9a-f]+$/);
    expect(cipher.length).toBe(192 + 2 * 'Meiyu@2026'.length);
    expect(sm2.doDecrypt(cipher, PRIVATE.toLowerCase(), 1)).toBe('Meiyu@2026');
  });
});
