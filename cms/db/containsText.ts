/**
 * The text filter of lists (the admin's `q`, the editor's finders and media library): the columns
 * joined contain the text anywhere, case- and accent-insensitively (`cms_unaccent`, migration 0000);
 * `%`, `_` and `\` in the text match themselves.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** No condition for an empty text. */
export function containsText(text: string | undefined, columns: readonly (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const joined = sql.join(
    columns.map((c) => sql`${c}`),
    sql`, `,
  );
  return sql`cms_unaccent(concat_ws(' ', ${joined})) ILIKE cms_unaccent(${`%${escapeLike(text)}%`})`;
}
