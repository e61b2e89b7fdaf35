import type { Locale } from './locale';
import { CODED_MESSAGES, type ErrorCode, PLAIN_MESSAGES } from './messages';

/** A business error: travels as code 400 with '[code] text' in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    readonly status: 400 | 401 = 400,
  ) {
    super(errorCode);
  }
  text(locale: Locale): string {
    return `[${this.errorCode}] ${CODED_MESSAGES[this.errorCode][locale]}`;
  }
}

/** A business error whose message is plain text without a code (upstream's style for a few cases). */
export class PlainError extends Error {
  constructor(readonly zhText: string) {
    super(zhText);
  }
  text(locale: Locale): string {
    return PLAIN_MESSAGES[this.zhText]?.[locale] ?? this.zhText;
  }
}

/** Request validation failed: field → messages, already localised. */
export class ValidationError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('validation');
  }
}

export class UnauthorizedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export class ForbiddenError extends Error {}
