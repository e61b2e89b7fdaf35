/** One field of an operation: its value before and after, and whether it changed. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const show = (v: unknown): string | null => {
  if (v === undefined) return null;
  if (v === null) return 'null';
  return typeof v === 'string' ? v : JSON.stringify(v);
};

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text.endsWith('…') ? text.slice(0, -1) : text);
  } catch {
    return text;
  }
}

/**
 * Field-by-field comparison of an operation's JSON values. Objects are compared key by key (changed fields
 * first); anything else is one row named "value".
 */
export function diffRecords(beforeText: string | null, afterText: string | null): FieldChange[] {
  const before = parse(beforeText);
  const after = parse(afterText);
  const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObj(before) && !isObj(after)) {
    const b = show(before);
    const a = show(after);
    return b === null && a === null ? [] : [{ field: 'value', before: b, after: a, changed: b !== a }];
  }
  const b = isObj(before) ? before : {};
  const a = isObj(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = keys.map((field) => {
    const bv = field in b ? show(b[field]) : null;
    const av = field in a ? show(a[field]) : null;
    return { field, before: bv, after: av, changed: bv !== av };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}
