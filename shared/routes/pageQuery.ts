/**
 * The query parameters that change what a page shows (SPEC §2–§3): the story category, the persons
 * filter, the search text, the concerts filter and a list's later page (`page`, docs/seo.md). Everything else (utm_…, fbclid, a newsletter's
 * own parameters) changes nothing on the page. `edit` and `v` are the editor's and never part of a
 * visitor's page. The server renders anonymous pages at the normalised URL and keys its page cache
 * by it; the language switch links it, so server and browser markup agree whatever else the URL held.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = ['categories', 'category', 'date', 'genre', 'is_ensemble', 'page', 'query', 'tag', 'venue'];

/** Edit mode (SPEC §2): `?edit` with no value, e.g. `/de/ueber-uns?edit`. */
export const EDIT_QUERY = 'edit';

/** A stored version of a page (SPEC §2: `?v={version id}`), for editors only (the server sends visitors to the URL without it). */
export const VERSION_QUERY = 'v';

/**
 * The editor's device preview (docs/editor.md): the page as visitors see it, the draft for a signed-in
 * editor, inside the editor's frames, without the cookie banner and the staff links (`?preview`).
 */
export const PREVIEW_QUERY = 'preview';

/** Parameters that make a request the editor's (never cached, never normalised away). */
export const EDITOR_QUERY_PARAMS: readonly string[] = [EDIT_QUERY, VERSION_QUERY, PREVIEW_QUERY];

/** Edit mode: the `edit` query parameter present with no value (`?edit`, `?edit=`). */
export function isEditMode(search: string | URLSearchParams): boolean {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return query.get(EDIT_QUERY) === '';
}

/** The device preview's frame: the `preview` query parameter present. */
export function isPreviewFrame(search: string | URLSearchParams): boolean {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return query.has(PREVIEW_QUERY);
}

let openedAsPreview: boolean | undefined;

/**
 * The preview frame, decided once per document in the browser (the address it was opened with), so a
 * link followed inside the frame stays in the preview; on the server the request's own query decides.
 */
export function inPreviewFrame(search: string | URLSearchParams): boolean {
  if (typeof window === 'undefined') return isPreviewFrame(search);
  openedAsPreview ??= isPreviewFrame(window.location.search);
  return openedAsPreview || isPreviewFrame(search);
}

const ALLOWED = new Set(PAGE_QUERY_PARAMS);

/** `?a=1&utm_source=x&category=lesen` → `?category=lesen`: the allowed parameters, sorted; '' when none. */
export function normalizePageQuery(search: string | URLSearchParams): string {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept: [string, string][] = [];
  for (const [name, value] of query) if (ALLOWED.has(name)) kept.push([name, value]);
  if (!kept.length) return '';
  // stable order: by name, then by position (a repeated name keeps its values' order)
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `?${new URLSearchParams(kept).toString()}`;
}

/** The language switch's query: the page's own parameters, and edit mode kept for editors (`?edit`, SPEC §2). */
export function languageSwitchQuery(search: string): string {
  const query = new URLSearchParams(search);
  const page = normalizePageQuery(query);
  if (!query.has(EDIT_QUERY)) return page;
  return page ? `${page}&${EDIT_QUERY}` : `?${EDIT_QUERY}`;
}
