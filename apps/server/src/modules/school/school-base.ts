import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../core/auth/auth-user';
import { AppError, ValidationError } from '../../core/errors';
import type { Locale } from '../../core/locale';
import type { SysOrgTable } from '../../db/types';
import type { DictField, DictOptions } from './school-dicts';
import type { SchoolRepository } from './school.repository';
import { canWriteOrg, type SchoolScope } from './school-scope';
import { COLUMN_LABELS, type ColumnKey, reasonText, type RowReason } from './school-texts';

/**
 * The school a write goes to: the given one, or the caller's own organisation when that is a school. Outside the
 * caller's scope a school is refused exactly as a school that does not exist.
 */
export async function writableSchool(
  repo: SchoolRepository,
  scope: SchoolScope,
  user: AuthUser,
  orgId: number | null | undefined,
): Promise<SysOrgTable> {
  const id = orgId || user.orgId;
  const school = id ? await repo.school(id) : undefined;
  if (!school || !canWriteOrg(scope, Number(school.id))) throw new AppError(orgId ? 'S1003' : 'S1106');
  return school;
}

/** Field errors of a form, localised; thrown as one ValidationError (code 400, field → messages). */
export class FieldErrors {
  private readonly fields: Record<string, string[]> = {};

  constructor(private readonly locale: Locale) {}

  add(field: string, column: ColumnKey, reason: RowReason, args: (string | number)[] = []): void {
    const name = COLUMN_LABELS[column][this.locale];
    const text = reasonText(reason, this.locale, args);
    const key = field[0]!.toUpperCase() + field.slice(1);
    this.fields[key] = [...(this.fields[key] ?? []), this.locale === 'en' ? `${name} ${text}` : `${name}${text}`];
  }

  /** A dictionary code of a form field must be one of its enabled items. */
  dict(field: string, column: ColumnKey, dict: DictOptions, code: string | null | undefined): void {
    if (code && !dict.items.some((i) => i.code === code)) {
      if (dict.items.length <= 12)
        this.add(field, column, 'notOption', [code, dict.items.map((i) => i.label).join('、')]);
      else this.add(field, column, 'invalidOption', [code]);
    }
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length) throw new ValidationError(this.fields);
  }
}

/** An empty optional text is no value. */
export const blank = (v: string | null | undefined): string | null => v?.trim() || null;

export type SchoolDicts = Record<DictField, DictOptions>;

export interface SchoolServiceDeps {
  ctx: AppContext;
  repo: SchoolRepository;
}
