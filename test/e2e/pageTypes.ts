/**
 * One address of every public page type in both languages (the route table of shared/routes), for
 * the accessibility test (axe) and the HTML validator test. Detail pages are found the way a visitor
 * finds them: the first matching link of their list page's server HTML.
 */
import type { Browser } from 'puppeteer';
import { openBrowser } from './browser';
import { baseUrl as visitBase } from './visit';

export interface PageType {
  name: string;
  path: string;
  /** the page answers this status (404 for the not-found page) */
  status: number;
}

interface Listed {
  name: string;
  list: Record<'de' | 'en', string>;
  link: Record<'de' | 'en', RegExp>;
}

const FIXED: { name: string; de: string; en: string | null; status?: number }[] = [
  { name: 'home', de: '/de', en: '/en' },
  { name: 'content page', de: '/de/ueber-uns', en: '/en/about' },
  { name: 'concerts', de: '/de/konzerte', en: '/en/concerts' },
  { name: 'stories', de: '/de/stories', en: '/en/stories' },
  { name: 'story category', de: '/de/stories/lesen', en: '/en/stories?category=read' },
  { name: 'tags', de: '/de/stories/tags', en: '/en/stories/tags' },
  { name: 'orchestra', de: '/de/orchester', en: '/en/orchestra' },
  { name: 'press', de: '/de/presse', en: '/en/press' },
  { name: 'subscriptions', de: '/de/abonnement', en: '/en/abonnements' },
  { name: 'form', de: '/de/forms/kontakt', en: '/en/forms/kontakt' },
  { name: 'newsletter', de: '/de/newsletter', en: '/en/newsletter' },
  { name: 'search', de: '/de/search?query=Konzerte', en: '/en/search?query=concert' },
  { name: 'cms hub', de: '/cms-hub', en: null },
  { name: 'not found', de: '/de/gibt-es-nicht', en: '/en/no-such-page', status: 404 },
];

const LISTED: Listed[] = [
  { name: 'concert', list: { de: '/de/konzerte', en: '/en/concerts' }, link: { de: /^\/de\/konzerte\/[^/"]+\/\d+$/, en: /^\/en\/concerts\/[^/"]+\/\d+$/ } },
  { name: 'story', list: { de: '/de/stories', en: '/en/stories' }, link: { de: /^\/de\/stories\/(?!tags\/)[^/"]+\/\d+$/, en: /^\/en\/stories\/(?!tags\/)[^/"]+\/\d+$/ } },
  { name: 'tag', list: { de: '/de/stories/tags', en: '/en/stories/tags' }, link: { de: /^\/de\/stories\/tags\/[^/"]+$/, en: /^\/en\/stories\/tags\/[^/"]+$/ } },
  { name: 'person', list: { de: '/de/orchester', en: '/en/orchestra' }, link: { de: /^\/de\/orchester\/[^/"]+\/\d+$/, en: /^\/en\/orchestra\/[^/"]+\/\d+$/ } },
  { name: 'press directory', list: { de: '/de/presse', en: '/en/press' }, link: { de: /^\/de\/presse\/[^/"]+\/\d+$/, en: /^\/en\/press\/[^/"]+\/\d+$/ } },
  { name: 'subscription', list: { de: '/de/abonnement', en: '/en/abonnements' }, link: { de: /^\/de\/subscriptions\/[^/"]+\/\d+$/, en: /^\/en\/subscriptions\/[^/"]+\/\d+$/ } },
];

async function firstLink(baseUrl: string, list: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${baseUrl}${list}`)).text();
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')).find((h) => pattern.test(h));
  if (!href) throw new Error(`no link matching ${String(pattern)} on ${list}`);
  return href;
}

/** The names of pageTypes()'s entries, known before the server is asked (for test.each). */
export function pageTypeNames(): string[] {
  return [
    ...FIXED.flatMap((f) => [`${f.name} (de)`, ...(f.en ? [`${f.name} (en)`] : [])]),
    ...LISTED.flatMap((l) => [`${l.name} (de)`, `${l.name} (en)`]),
  ];
}

/** Every page type in both languages (the cms hub has one address), detail pages found on their lists. */
export async function pageTypes(baseUrl: string): Promise<PageType[]> {
  const result: PageType[] = [];
  for (const f of FIXED) {
    result.push({ name: `${f.name} (de)`, path: f.de, status: f.status ?? 200 });
    if (f.en) result.push({ name: `${f.name} (en)`, path: f.en, status: f.status ?? 200 });
  }
  for (const l of LISTED) {
    for (const locale of ['de', 'en'] as const) {
      result.push({ name: `${l.name} (${locale})`, path: await firstLink(baseUrl, l.list[locale], l.link[locale]), status: 200 });
    }
  }
  return result;
}

/** A Chromium and every page type (its path, its status) by name, opened before a file's tests and closed after. */
export function browserWithPageTypes(): { browser: Browser; paths: Record<string, string>; types: Record<string, PageType> } {
  const state = {} as { browser: Browser; paths: Record<string, string>; types: Record<string, PageType> };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ browser: state.browser, close } = await openBrowser());
    state.types = Object.fromEntries((await pageTypes(visitBase())).map((type) => [type.name, type]));
    state.paths = Object.fromEntries(Object.values(state.types).map((type) => [type.name, type.path]));
  });
  afterAll(() => close?.());
  return state;
}
