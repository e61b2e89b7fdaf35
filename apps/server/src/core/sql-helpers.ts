import { type Expression, type SqlBool, sql } from 'kysely';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive "contains" that behaves the same on SQLite and PostgreSQL: wildcards in the text are
 * literal (SQLite needs the explicit ESCAPE clause for that).
 */
export function contains(column: Expression<string | null> | string, text: string): Expression<SqlBool> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<SqlBool>`lower(${ref}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;
}
