import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../../test/school-fixtures';
import { columnLetter, isXlsx, readFirstSheet, zipEntries } from './xlsx-reader';

async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('学生');
  ws.addRow(['姓名', '学号']);
  ws.addRow(['张三', { formula: 'A1&"x"', result: 'x' }]);
  ws.addRow([{ richText: [{ text: '李' }, { text: '四' }] }, 12]);
  ws.addRow([null, null]);
  wb.addWorksheet('second').addRow(['never read']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('xlsx by content', () => {
  it('recognises an xlsx by its ZIP parts, not its name', async () => {
    const bytes = await workbook();
    expect(isXlsx(bytes)).toBe(true);
    expect(zipEntries(bytes)?.map((e) => e.name)).toContain('xl/workbook.xml');
    expect(isXlsx(zipOf({ 'word/document.xml': '<w/>', '[Content_Types].xml': '<Types/>' }))).toBe(false);
    expect(isXlsx(Buffer.from('PK\x03\x04 but not a zip'))).toBe(false);
    expect(isXlsx(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))).toBe(false);
    expect(isXlsx(Buffer.alloc(0))).toBe(false);
  });

  it('streams the first sheet: text, formulas flagged, rich text joined', async () => {
    const rows = [];
    for await (const row of readFirstSheet(await workbook())) rows.push(row);
    // The empty row 4 comes through (the import skips it); the second sheet never does.
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3, 4]);
    expect(rows[3]!.cells.every((c) => c === null)).toBe(true);
    expect(rows[1]!.cells).toEqual([{ text: '张三' }, { formula: true }]);
    expect(rows[2]!.cells).toEqual([{ text: '李四' }, { text: '12' }]);
  });

  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});
