import { deflateSync } from 'node:zlib';

/**
 * Arithmetic captcha rendered to a small RGB PNG with no native dependency (no canvas, no sharp), so the server
 * bundle stays pure JavaScript. Every random choice goes through `random`, which makes the image reproducible in
 * tests from a seeded generator.
 */

export interface ArithmeticCaptcha {
  /** The rendered text, e.g. `7×3=?`; `-` is ASCII hyphen-minus, `×` is U+00D7. */
  question: string;
  /** Decimal integer, never negative. */
  answer: string;
  png: Buffer;
}

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;
const SCALE = 4;
/** One empty font column between glyphs, so the glyph advance is 6 font pixels. */
const ADVANCE = (GLYPH_WIDTH + 1) * SCALE;

// 5×7 bitmap font; '#' is ink.
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  '+': ['.....', '..#..', '..#..', '#####', '..#..', '..#..', '.....'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  '×': ['.....', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '.....'],
  '=': ['.....', '.....', '#####', '.....', '#####', '.....', '.....'],
  '?': ['.###.', '#...#', '....#', '...#.', '..#..', '.....', '..#..'],
};

type Rgb = readonly [number, number, number];

/** Inclusive integer range; clamps because a caller-supplied generator might return exactly 1. */
function randomInt(random: () => number, min: number, max: number): number {
  const n = min + Math.floor(random() * (max - min + 1));
  return Math.min(max, Math.max(min, n));
}

function randomColor(random: () => number, min: number, max: number): Rgb {
  return [randomInt(random, min, max), randomInt(random, min, max), randomInt(random, min, max)];
}

class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < this.pixels.length; i += 3) this.pixels.set(background, i);
  }

  set(x: number, y: number, color: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.pixels.set(color, (y * this.width + x) * 3);
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb): void {
    for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) this.set(x + dx, y + dy, color);
  }

  line(x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
    // Bresenham: integer-only, so the output does not depend on floating-point rounding.
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    let x = x0;
    let y = y0;
    for (;;) {
      this.set(x, y, color);
      if (x === x1 && y === y1) return;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }
}

function drawGlyph(raster: Raster, char: string, left: number, top: number, color: Rgb): void {
  const rows = GLYPHS[char];
  if (!rows) throw new Error(`captcha font has no glyph for ${JSON.stringify(char)}`);
  rows.forEach((row, gy) => {
    for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
      if (row[gx] === '#') raster.fillRect(left + gx * SCALE, top + gy * SCALE, SCALE, SCALE, color);
    }
  });
}

function pickProblem(random: () => number): { question: string; answer: number } {
  const kind = randomInt(random, 0, 2);
  if (kind === 0) {
    const a = randomInt(random, 1, 9);
    const b = randomInt(random, 1, 9);
    return { question: `${a}+${b}=?`, answer: a + b };
  }
  if (kind === 1) {
    // b ≤ a keeps the answer non-negative, so the user never has to type a minus sign.
    const a = randomInt(random, 1, 9);
    const b = randomInt(random, 1, a);
    return { question: `${a}-${b}=?`, answer: a - b };
  }
  const a = randomInt(random, 1, 9);
  const b = randomInt(random, 1, 9);
  return { question: `${a}×${b}=?`, answer: a * b };
}

export function createArithmeticCaptcha(random: () => number = Math.random): ArithmeticCaptcha {
  const { question, answer } = pickProblem(random);
  const raster = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, randomColor(random, 225, 255));

  const chars = [...question];
  const textWidth = chars.length * ADVANCE - SCALE;
  const left = Math.floor((CAPTCHA_WIDTH - textWidth) / 2);
  const top = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE) / 2);
  chars.forEach((char, i) => {
    // Jitter stays below the inter-glyph gap and the vertical margin, so glyphs never collide or get clipped.
    const x = left + i * ADVANCE + randomInt(random, -2, 2);
    const y = top + randomInt(random, -6, 6);
    drawGlyph(raster, char, x, y, randomColor(random, 0, 150));
  });

  const dots = randomInt(random, 120, 180);
  for (let i = 0; i < dots; i++) {
    const x = randomInt(random, 0, CAPTCHA_WIDTH - 1);
    const y = randomInt(random, 0, CAPTCHA_HEIGHT - 1);
    raster.set(x, y, randomColor(random, 0, 255));
  }

  // Lines go over the text so that they cannot be separated from it by colour layering alone.
  const lines = randomInt(random, 2, 3);
  for (let i = 0; i < lines; i++) {
    raster.line(
      randomInt(random, 0, 20),
      randomInt(random, 0, CAPTCHA_HEIGHT - 1),
      randomInt(random, CAPTCHA_WIDTH - 21, CAPTCHA_WIDTH - 1),
      randomInt(random, 0, CAPTCHA_HEIGHT - 1),
      randomColor(random, 40, 200),
    );
  }

  return { question, answer: String(answer), png: encodePng(raster) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(4 + typeAndData.length + 4);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 4 + typeAndData.length);
  return out;
}

function encodePng(raster: Raster): Buffer {
  const { width, height, pixels } = raster;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour RGB
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method 0
  ihdr[12] = 0; // no interlace

  const stride = width * 3;
  const raw = Buffer.alloc(height * (1 + stride));
  for (let y = 0; y < height; y++) {
    // Filter type 0 (None): noise defeats the predictive filters anyway, and it keeps the encoder trivial.
    raw[y * (1 + stride)] = 0;
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (1 + stride) + 1);
  }

  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
