import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import type { ZodType, z } from 'zod';
import type { Locale } from './locale';
import { FIELD_MESSAGES, fill, GENERIC_MESSAGES } from './messages';

/** Thrown by the validator; the error handler localises it with the caller's language. */
export class SchemaError extends Error {
  statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('schema');
  }
}

function shapeKeys(schema: ZodType): string[] | null {
  const def = (
    schema as { def?: { type?: string; shape?: Record<string, unknown>; in?: ZodType; innerType?: ZodType } }
  ).def;
  if (!def) return null;
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe' && def.in) return shapeKeys(def.in);
  if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType)
    return shapeKeys(def.innerType);
  return null;
}

/** Upstream binds body and query keys case-insensitively (the generated client sends `Code`, `Id`…). */
export function bindKeys(data: unknown, schema: ZodType): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const keys = shapeKeys(schema);
  if (!keys) return data;
  const byLower = new Map(keys.map((k) => [k.toLowerCase(), k]));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data as Record<string, unknown>)) {
    const target = byLower.get(k.toLowerCase()) ?? k;
    if (!(target in out) || k === target) out[target] = v;
  }
  return out;
}

export function lenientValidatorCompiler({ schema }: FastifyRouteSchemaDef<ZodType>) {
  return (data: unknown) => {
    const result = schema.safeParse(bindKeys(data, schema));
    if (result.success) return { value: result.data };
    return { error: new SchemaError(result.error.issues) };
  };
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

function issueText(issue: z.core.$ZodIssue, field: string, locale: Locale): string {
  const known = FIELD_MESSAGES[issue.message];
  if (known) return known[locale];
  const g = GENERIC_MESSAGES;
  const name = locale === 'en' ? `${field} ` : field;
  switch (issue.code) {
    case 'invalid_type':
      if ((issue as { input?: unknown }).input === undefined) return name + g.required[locale];
      return name + fill(g.invalidType[locale], issue.expected);
    case 'too_big':
      return issue.origin === 'string'
        ? name + fill(g.tooLong[locale], Number(issue.maximum))
        : name + fill(g.tooBig[locale], Number(issue.maximum));
    case 'too_small':
      return issue.origin === 'string'
        ? name + fill(g.tooShort[locale], Number(issue.minimum))
        : name + fill(g.tooSmall[locale], Number(issue.minimum));
    case 'invalid_value':
    case 'invalid_union':
      return name + g.invalidValue[locale];
    default:
      return name + g.invalid[locale];
  }
}

/** Field → messages, keys in upstream's server-side PascalCase property style. */
export function localiseIssues(issues: z.core.$ZodIssue[], locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = capitalise(issue.path.map(String).join('.')) || 'Body';
    const text = issueText(issue, field, locale);
    out[field] = [...(out[field] ?? []), text];
  }
  return out;
}
