import ExcelJS from 'exceljs';
import type { Locale } from '../../core/locale';

export interface ExportColumn<R> {
  header: Record<Locale, string>;
  width: number;
  value: (row: R) => string | number | null;
}

/** One sheet with a bold, frozen header row; column headers in the caller's language. */
export async function buildWorkbook<R>(
  sheetName: string,
  columns: ExportColumn<R>[],
  rows: R[],
  locale: Locale,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Meiyu';
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({ header: c.header[locale], key: `c${i}`, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) {
    ws.addRow(Object.fromEntries(columns.map((c, i) => [`c${i}`, c.value(row) ?? ''])));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
