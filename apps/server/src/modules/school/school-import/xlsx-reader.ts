import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** An xlsx file's parts, as its ZIP central directory lists them. */
export interface ZipEntry {
  name: string;
  size: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/**
 * Reads the ZIP central directory: the names and uncompressed sizes of the parts, or null when the bytes are not a
 * ZIP archive. An xlsx is recognised by content (a ZIP holding xl/workbook.xml), never by its file name.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return null;
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 65535 bytes.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    // 0xffffffff marks a ZIP64 size: far beyond anything an import needs.
    entries.push({ name, size: size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Unpacked, a genuine 60 000-row sheet is some tens of MB; far more is a ZIP bomb, refused before reading. */
const MAX_UNPACKED = 512 * 1024 * 1024;

export function isXlsx(bytes: Buffer): boolean {
  const entries = zipEntries(bytes);
  if (!entries) return false;
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('xl/workbook.xml') || !names.has('[Content_Types].xml')) return false;
  return entries.reduce((sum, e) => sum + e.size, 0) <= MAX_UNPACKED;
}

/** A cell as the import sees it: text, or why it cannot be used. */
export type CellText = { text: string } | { formula: true } | { bad: true };

export interface SheetRow {
  /** The spreadsheet's row number (1 = header). */
  number: number;
  /** Cells by column index, 0-based (column A = 0). */
  cells: (CellText | null)[];
}

function textOf(value: unknown): CellText | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number') return { text: Number.isInteger(value) ? String(value) : String(value) };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE' };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10) };
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) return { formula: true };
    if ('error' in v) return { bad: true };
    if (Array.isArray(v.richText)) {
      return { text: (v.richText as { text?: string }[]).map((r) => r.text ?? '').join('') };
    }
    if (typeof v.text === 'string') return { text: v.text };
  }
  return { bad: true };
}

/**
 * The rows of the workbook's first sheet, streamed: the file is never loaded as a whole workbook, so a
 * 60 000-row import keeps a small, steady memory footprint.
 */
export async function* readFirstSheet(bytes: Buffer): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as unknown[];
      const cells: (CellText | null)[] = [];
      // row.values is 1-based: index 0 is always empty.
      for (let i = 1; i < values.length; i++) cells.push(textOf(values[i]));
      yield { number: row.number, cells };
    }
    // Only the first sheet holds data; the guide and the option lists follow it.
    return;
  }
}

/** Column letters of a 0-based index: 0 → A, 27 → AB. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
