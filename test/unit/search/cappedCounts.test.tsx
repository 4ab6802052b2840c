/**
 * A capped search overview (docs/api/search.md) read only the newest matches: the page marks a count
 * as a lower bound ('7+') only for the kinds it may not have read whole (`capped_kinds`), and the
 * summary says 'Mindestens'.
 */
import SearchPage from '../../../client/pages/search/SearchPage';
import type { SearchOverview } from '../../../shared/contract/search';
import { html } from '../modules/render';

const hit = (kind: 'page' | 'event', id: number) => ({ kind, id, title: `${kind} ${id}`, url: `/de/${kind}-${id}`, snippet: '' });

function overview(capped: boolean): SearchOverview {
  const pages = [1, 2, 3, 4, 5].map((id) => hit('page', id));
  const events = [1, 2, 3, 4, 5].map((id) => hit('event', id));
  return {
    query: 'Sinfonie',
    count: 207,
    capped,
    capped_kinds: capped ? ['event', 'story'] : [],
    results: { pages: { count: 7, results: pages }, others: { count: 200, results: events } },
    kinds: { page: 7, event: 200, story: 0, person: 0, download: 0, subscription: 0 },
    groups: [
      { kind: 'event', count: 200, results: events },
      { kind: 'page', count: 7, results: pages },
    ],
  } as unknown as SearchOverview;
}

const render = (capped: boolean) => html(<SearchPage />, { snapshot: { areas: { search: { text: 'Sinfonie', overview: overview(capped) } } } as never });
const countsIn = (markup: string, testid: string) => /<span class="[^"]*">([^<]+)<\/span>/.exec(markup.slice(markup.indexOf(`data-testid="${testid}"`)))?.[1];

test('capped: the concerts (read newest first) are a lower bound, the pages (read whole) are exact', () => {
  const markup = render(true);
  expect(markup).toContain('Mindestens 207 Ergebnisse');
  expect(countsIn(markup, 'search-tab-all')).toBe('207+');
  expect(countsIn(markup, 'search-tab-pages')).toBe('7');
  expect(countsIn(markup, 'search-tab-others')).toBe('200+');
  expect(countsIn(markup, 'search-group-event')).toBe('200+');
  expect(countsIn(markup, 'search-group-page')).toBe('7');
});

test('not capped: every count exact', () => {
  const markup = render(false);
  expect(markup).not.toContain('Mindestens');
  for (const testid of ['search-tab-all', 'search-tab-pages', 'search-tab-others', 'search-group-event', 'search-group-page']) expect(countsIn(markup, testid)).not.toMatch(/\+$/);
});
