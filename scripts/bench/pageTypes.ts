/**
 * One page of every public page type of the site, for the visitor JavaScript budget (issue 4): the
 * fixed routes by path, the detail pages found through a link on their list page (the demo content
 * decides which object). Used by `npm run bench -- --js` and by test/e2e/budget.test.ts.
 */

export interface PageType {
  label: string;
  path: string;
}

/**
 * The visitor's budget: gzipped JavaScript of a first visit to any public page, the page's script
 * tags and the cookie manager (KiB). Issue 39's target since 2026-12-01 (175 before, set with the
 * real i18next and react-i18next in it: issue 23; docs/performance.md).
 */
export const VISITOR_JS_BUDGET_KIB = 160;

const FIXED: PageType[] = [
  { label: 'home', path: '/de' },
  { label: 'content page', path: '/de/ueber-uns' },
  { label: 'concerts', path: '/de/konzerte' },
  { label: 'subscriptions', path: '/de/abonnement' },
  { label: 'stories', path: '/de/stories' },
  { label: 'story tags', path: '/de/stories/tags' },
  { label: 'orchestra', path: '/de/orchester' },
  { label: 'press', path: '/de/presse' },
  { label: 'form', path: '/de/forms/kontakt' },
  { label: 'newsletter', path: '/de/newsletter' },
  { label: 'search results', path: '/de/search?query=konzert' },
  { label: 'content hub', path: '/cms-hub' },
  { label: 'not found', path: '/de/gibt-es-nicht' },
];

/** Detail pages: the first link matching `link` on the list page. */
const DETAILS: { label: string; list: string; link: RegExp }[] = [
  { label: 'concert detail', list: '/de/konzerte', link: /href="(\/de\/konzerte\/[^/"?#]+\/\d+)"/ },
  { label: 'subscription detail', list: '/de/abonnement', link: /href="(\/de\/subscriptions\/[^/"?#]+\/\d+)"/ },
  { label: 'story detail', list: '/de/stories', link: /href="(\/de\/stories\/(?!tags\/)[^/"?#]+\/\d+)"/ },
  { label: 'story tag', list: '/de/stories/tags', link: /href="(\/de\/stories\/tags\/[^/"?#]+)"/ },
  { label: 'person detail', list: '/de/orchester', link: /href="(\/de\/orchester\/[^/"?#]+\/\d+)"/ },
  { label: 'press directory', list: '/de/presse', link: /href="(\/de\/presse\/[^/"?#]+\/\d+)"/ },
];

/** Every page type; a detail page whose list shows no link is reported through `missing`. */
export async function pageTypes(origin: string, missing: (label: string) => void = () => {}): Promise<PageType[]> {
  const details: PageType[] = [];
  for (const { label, list, link } of DETAILS) {
    const html = await (await fetch(`${origin}${list}`)).text();
    const path = link.exec(html)?.[1];
    if (path) details.push({ label, path });
    else missing(label);
  }
  return [...FIXED, ...details];
}
