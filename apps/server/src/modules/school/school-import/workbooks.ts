import { IMPORT_MAX_ROWS, type ImportKind } from '@meiyu/contract';
import ExcelJS from 'exceljs';
import type { Locale } from '../../../core/locale';
import type { SchoolDicts } from '../school-base';
import { COLUMN_HINTS, COLUMN_LABELS, SHEET_TEXTS, sheetText } from '../school-texts';
import { columnsOf, headerOf } from './import-columns';
import { type ImportJob, issueText } from './import-jobs';
import { columnLetter } from './xlsx-reader';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
const LISTS_SHEET = 'lists';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download's Content-Disposition, with the UTF-8 name for browsers and an ASCII fallback. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function styleHeader(row: ExcelJS.Row): void {
  row.font = { bold: true };
  row.height = 22;
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: 'middle' };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF9DB4D8' } } };
  });
}

/**
 * The import template of a kind, in the caller's language: the header row (required columns marked *), columns
 * kept as text where Excel would turn digits into numbers, drop-down lists of the dictionaries' current labels, a
 * guide sheet, and a hidden sheet holding the lists.
 */
export async function templateWorkbook(kind: ImportKind, locale: Locale, dicts: SchoolDicts): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Meiyu';
  const sheet = wb.addWorksheet(SHEET_TEXTS[kind][locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  const guide = wb.addWorksheet(SHEET_TEXTS.guide[locale]);
  const lists = wb.addWorksheet(LISTS_SHEET, { state: 'veryHidden' });
  const specs = columnsOf(kind);
  sheet.columns = specs.map((spec) => ({
    header: headerOf(spec, locale),
    key: spec.key,
    width: spec.width,
    style: spec.text ? { numFmt: '@' } : {},
  }));
  styleHeader(sheet.getRow(1));
  // exceljs writes range validations (one <dataValidation> per column) but its typings only know cell validations.
  const validations = (sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } })
    .dataValidations;
  let listColumn = 0;
  specs.forEach((spec, i) => {
    if (!spec.dict) return;
    const labels = dicts[spec.dict].items.map((item) => item.label);
    if (!labels.length) return;
    listColumn++;
    labels.forEach((label, r) => {
      lists.getCell(r + 1, listColumn).value = label;
    });
    const letter = columnLetter(listColumn - 1);
    const target = columnLetter(i);
    validations.add(`${target}2:${target}${IMPORT_MAX_ROWS + 1}`, {
      type: 'list',
      allowBlank: spec.required !== true,
      formulae: [`'${LISTS_SHEET}'!$${letter}$1:$${letter}$${labels.length}`],
      showErrorMessage: true,
      errorStyle: 'stop',
      error: sheetText('badOption', locale),
    });
  });

  guide.columns = [{ width: 20 }, { width: 26 }, { width: 90 }];
  for (const line of SHEET_TEXTS.guideLines[locale].split('|')) guide.addRow([line]).font = { size: 11 };
  guide.addRow([]);
  styleHeader(
    guide.addRow([sheetText('column', locale), sheetText('requiredOrNot', locale), sheetText('notes', locale)]),
  );
  for (const spec of specs) {
    const required =
      spec.required === 'unlessClass'
        ? sheetText('requiredUnlessClass', locale)
        : sheetText(spec.required ? 'required' : 'optional', locale);
    const notes: string[] = [];
    if (spec.dict) {
      const labels = dicts[spec.dict].items.map((item) => item.label);
      notes.push(labels.length <= 12 ? sheetText('options', locale, labels.join('、')) : sheetText('pickList', locale));
    }
    const hint = COLUMN_HINTS[spec.key];
    if (hint) notes.push(hint[locale]);
    guide.addRow([COLUMN_LABELS[spec.key][locale], required, notes.join('；')]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Every rejected row with its row number, column and reason, followed by the row's cells as the file had them. */
export async function rejectedRowsWorkbook(job: ImportJob, locale: Locale): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(SHEET_TEXTS.errors[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: COLUMN_LABELS.row[locale], width: 8 },
    { header: COLUMN_LABELS.column[locale], width: 18 },
    { header: COLUMN_LABELS.reason[locale], width: 48 },
    ...job.headers.map((h) => ({ header: h, width: 14, style: { numFmt: '@' } })),
  ];
  styleHeader(sheet.getRow(1));
  for (const issue of job.issues) {
    const text = issueText(issue, locale);
    const row = sheet.addRow([text.row, text.column ?? '', text.reason, ...(job.rejected.get(issue.row) ?? [])]);
    row.getCell(3).font = { color: { argb: 'FFCF1322' } };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
