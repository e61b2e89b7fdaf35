import { ValidationError } from './errors';
import { FIELD_MESSAGES } from './messages';
import { currentRequest } from './request-context';

/**
 * Field checks a schema cannot express (the contract's validators on phone, ID card, e-mail, account …), collected
 * and thrown together as the same field → messages shape schema errors have, in the caller's language.
 */
export class FieldErrors {
  private readonly fields: Record<string, string[]> = {};

  /** `zhText` is a key of FIELD_MESSAGES; `field` the PascalCase property name the client sees. */
  add(field: string, zhText: string): this {
    const locale = currentRequest()?.locale ?? 'zh-cn';
    const text = FIELD_MESSAGES[zhText]?.[locale] ?? zhText;
    this.fields[field] = [...(this.fields[field] ?? []), text];
    return this;
  }

  check(ok: boolean, field: string, zhText: string): this {
    return ok ? this : this.add(field, zhText);
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length) throw new ValidationError(this.fields);
  }
}
