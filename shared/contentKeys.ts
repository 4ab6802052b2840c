/**
 * Content keys (issue 40): what a back-end answer read, and what a content change touched, named
 * the same way, so a change drops exactly the cached answers and pages that read what it changed.
 *
 *   `event:4`, `story:15`, `person:3`, `page:7`   one object (its fields and its published sections)
 *   `events:list`, `stories:list`, `persons:list`  a collection whose membership or order can change
 *                                                 (and, for persons and stories, any of their
 *                                                 contents shown elsewhere: a performer, a teaser)
 *   `nav`, `venues`, `genres`, `press`, …          a collection read as a whole
 *   `*`                                           everything: an answer that names it is dropped by
 *                                                 every change; a change that names it drops everything
 *
 * An answer carries its keys in `X-Content-Keys` (space-separated); the back end publishes the keys
 * of every change with its content version (cms/db/contentVersion.ts, the version stream). When it is
 * unsure what it read or touched, it says `*` (docs/api.md, "Content keys", lists where).
 */

/** the key of everything */
export const ALL_KEYS = '*';

/** The keys' separator in headers, the version stream and NOTIFY payloads. */
const SEPARATOR = ' ';

/** One well-formed key: a kind, an optional `:id` or `:list`; or `*`. */
const KEY = /^(?:\*|[a-z][a-z-]{0,31}(?::[a-z0-9-]{1,32})?)$/;

export const isContentKey = (key: string): boolean => KEY.test(key);

/**
 * Which container sections exist under which slug: a publish of any owner touches it (a slug may
 * appear or go), and a section looked up by its slug reads it (a concert's own section, or its 404).
 */
export const SECTIONS_KEY = 'sections:list';

/** The object key of a kind and id: `event:4`. */
export const objectKey = (kind: string, id: number | string): string => `${kind}:${id}`;

/** The collection key of a kind: `events:list`. */
export const listKey = (plural: string): string => `${plural}:list`;

/** Keys as a header or stream value (sorted, unique). An empty list is the empty string. */
export function formatKeys(keys: Iterable<string>): string {
  const unique = [...new Set(keys)];
  return unique.includes(ALL_KEYS) ? ALL_KEYS : unique.sort().join(SEPARATOR);
}

/**
 * Keys from a header or stream value; null when there is none or one of them is malformed (then
 * nobody can say what it names: the caller treats it as `*`). A repeated header: the first counts.
 */
export function parseKeys(value: string | readonly string[] | null | undefined): string[] | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return null;
  const keys = raw.split(SEPARATOR).filter((key) => key !== '');
  return keys.every(isContentKey) ? keys : null;
}

/** Whether a change that touched `changed` may change what an answer or page that read `read` shows. */
export function touches(changed: ReadonlySet<string> | readonly string[], read: ReadonlySet<string> | readonly string[]): boolean {
  const has = (keys: ReadonlySet<string> | readonly string[], key: string) => (keys instanceof Set ? keys.has(key) : (keys as readonly string[]).includes(key));
  // a change that touched nothing (a publish with nothing to publish) changes nothing
  if ((changed instanceof Set ? changed.size : (changed as readonly string[]).length) === 0) return false;
  if (has(changed, ALL_KEYS) || has(read, ALL_KEYS)) return true;
  for (const key of changed) if (has(read, key)) return true;
  return false;
}
