/**
 * A query string with some parameters set (a string value, '' for a bare flag such as `edit`) or
 * removed (null). Bare flags are written without `=` (`?edit`), as SPEC §2 spells edit mode.
 */
export function withQuery(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString().replace(/=(?=&|$)/g, '');
  return text ? `?${text}` : '';
}
