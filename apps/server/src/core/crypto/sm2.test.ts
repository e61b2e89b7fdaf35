import { sm2 } from 'sm-crypto-v2';
import { describe, expect, it } from 'vitest';
import { decryptSm2Password, encryptSm2Password, generateSm2KeyPair, UPSTREAM_SM2_KEYS } from './sm2';

// WIRE-CONTRACT §4 test vectors: upstream key pair, fixed ephemeral scalar k (decimal).
const VECTORS = [
  {
    plain: '123456',
    k: 12345678901234567890n,
    cipher:
      'f9ec83f1a19bb4cb30ace5c399d7b970d6e374a76c54c746c33ac4be3f8e3e640126ba5f6d0216a097a7ad27883b62ab04fc54b6d6e91bf5d5fe785f20b1c00e48e24e32d0616e81dbdb1dc445d5f28e7828db0ed966321a68c0435743bbe301628a45a3d162',
  },
  {
    plain: 'Admin.NET++',
    k: 11259375n,
    cipher:
      '1557fef825f8b586fbb097557732f1f352d95eadd70f4a45b26bc7732209d4691a57d600a1c984a91b1936b05af871ac5b5b5755bc07cf403e9796d7e188502b6ce7c25b02583e180e36d4e38e044b67eefaf7bc3ed050afe27a5bb0cdec1f04748f760fc90e542031f756',
  },
  {
    plain: '艺术测评2024',
    k: 7n,
    cipher:
      'ddf092555409c19dfdbe86a75c139906a80198337744ee78cd27e384d9fcaf15847d18ffb38e87065cd6b6e9c12d2922037937707d6a49a2223b949657e52bc1ba6173aef68b1b33d22241d09b2cb545a3cd411a185fb45cd846a468f350e1d5991ea5923389250744ac783587f60f1d',
  },
];

const { privateKey: UPSTREAM_PRIVATE, publicKey: UPSTREAM_PUBLIC } = UPSTREAM_SM2_KEYS;

/** Flips one bit of the byte at hex offset `at` (an even index). */
function flipByte(hex: string, at: number): string {
  const byte = Number.parseInt(hex.slice(at, at + 2), 16) ^ 0x01;
  return hex.slice(0, at) + byte.toString(16).padStart(2, '0') + hex.slice(at + 2);
}

describe('decryptSm2Password: WIRE-CONTRACT vectors', () => {
  it.each(VECTORS)('decrypts $plain with the upstream private key', ({ plain, cipher }) => {
    expect(cipher).toHaveLength(192 + 2 * Buffer.byteLength(plain, 'utf8'));
    expect(decryptSm2Password(cipher, UPSTREAM_PRIVATE)).toBe(plain);
  });

  it.each(VECTORS)('C1 of $plain is k·G without the 04 marker', ({ k, cipher }) => {
    const kG = sm2.getPublicKeyFromPrivateKey(k.toString(16).padStart(64, '0'));
    expect(kG).toBe(`04${cipher.slice(0, 128)}`);
  });

  it.each(VECTORS)('accepts upper-case hex for $plain', ({ plain, cipher }) => {
    expect(decryptSm2Password(cipher.toUpperCase(), UPSTREAM_PRIVATE)).toBe(plain);
  });

  it('fails with another private key', () => {
    const other = generateSm2KeyPair();
    for (const { cipher } of VECTORS) expect(decryptSm2Password(cipher, other.privateKey)).toBeNull();
  });
});

describe('encryptSm2Password / decryptSm2Password round trip', () => {
  it('round-trips with a generated pair', () => {
    const { publicKey, privateKey } = generateSm2KeyPair();
    for (const plain of ['a', 'p@ssw0rd!', '艺术测评2024', '😀 emoji', 'x'.repeat(200)]) {
      const cipher = encryptSm2Password(plain, publicKey);
      expect(cipher).toMatch(/^[0-9a-f]+$/);
      expect(cipher).toHaveLength(192 + 2 * Buffer.byteLength(plain, 'utf8'));
      expect(decryptSm2Password(cipher, privateKey)).toBe(plain);
    }
  });

  it('round-trips with the upstream pair', () => {
    const cipher = encryptSm2Password('Admin.NET++', UPSTREAM_PUBLIC);
    expect(decryptSm2Password(cipher, UPSTREAM_PRIVATE)).toBe('Admin.NET++');
  });

  it('generates an uncompressed public key with the 04 marker', () => {
    const { publicKey, privateKey } = generateSm2KeyPair();
    expect(publicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(privateKey).toMatch(/^[0-9a-f]{64}$/);
    expect(sm2.getPublicKeyFromPrivateKey(privateKey)).toBe(publicKey);
  });

  it('falls back to a ciphertext that kept the 04 marker', () => {
    for (const { plain, cipher } of VECTORS) {
      expect(decryptSm2Password(`04${cipher}`, UPSTREAM_PRIVATE)).toBe(plain);
    }
    const { publicKey, privateKey } = generateSm2KeyPair();
    expect(decryptSm2Password(`04${encryptSm2Password('kept', publicKey)}`, privateKey)).toBe('kept');
  });

  it('decrypts a ciphertext whose C1.x begins with byte 0x04 (upstream rejects these)', () => {
    const { publicKey, privateKey } = generateSm2KeyPair();
    // About 1 in 256 ciphertexts; the bound only guards against a broken encryptor looping forever.
    let cipher = '';
    for (let i = 0; i < 20_000 && !cipher.startsWith('04'); i++) cipher = encryptSm2Password('starts-04', publicKey);
    expect(cipher.startsWith('04')).toBe(true);
    expect(decryptSm2Password(cipher, privateKey)).toBe('starts-04');
    // ...and also when such a client keeps the marker, giving a 0404 prefix.
    expect(decryptSm2Password(`04${cipher}`, privateKey)).toBe('starts-04');
  });
});

describe('decryptSm2Password: garbage gives null and never throws', () => {
  const [{ cipher }] = VECTORS;

  const cases: Array<[string, string]> = [
    ['empty', ''],
    ['non-hex', `${cipher.slice(0, -2)}zz`],
    ['non-hex of valid length', 'g'.repeat(204)],
    ['whitespace inside', `${cipher.slice(0, 100)} ${cipher.slice(101)}`],
    ['odd length', cipher.slice(0, -1)],
    ['too short (192: no C2)', cipher.slice(0, 192)],
    ['too short (marker + 192)', `04${cipher.slice(0, 192)}`],
    ['truncated C2', cipher.slice(0, -2)],
    ['flipped byte in C1 (off the curve)', flipByte(cipher, 10)],
    ['flipped byte in C3', flipByte(cipher, 140)],
    ['flipped byte in C2', flipByte(cipher, 196)],
    ['all zeros', '0'.repeat(204)],
    ['all ff', 'f'.repeat(204)],
    ['marker + garbage', `04${'a'.repeat(202)}`],
  ];

  it.each(cases)('%s', (_label, input) => {
    expect(() => decryptSm2Password(input, UPSTREAM_PRIVATE)).not.toThrow();
    expect(decryptSm2Password(input, UPSTREAM_PRIVATE)).toBeNull();
  });

  it('a garbage private key gives null', () => {
    expect(decryptSm2Password(cipher, 'not-a-key')).toBeNull();
    expect(decryptSm2Password(cipher, '')).toBeNull();
  });

  it('a non-string body gives null', () => {
    for (const input of [undefined, null, 123, {}, ['00']]) {
      expect(decryptSm2Password(input as unknown as string, UPSTREAM_PRIVATE)).toBeNull();
    }
  });
});
