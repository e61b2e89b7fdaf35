import type { ImportKind } from '@meiyu/contract';
import type { Locale } from '../../../core/locale';
import type { DictField } from '../school-dicts';
import { COLUMN_LABELS, type ColumnKey } from '../school-texts';

/** One column of an import template. */
export interface ColumnSpec {
  key: ColumnKey;
  /** Required; 'unlessClass': required unless the import targets one class. */
  required: boolean | 'unlessClass';
  /** The dictionary whose labels fill the column (a drop-down list in the template). */
  dict?: DictField;
  max: number;
  /** Stored as text (Excel would turn ID card numbers and phone numbers into numbers). */
  text?: boolean;
  width: number;
}

const COLUMNS: Record<ImportKind, ColumnSpec[]> = {
  students: [
    { key: 'realName', required: true, max: 32, width: 14 },
    { key: 'studentNo', required: true, max: 32, text: true, width: 18 },
    { key: 'gender', required: true, dict: 'gender', max: 16, width: 8 },
    { key: 'nation', required: false, dict: 'nation', max: 16, width: 12 },
    { key: 'idCard', required: false, max: 18, text: true, width: 22 },
    { key: 'grade', required: 'unlessClass', dict: 'grade', max: 16, width: 10 },
    { key: 'classNo', required: 'unlessClass', max: 4, width: 8 },
    { key: 'guardianPhone', required: false, max: 16, text: true, width: 16 },
    { key: 'account', required: false, max: 32, text: true, width: 18 },
  ],
  teachers: [
    { key: 'realName', required: true, max: 32, width: 14 },
    { key: 'phone', required: true, max: 16, text: true, width: 16 },
    { key: 'gender', required: false, dict: 'gender', max: 16, width: 8 },
    { key: 'idCard', required: false, max: 18, text: true, width: 22 },
    { key: 'educationLevel', required: false, dict: 'educationLevel', max: 16, width: 12 },
    { key: 'degree', required: false, dict: 'degree', max: 16, width: 10 },
    { key: 'title', required: false, dict: 'title', max: 16, width: 12 },
    { key: 'administrativeLevel', required: false, dict: 'administrativeLevel', max: 16, width: 12 },
    { key: 'mentorType', required: false, dict: 'mentorType', max: 16, width: 12 },
    { key: 'subject', required: false, dict: 'subject', max: 16, width: 10 },
    { key: 'classes', required: false, max: 500, width: 30 },
    { key: 'account', required: false, max: 32, text: true, width: 18 },
  ],
  classes: [
    { key: 'schoolYear', required: true, max: 9, text: true, width: 12 },
    { key: 'grade', required: true, dict: 'grade', max: 16, width: 10 },
    { key: 'classNo', required: true, max: 4, width: 8 },
    { key: 'className', required: false, max: 64, width: 16 },
    { key: 'headTeacher', required: false, max: 64, text: true, width: 18 },
    { key: 'remark', required: false, max: 256, width: 30 },
  ],
  schools: [
    { key: 'schoolName', required: true, max: 128, width: 26 },
    { key: 'schoolCode', required: true, max: 64, text: true, width: 16 },
    { key: 'schoolType', required: true, dict: 'schoolType', max: 32, width: 18 },
    { key: 'parentCode', required: true, max: 64, text: true, width: 16 },
    { key: 'regionCode', required: true, max: 12, text: true, width: 14 },
    { key: 'address', required: false, max: 256, width: 30 },
    { key: 'contactPerson', required: false, max: 64, width: 12 },
    { key: 'contactPhone', required: false, max: 32, text: true, width: 16 },
    { key: 'geographicalType', required: false, dict: 'geographicalType', max: 16, width: 10 },
  ],
};

export const columnsOf = (kind: ImportKind): ColumnSpec[] => COLUMNS[kind];

/** The header of a column in a language; required columns are marked with *. */
export function headerOf(spec: ColumnSpec, locale: Locale, byClass = false): string {
  const required = spec.required === true || (spec.required === 'unlessClass' && !byClass);
  return `${COLUMN_LABELS[spec.key][locale]}${required ? '*' : ''}`;
}

const normHeader = (s: string) => s.replace(/[*＊\s]/g, '').toLowerCase();

/** Finds a column by its header in any of the three languages (a template made in English imports as well). */
export function specOfHeader(kind: ImportKind, header: string): ColumnSpec | undefined {
  const text = normHeader(header);
  if (!text) return undefined;
  return COLUMNS[kind].find((c) => Object.values(COLUMN_LABELS[c.key]).some((label) => normHeader(label) === text));
}
