import { isSchoolType } from '@meiyu/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** The dictionaries school records use, by field. */
export const SCHOOL_DICTS = {
  gender: 'gender',
  nation: 'nation',
  grade: 'grade',
  educationLevel: 'education_level',
  degree: 'degree',
  title: 'title',
  administrativeLevel: 'administrative_level',
  mentorType: 'mentor_type',
  subject: 'subject',
  // The school import's columns: the school labels of org_type (filtered below) and urban/rural.
  schoolType: 'org_type',
  geographicalType: 'geographical_type',
} as const;

/** Fields that offer only part of their dictionary. */
const ONLY: Partial<Record<DictField, (code: string) => boolean>> = { schoolType: isSchoolType };

export type DictField = keyof typeof SCHOOL_DICTS;

export interface DictOptions {
  /** Enabled items in their order: code and label. */
  items: { code: string; label: string }[];
  labelOf: (code: string | null | undefined) => string | undefined;
  /** The code of a label (or of a code typed as is), ignoring case and surrounding space. */
  codeOf: (text: string) => string | undefined;
}

const norm = (s: string) => s.trim().toLowerCase();

/**
 * The current items of the school dictionaries, read at the time of use: a bureau may rename a label, and the
 * templates, imports and exports follow at once.
 */
export async function loadSchoolDicts(db: Kysely<DB>): Promise<Record<DictField, DictOptions>> {
  const rows = await db
    .selectFrom('sys_dict_data as d')
    .innerJoin('sys_dict_type as t', 't.id', 'd.dict_type_id')
    .select(['t.code as type', 'd.code', 'd.value', 'd.status'])
    .where('t.code', 'in', Object.values(SCHOOL_DICTS))
    .where('t.is_delete', '=', 0)
    .where('d.is_delete', '=', 0)
    .orderBy('d.order_no')
    .orderBy('d.code')
    .execute();
  const out = {} as Record<DictField, DictOptions>;
  for (const [field, type] of Object.entries(SCHOOL_DICTS) as [DictField, string][]) {
    const only = ONLY[field];
    const all = rows.filter((r) => r.type === type && (!only || only(r.code)));
    const items = all.filter((r) => r.status === 1).map((r) => ({ code: r.code, label: r.value }));
    const labels = new Map(all.map((r) => [r.code, r.value]));
    const byText = new Map<string, string>();
    for (const i of items) byText.set(norm(i.code), i.code);
    // Labels win over codes when both match ('1' is a code of grade, never a label).
    for (const i of items) byText.set(norm(i.label), i.code);
    out[field] = {
      items,
      labelOf: (code) => (code === null || code === undefined ? undefined : labels.get(code)),
      codeOf: (text) => byText.get(norm(text)),
    };
  }
  return out;
}
