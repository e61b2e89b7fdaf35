/** What kind of file a type belongs to; size limits and allowed uses are per kind. */
export type FileKind = 'image' | 'audio' | 'video' | 'document';

export interface SniffedType {
  ext: string;
  mime: string;
  kind: FileKind;
}

/** Bytes read from the start of an upload before its type is decided. */
export const SNIFF_BYTES = 4100;

const T = {
  png: { ext: 'png', mime: 'image/png', kind: 'image' },
  jpg: { ext: 'jpg', mime: 'image/jpeg', kind: 'image' },
  gif: { ext: 'gif', mime: 'image/gif', kind: 'image' },
  webp: { ext: 'webp', mime: 'image/webp', kind: 'image' },
  mp3: { ext: 'mp3', mime: 'audio/mpeg', kind: 'audio' },
  wav: { ext: 'wav', mime: 'audio/wav', kind: 'audio' },
  ogg: { ext: 'ogg', mime: 'audio/ogg', kind: 'audio' },
  flac: { ext: 'flac', mime: 'audio/flac', kind: 'audio' },
  m4a: { ext: 'm4a', mime: 'audio/mp4', kind: 'audio' },
  mp4: { ext: 'mp4', mime: 'video/mp4', kind: 'video' },
  mov: { ext: 'mov', mime: 'video/quicktime', kind: 'video' },
  webm: { ext: 'webm', mime: 'video/webm', kind: 'video' },
  pdf: { ext: 'pdf', mime: 'application/pdf', kind: 'document' },
  docx: {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'document',
  },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', kind: 'document' },
  pptx: {
    ext: 'pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    kind: 'document',
  },
} as const satisfies Record<string, SniffedType>;

/** Every type an upload may have. */
export const KNOWN_TYPES: readonly SniffedType[] = Object.values(T);

/** File-name extensions a client might use for each type (a name that claims another type is a lie). */
const NAME_EXTS: Record<string, string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  mp3: ['mp3'],
  m4a: ['m4a', 'aac', 'mp4'],
  mp4: ['mp4', 'm4v'],
  mov: ['mov', 'qt', 'mp4'],
  ogg: ['ogg', 'oga', 'opus'],
  wav: ['wav', 'wave'],
};

const ascii = (b: Uint8Array, from: number, to: number) => Buffer.from(b.subarray(from, to)).toString('latin1');
const startsWith = (b: Uint8Array, bytes: number[], at = 0) =>
  b.length >= at + bytes.length && bytes.every((v, i) => b[at + i] === v);

/** An MPEG audio frame header (layer I-III, valid bitrate and sample rate), not AAC's ADTS nor JPEG. */
function isMpegFrame(b: Uint8Array, at = 0): boolean {
  if (b.length < at + 4 || b[at] !== 0xff || (b[at + 1]! & 0xe0) !== 0xe0) return false;
  const version = (b[at + 1]! >> 3) & 0x03;
  const layer = (b[at + 1]! >> 1) & 0x03;
  const bitrate = (b[at + 2]! >> 4) & 0x0f;
  const rate = (b[at + 2]! >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrate !== 0x0f && bitrate !== 0 && rate !== 3;
}

function sniffFtyp(b: Uint8Array): SniffedType | null {
  if (b.length < 12 || ascii(b, 4, 8) !== 'ftyp') return null;
  const brand = ascii(b, 8, 12);
  if (brand === 'M4A ' || brand === 'M4B ' || brand === 'M4P ') return T.m4a;
  if (brand === 'qt  ') return T.mov;
  if (/^(isom|iso[2-9]|mp41|mp42|avc1|M4V |dash|mmp4|MSNV|3gp[4-6]|f4v )$/.test(brand)) return T.mp4;
  return null;
}

/** The EBML DocType of a Matroska/WebM header. */
function sniffEbml(b: Uint8Array): SniffedType | null {
  if (!startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  const head = ascii(b, 4, Math.min(b.length, 64));
  return head.includes('webm') ? T.webm : null;
}

/**
 * The type of a file from its first bytes; null when it is none of the known types. Office files are zip
 * archives: `zip` is answered here and the archive's entries decide (see officeTypeOf).
 */
export function sniffType(b: Uint8Array): SniffedType | 'zip' | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return T.png;
  if (startsWith(b, [0xff, 0xd8, 0xff])) return T.jpg;
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return T.gif;
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF') {
    const form = ascii(b, 8, 12);
    if (form === 'WEBP') return T.webp;
    if (form === 'WAVE') return T.wav;
    return null;
  }
  if (b.length >= 4 && ascii(b, 0, 4) === 'OggS') return T.ogg;
  if (b.length >= 4 && ascii(b, 0, 4) === 'fLaC') return T.flac;
  if (b.length >= 10 && ascii(b, 0, 3) === 'ID3' && b[3]! <= 4) return T.mp3;
  if (isMpegFrame(b) && (b.length < 2000 || hasSecondFrame(b))) return T.mp3;
  const ftyp = sniffFtyp(b);
  if (ftyp) return ftyp;
  const ebml = sniffEbml(b);
  if (ebml) return ebml;
  if (b.length >= 5 && ascii(b, 0, 5) === '%PDF-') return T.pdf;
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const RATES_V1 = [44100, 48000, 32000];

/** A bare MPEG stream must show a second frame where the first one's length says (guards against noise). */
function hasSecondFrame(b: Uint8Array): boolean {
  const version = (b[1]! >> 3) & 0x03;
  const layer = (b[1]! >> 1) & 0x03;
  if (version !== 3 || layer !== 1) return true; // only MPEG-1 layer III lengths are checked; others pass
  const bitrate = BITRATES_V1_L3[(b[2]! >> 4) & 0x0f]! * 1000;
  const rate = RATES_V1[(b[2]! >> 2) & 0x03]!;
  const padding = (b[2]! >> 1) & 0x01;
  const length = Math.floor((144 * bitrate) / rate) + padding;
  return isMpegFrame(b, length);
}

/** The Office type of a zip archive from its entry names; null when it is some other zip. */
export function officeTypeOf(entryNames: string[]): SniffedType | null {
  if (!entryNames.includes('[Content_Types].xml')) return null;
  if (entryNames.some((n) => n.startsWith('word/'))) return T.docx;
  if (entryNames.some((n) => n.startsWith('xl/'))) return T.xlsx;
  if (entryNames.some((n) => n.startsWith('ppt/'))) return T.pptx;
  return null;
}

/** Entry names of a zip archive from its central directory, read from the archive's tail bytes. */
export function zipEntryNames(tail: Uint8Array): string[] {
  const buf = Buffer.from(tail);
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > buf.length) return [];
  const cdSize = buf.readUInt32LE(eocd + 12);
  let p = eocd - cdSize;
  if (p < 0) return [];
  const names: string[] = [];
  while (p + 46 <= eocd && buf.readUInt32LE(p) === 0x02014b50) {
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    names.push(buf.subarray(p + 46, p + 46 + nameLen).toString('utf8'));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

/** The file-name extensions that name a type. */
export function extsOf(type: SniffedType): string[] {
  return NAME_EXTS[type.ext] ?? [type.ext];
}

/**
 * Whether a file name's extension contradicts the content: a name without an extension, or with an unknown
 * one, says nothing; a known extension of another type is a lie.
 */
export function nameContradicts(name: string, type: SniffedType): boolean {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return false;
  const ext = name.slice(dot + 1).toLowerCase();
  const claimed = KNOWN_TYPES.filter((t) => extsOf(t).includes(ext));
  if (claimed.length === 0) return false;
  return !claimed.some((t) => t.ext === type.ext);
}
