/**
 * Links that lead nowhere (issue 26 item 6), asked of the back end's link check
 * (docs/api/pageeditor.md, finders): the link field and the rich text's link dialog warn while an
 * address is typed or picked (`useLinkCheck`), and the content checks list the page's links whose
 * address is missing (`useMissingLinks`). A failed check warns of nothing: checks never block.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/constants';
import { LINK_CHECK_MAX_URLS, type LinkCheck, type LinkCheckAnswer } from '../../../shared/contract/finders';
import { isSiteAddress } from '../../../shared/checks/contentIssues';
import type { ApiClient } from '../../../shared/api/client';
import { SEARCH_DEBOUNCE_MS, useApi, useLoad } from '../finders/api';

export const linkCheckPaths = {
  one: (locale: Locale, url: string) => `/${locale}/pageeditor-api/finder/links/check/?${new URLSearchParams({ url })}`,
  many: (locale: Locale) => `/${locale}/pageeditor-api/finder/links/check/`,
};

/** How long an answer is reused for the content checks (another tab may create the page meanwhile). */
export const LINK_CHECK_TTL_MS = 30_000;

/** What `url` leads to once the back end answered; null while typing, for other addresses, or when the check failed. */
export function useLinkCheck(url: string, locale: Locale): LinkCheck | null {
  const address = url.trim();
  const { data } = useLoad<LinkCheck>(address && isSiteAddress(address) ? linkCheckPaths.one(locale, address) : null, SEARCH_DEBOUNCE_MS);
  return data && data.url === address ? data : null;
}

const answers = new Map<string, { at: number; status: LinkCheck['status'] }>();

/** The addresses of `urls` that lead nowhere; asks only for those without a fresh answer. */
export async function missingLinks(api: ApiClient, locale: Locale, urls: readonly string[], now = Date.now()): Promise<Set<string>> {
  const key = (url: string) => `${locale} ${url}`;
  const ask = urls.filter((url) => {
    const known = answers.get(key(url));
    return !known || now - known.at > LINK_CHECK_TTL_MS;
  });
  for (let start = 0; start < ask.length; start += LINK_CHECK_MAX_URLS) {
    const batch = ask.slice(start, start + LINK_CHECK_MAX_URLS);
    const answer = await api.send<LinkCheckAnswer>('POST', linkCheckPaths.many(locale), { urls: batch });
    for (const link of answer.links) answers.set(key(link.url), { at: now, status: link.status });
  }
  return new Set(urls.filter((url) => answers.get(key(url))?.status === 'missing'));
}

/**
 * The page's site addresses (`urls`, siteLinksOf) that lead nowhere: undefined until the first
 * answer; asked again when the addresses change and when `refresh` changes (the panel opens).
 */
export function useMissingLinks(urls: readonly string[], locale: Locale, refresh: unknown): ReadonlySet<string> | undefined {
  const api = useApi();
  const key = `${locale}\n${[...urls].sort().join('\n')}`;
  const [result, setResult] = useState<{ key: string; missing: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    let current = true;
    const list = key.split('\n').slice(1).filter(Boolean);
    const timer = setTimeout(() => {
      missingLinks(api, locale, list).then(
        (missing) => current && setResult({ key, missing }),
        () => current && setResult({ key, missing: new Set() }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, key, locale, refresh]);
  // until the new answer, the last one stays (a link added does not make the count jump to 0 and back)
  return result?.missing;
}
