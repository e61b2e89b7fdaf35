import { describe, expect, it } from 'vitest';
import { imageExtOf } from './users-profile.service';

describe('imageExtOf', () => {
  it('recognises pictures by their bytes', () => {
    expect(imageExtOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(imageExtOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('jpg');
    expect(imageExtOf(Buffer.from('GIF89a....'))).toBe('gif');
    expect(imageExtOf(Buffer.from('RIFF0000WEBPVP8 '))).toBe('webp');
  });
  it('refuses anything else', () => {
    expect(imageExtOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageExtOf(Buffer.from('MZ executable'))).toBeNull();
    expect(imageExtOf(Buffer.alloc(0))).toBeNull();
  });
});
