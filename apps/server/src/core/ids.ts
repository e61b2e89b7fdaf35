import { randomBytes } from 'node:crypto';

// Time-ordered ids below 2^53 (the contract sends ids as JSON numbers): 41 bits of milliseconds since
// 2024-01-01, then 12 bits of sequence that start at a random point so that instances rarely collide.
const EPOCH = Date.UTC(2024, 0, 1);
let lastMs = 0;
let seq = randomBytes(2).readUInt16BE() & 0xfff;

export function newId(): number {
  let ms = Date.now() - EPOCH;
  if (ms <= lastMs) {
    seq = (seq + 1) & 0xfff;
    if (seq === 0) lastMs += 1;
    ms = lastMs;
  } else {
    lastMs = ms;
  }
  return ms * 4096 + seq;
}

export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
