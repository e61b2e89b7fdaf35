import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition, nameWithExt } from './file-name';
import { parseRange } from './file-service';
import { extsOf, nameContradicts, officeTypeOf, type SniffedType, sniffType, zipEntryNames } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const extOf = (b: Buffer) => {
  const t = sniffType(b);
  return t === null || t === 'zip' ? t : t.ext;
};

/** One MPEG-1 layer III frame header at 128 kbit/s, 44.1 kHz: frames are 417 bytes long. */
const MP3_FRAME = [0xff, 0xfb, 0x90, 0x00];
const mp3Stream = () => {
  const frame = Buffer.alloc(417);
  Buffer.from(MP3_FRAME).copy(frame);
  return Buffer.concat([frame, frame, frame, frame, frame, frame]);
};

describe('sniffType', () => {
  it('recognises pictures, sound, video and documents by their bytes', () => {
    expect(extOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'))).toBe('png');
    expect(extOf(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('jpg');
    expect(extOf(bytes('GIF89a....'))).toBe('gif');
    expect(extOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(extOf(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(extOf(bytes('ID3', [3, 0, 0, 0, 0, 0, 0], 'TIT2'))).toBe('mp3');
    expect(extOf(mp3Stream())).toBe('mp3');
    expect(extOf(bytes('OggS', [0, 2]))).toBe('ogg');
    expect(extOf(bytes('fLaC', [0, 0, 0, 34]))).toBe('flac');
    expect(extOf(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]))).toBe('m4a');
    expect(extOf(bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]))).toBe('mp4');
    expect(extOf(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('mov');
    expect(extOf(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'))).toBe('webm');
    expect(extOf(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffType(bytes([0x50, 0x4b, 0x03, 0x04], 'rest'))).toBe('zip');
  });

  it('refuses anything else, including look-alikes', () => {
    expect(sniffType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffType(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBeNull();
    // AAC in ADTS framing is a frame sync with layer 0, not MPEG audio; random noise after a sync fails too.
    expect(sniffType(bytes([0xff, 0xf1, 0x50, 0x80], Buffer.alloc(3000, 1).toString('latin1')))).toBeNull();
    const noise = Buffer.alloc(3000, 0x55);
    Buffer.from(MP3_FRAME).copy(noise);
    expect(sniffType(noise)).toBeNull();
    expect(sniffType(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeNull();
  });
});

describe('Office documents', () => {
  it('are told apart by the archive entries', () => {
    expect(officeTypeOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml'])?.ext).toBe('docx');
    expect(officeTypeOf(['[Content_Types].xml', 'xl/workbook.xml'])?.ext).toBe('xlsx');
    expect(officeTypeOf(['[Content_Types].xml', 'ppt/presentation.xml'])?.ext).toBe('pptx');
    expect(officeTypeOf(['word/document.xml'])).toBeNull();
    expect(officeTypeOf(['[Content_Types].xml', 'evil.exe'])).toBeNull();
  });

  it('reads entry names from a central directory', () => {
    const name = Buffer.from('word/document.xml');
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(name.length, 28);
    const eocd = Buffer.alloc(22);
    eocd.writeUInt32LE(0x06054b50, 0);
    eocd.writeUInt32LE(cd.length + name.length, 12);
    expect(zipEntryNames(Buffer.concat([Buffer.from('local data'), cd, name, eocd]))).toEqual(['word/document.xml']);
    expect(zipEntryNames(Buffer.from('no archive'))).toEqual([]);
  });
});

describe('file names', () => {
  const png: SniffedType = { ext: 'png', mime: 'image/png', kind: 'image' };
  const jpg: SniffedType = { ext: 'jpg', mime: 'image/jpeg', kind: 'image' };

  it('refuses names that climb directories or hide control characters', () => {
    expect(cleanFileName('../../etc/passwd')).toBeNull();
    expect(cleanFileName('..\\boot.ini')).toBeNull();
    expect(cleanFileName('a/b.png')).toBeNull();
    expect(cleanFileName('..')).toBeNull();
    expect(cleanFileName('C:evil.png')).toBeNull();
    expect(cleanFileName('bad\u0000.png')).toBeNull();
    expect(cleanFileName('x'.repeat(201))).toBeNull();
    expect(cleanFileName('  作品..final.png ')).toBe('作品..final.png');
    expect(cleanFileName('')).toBe('file');
  });

  it('says when a name claims another known type', () => {
    expect(nameContradicts('photo.mp3', png)).toBe(true);
    expect(nameContradicts('photo.PNG', png)).toBe(false);
    expect(nameContradicts('photo.jpeg', jpg)).toBe(false);
    expect(nameContradicts('photo', png)).toBe(false);
    expect(nameContradicts('photo.tmp', png)).toBe(false);
    expect(nameWithExt('photo', 'png', extsOf(png))).toBe('photo.png');
    expect(nameWithExt('photo.jpeg', 'jpg', extsOf(jpg))).toBe('photo.jpeg');
  });

  it('writes any name into Content-Disposition safely', () => {
    expect(contentDisposition('作品 "1".png', true)).toBe(
      `inline; filename="__ _1_.png"; filename*=UTF-8''${encodeURIComponent('作品 "1".png')}`,
    );
  });
});

describe('parseRange', () => {
  it('reads single byte ranges as RFC 9110 says', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'range', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=90-500', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'range', range: { start: 0, end: 99 } });
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'none' });
    expect(parseRange('items=0-1', 100)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=9-3', 100)).toEqual({ kind: 'none' });
  });
});
