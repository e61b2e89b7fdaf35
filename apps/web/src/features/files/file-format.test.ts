import { describe, expect, it } from 'vitest';
import { formatBytes, guessKind } from './file-format';

describe('formatBytes', () => {
  it('uses the largest sensible unit', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(500 * 1024 * 1024)).toBe('500 MB');
  });
});

describe('guessKind', () => {
  it('reads the declared type, then the name', () => {
    expect(guessKind({ type: 'audio/mpeg', name: 'x' })).toBe('audio');
    expect(guessKind({ type: '', name: 'song.WAV' })).toBe('audio');
    expect(guessKind({ type: '', name: 'a.docx' })).toBe('document');
    expect(guessKind({ type: 'text/plain', name: 'notes.txt' })).toBeNull();
  });
});
