import { sm2 } from 'sm-crypto-v2';

/**
 * SM2 password transport (WIRE-CONTRACT §4). Clients send `sm2.doEncrypt(password, publicKey, 1)`: lower-case hex,
 * C1C3C2, with C1 lacking the `04` uncompressed-point marker.
 */

/**
 * Upstream Admin.NET's pair (App.json `Cryptogram`). It is public, so it protects nothing; it exists only so a
 * deployment can serve an unmodified upstream front end, which hard-codes this public key.
 */
export const UPSTREAM_SM2_KEYS = {
  publicKey:
    '0484C7466D950E120E5ECE5DD85D0C90EAA85081A3A2BD7C57AE6DC822EFCCBD66620C67B0103FC8DD280E36C3B282977B722AAEC3C56518EDCEBAFB72C5A05312',
  privateKey: '8EDB615B1D48B8BE188FC0F18EC08A41DF50EA731FA28BF409E6552809E3A111',
} as const;

/** C1 (128) + C3 (64) + at least one byte of C2; an empty password is never a valid login. */
const MIN_CIPHER_HEX_LENGTH = 194;
const HEX = /^[0-9a-f]+$/;

/** Non-fatal, like upstream's Encoding.UTF8.GetString: invalid sequences become U+FFFD rather than a failure. */
const utf8 = new TextDecoder('utf-8');

/**
 * Decrypts C1C3C2 whose C1 has no `04` marker. sm-crypto-v2's doDecrypt supplies the marker itself, verifies C3 and
 * returns an empty result on mismatch, but throws when C1 is not a curve point, so both outcomes map to null.
 */
function tryDecrypt(markerlessHex: string, privateKeyHex: string): string | null {
  try {
    const plain = sm2.doDecrypt(markerlessHex, privateKeyHex, 1, { output: 'array' });
    // C2 is non-empty here, so an empty result can only be the library's C3-mismatch signal.
    return plain.length > 0 ? utf8.decode(plain) : null;
  } catch {
    return null;
  }
}

/**
 * Returns the password, or null for anything that is not a valid ciphertext under this key (the caller treats null
 * as a wrong password). Unlike upstream's GMUtil.SM2Decrypt, which adds the marker only when the hex does not
 * already start with `04` and so rejects the ~1/256 genuine ciphertexts whose C1.x starts with byte 0x04, the
 * marker-less reading is always tried first and the marker-carrying one is only a fallback.
 */
export function decryptSm2Password(cipherHex: string, privateKeyHex: string): string | null {
  if (typeof cipherHex !== 'string' || cipherHex.length < MIN_CIPHER_HEX_LENGTH || cipherHex.length % 2 !== 0) {
    return null;
  }
  const hex = cipherHex.toLowerCase();
  if (!HEX.test(hex)) return null;

  const plain = tryDecrypt(hex, privateKeyHex);
  if (plain !== null) return plain;

  // A client that kept the marker: C1 starts after it. The remainder must still hold a non-empty C2.
  if (hex.startsWith('04') && hex.length - 2 >= MIN_CIPHER_HEX_LENGTH) {
    return tryDecrypt(hex.slice(2), privateKeyHex);
  }
  return null;
}

/** What the client does; lower-case hex, C1C3C2, C1 without `04`. */
export function encryptSm2Password(plain: string, publicKeyHex: string): string {
  return sm2.doEncrypt(plain, publicKeyHex, 1);
}

/** A fresh pair as lower-case hex; the public key is uncompressed, with the `04` marker. */
export function generateSm2KeyPair(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = sm2.generateKeyPairHex();
  return { publicKey, privateKey };
}
