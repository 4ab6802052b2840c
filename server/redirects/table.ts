/**
 * The redirect table of the back end (SPEC §4, §7: GET {cms}/{locale}/pageeditor-api/redirect),
 * held in memory for REDIRECT_TABLE_TTL_MS. Instances behind a router must agree within a second of
 * an editor's change, so an entry older than that is fetched again before it is used (one shared
 * request per locale at a time); a failed fetch is ignored (SPEC §8): the last good table stays,
 * or none. The back end's X-Content-Version is kept so a refresh that finds the same version does
 * not rebuild the index. Between refreshes, the table stays in use while it was read at the current
 * content version and some back-end answer confirmed that version within the TTL
 * (the site's tracker, server/api/contentVersion.ts): under traffic the page views' own answers confirm it, so the
 * table is fetched again only after a change. A table read at an older version than the current one
 * is never used, however young: a page rendered with it would store a 404 for a redirect created
 * since, valid in the page cache until the next change.
 */
import { CONTENT_VERSION_HEADER, type Locale } from '../../shared/constants';
import type { RedirectEntry } from '../../shared/contract/pages';
import { redirectSourceKey } from '../../shared/sitePath';
import { parseVersion, type ContentVersion } from '../api/contentVersion';

/** How old a table may be before a request refreshes it: the one-second agreement of ARCHITECTURE.md. */
export const REDIRECT_TABLE_TTL_MS = 1000;

export interface RedirectTableOptions {
  cmsUrl: string;
  timeoutMs: number;
  /** the site's content version: the table's answers report to it, and it says when the table is out of date */
  version: ContentVersion;
  ttlMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

interface Entry {
  fetchedAt: number;
  version: string | null;
  byPath: Map<string, string>;
}

export function indexRedirects(entries: RedirectEntry[]): Map<string, string> {
  const byPath = new Map<string, string>();
  for (const entry of entries) {
    const key = redirectSourceKey(entry.old_path);
    // the exact spelling wins over its trailing-slash twin
    if (!byPath.has(key) || entry.old_path === key) byPath.set(key, entry.new_path);
  }
  return byPath;
}

export interface RedirectTable {
  /** new_path for a request path, or null (also when the table cannot be read) */
  lookup(locale: Locale, path: string): Promise<string | null>;
}

export function createRedirectTable(options: RedirectTableOptions): RedirectTable {
  const ttl = options.ttlMs ?? REDIRECT_TABLE_TTL_MS;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const entries = new Map<Locale, Entry>();
  const inFlight = new Map<Locale, Promise<Entry | null>>();

  async function refresh(locale: Locale): Promise<Entry | null> {
    const previous = entries.get(locale) ?? null;
    try {
      const response = await doFetch(`${options.cmsUrl}/${locale}/pageeditor-api/redirect`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`redirect table: HTTP ${response.status}`);
      const version = response.headers.get(CONTENT_VERSION_HEADER);
      options.version.observe(version, now());
      const list = (await response.json()) as RedirectEntry[];
      const byPath = previous && version !== null && previous.version === version ? previous.byPath : indexRedirects(list);
      const entry = { fetchedAt: now(), version, byPath };
      entries.set(locale, entry);
      return entry;
    } catch {
      // ignored (SPEC §8); try again on the next request after the TTL
      if (previous) previous.fetchedAt = now();
      return previous;
    }
  }

  /** read at a version older than one seen since */
  function outdated(entry: Entry): boolean {
    const read = parseVersion(entry.version);
    const known = options.version.latest;
    return read !== null && known !== null && read < known;
  }

  function shared(locale: Locale): Promise<Entry | null> {
    let pending = inFlight.get(locale);
    if (!pending) {
      pending = refresh(locale).finally(() => inFlight.delete(locale));
      inFlight.set(locale, pending);
    }
    return pending;
  }

  async function current(locale: Locale): Promise<Entry | null> {
    const entry = entries.get(locale);
    if (entry && !outdated(entry)) {
      if (now() - entry.fetchedAt < ttl) return entry;
      // still the content version that a back-end answer reported within the TTL: nothing has changed
      if (entry.version !== null && parseVersion(entry.version) === options.version.latest && now() - options.version.seenAt < ttl) return entry;
    }
    const fetched = await shared(locale);
    // a refresh already under way may have read the table before the change this request knows of
    return fetched && outdated(fetched) ? shared(locale) : fetched;
  }

  return {
    async lookup(locale, path) {
      const entry = await current(locale);
      return entry?.byPath.get(redirectSourceKey(path)) ?? null;
    },
  };
}
