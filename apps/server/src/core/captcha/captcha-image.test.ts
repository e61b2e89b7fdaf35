import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, createArithmeticCaptcha } from './captcha-image';

/** mulberry32: a tiny seeded generator, so failures can be reproduced from the seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bitwise CRC-32, independent of the table-driven one under test. */
function referenceCrc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  computedCrc: number;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
      crc: png.readUInt32BE(offset + 8 + length),
      computedCrc: referenceCrc32(typeAndData),
    });
    offset += 12 + length;
  }
  return chunks;
}

function evaluate(question: string): number {
  const match = /^(\d)([+\-×])(\d)=\?$/.exec(question);
  if (!match) throw new Error(`unexpected question ${question}`);
  const a = Number(match[1]);
  const b = Number(match[3]);
  if (match[2] === '+') return a + b;
  if (match[2] === '-') return a - b;
  return a * b;
}

const ROW_BYTES = 1 + CAPTCHA_WIDTH * 3;

describe('createArithmeticCaptcha: PNG structure', () => {
  const { png } = createArithmeticCaptcha(seeded(1));
  const chunks = readChunks(png);

  it('starts with the PNG signature', () => {
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('has IHDR, IDAT, IEND in order, each with a correct CRC, and nothing after IEND', () => {
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const c of chunks) expect(c.crc).toBe(c.computedCrc);
    expect(chunks[2].data).toHaveLength(0);
  });

  it('IHDR says 150×50, 8-bit RGB, no interlace', () => {
    const ihdr = chunks[0].data;
    expect(ihdr).toHaveLength(13);
    expect(ihdr.readUInt32BE(0)).toBe(150);
    expect(ihdr.readUInt32BE(4)).toBe(50);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('IDAT inflates to 50 rows of filter byte 0 + 150 RGB pixels', () => {
    const raw = inflateSync(chunks[1].data);
    expect(raw).toHaveLength(50 * (1 + 150 * 3));
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) expect(raw[y * ROW_BYTES]).toBe(0);
  });

  it('actually draws dark text on a light background', () => {
    const raw = inflateSync(chunks[1].data);
    let dark = 0;
    let light = 0;
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      for (let x = 0; x < CAPTCHA_WIDTH; x++) {
        const i = y * ROW_BYTES + 1 + x * 3;
        const luminance = raw[i] + raw[i + 1] + raw[i + 2];
        if (luminance <= 3 * 150) dark++;
        if (luminance >= 3 * 225) light++;
      }
    }
    // Five glyphs of at least a few 4×4 ink cells each, yet most of the image is still background.
    expect(dark).toBeGreaterThan(300);
    expect(light).toBeGreaterThan((CAPTCHA_WIDTH * CAPTCHA_HEIGHT) / 2);
  });
});

describe('createArithmeticCaptcha: the problem', () => {
  it('answer equals the evaluated question and is never negative, for many seeds', () => {
    const ops = new Set<string>();
    for (let seed = 0; seed < 500; seed++) {
      const { question, answer } = createArithmeticCaptcha(seeded(seed));
      expect(answer).toMatch(/^\d+$/);
      expect(Number(answer)).toBe(evaluate(question));
      expect(Number(answer)).toBeGreaterThanOrEqual(0);
      ops.add(question[1]);
    }
    expect(ops).toEqual(new Set(['+', '-', '×']));
  });

  it('works with Math.random and with extreme generators (always 0, always just below 1, exactly 1)', () => {
    for (const random of [Math.random, () => 0, () => 0.9999999999, () => 1]) {
      const { question, answer, png } = createArithmeticCaptcha(random);
      expect(Number(answer)).toBe(evaluate(question));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });
});

describe('createArithmeticCaptcha: determinism', () => {
  it('is deterministic for a seeded random', () => {
    const a = createArithmeticCaptcha(seeded(42));
    const b = createArithmeticCaptcha(seeded(42));
    expect(b.question).toBe(a.question);
    expect(b.answer).toBe(a.answer);
    expect(b.png.equals(a.png)).toBe(true);
  });

  it('differs between seeds', () => {
    const images = new Set<string>();
    for (let seed = 0; seed < 20; seed++) images.add(createArithmeticCaptcha(seeded(seed)).png.toString('base64'));
    expect(images.size).toBe(20);
  });
});
