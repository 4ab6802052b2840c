/** The results page's loader: category and page from the path, the text from ?query= (SPEC §2, §7). */
import { loadRoute } from '../../../client/routing/loadRoute';
import { createRootStore } from '../../../client/stores/RootStore';
import { matchRoute } from '../../../shared/routes';
import { areaOf } from '../../../client/stores/areas';
import { searchArea } from '../../../client/stores/SearchStore';
import { fakeApi } from '../../support/fakeApi';

/** The search API by path pattern (the query varies); other paths 404. */
function searchApi(path: string): unknown {
  if (path.includes('/api/search/others/')) return { count: 12, next: null, previous: null, results: [] };
  if (path.includes('/api/search/?')) return { query: 'x', count: 14, results: { pages: { count: 2, results: [] }, others: { count: 12, results: [] } }, kinds: {} };
  if (path.includes('/nav')) return { menu: [], footer: [], news: [] };
  return undefined;
}

async function load(url: string) {
  const api = fakeApi({}, searchApi);
  const store = createRootStore({}, { api, logger: { warn: jest.fn() } });
  const parsed = new URL(url, 'http://x');
  await loadRoute(store, matchRoute(parsed.pathname), 'de', parsed.searchParams);
  return { store, calls: api.calls.filter((c) => c.includes('/search/')) };
}

test('a category page asks for the overview (counts) and that category page, query trimmed', async () => {
  const { store, calls } = await load('/de/search/others/2?query=%20%20Konzerte%20%20Beethoven ');
  expect(calls).toEqual(['/de/api/search/?query=Konzerte%20Beethoven', '/de/api/search/others/?query=Konzerte%20Beethoven&page=2']);
  expect(areaOf(store, searchArea)).toMatchObject({ text: 'Konzerte Beethoven', category: 'others', page: 2, invalid: false });
  expect(areaOf(store, searchArea).overview?.count).toBe(14);
  expect(store.ui.error).toBeNull();
});

test('without a query nothing is asked; an unknown category is a 404', async () => {
  expect((await load('/de/search')).calls).toEqual([]);
  const unknown = await load('/de/search/alles?query=x');
  expect(unknown.store.ui.error?.status).toBe(404);
  expect(unknown.calls).toEqual([]);
});

test('a query over 200 characters is a message on the page, not an error', async () => {
  const { store, calls } = await load(`/de/search?query=${'a'.repeat(201)}`);
  expect(calls).toEqual([]);
  expect(areaOf(store, searchArea).invalid).toBe(true);
  expect(store.ui.error).toBeNull();
});

test('the shown results stay until the next category page has arrived', async () => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const overview = { query: 'x', count: 14, results: { pages: { count: 2, results: [] }, others: { count: 12, results: [] } }, kinds: {} };
  const api = fakeApi({
    '/de/api/search/?query=x': overview,
    '/de/api/search/others/?query=x': async () => {
      await arrived;
      return { count: 12, next: null, previous: null, results: [] };
    },
  });
  const store = createRootStore({}, { api, logger: { warn: jest.fn() } });
  const search = areaOf(store, searchArea);
  await search.load('de', 'x', null, 1);
  const loading = search.load('de', 'x', 'others', 1);
  await Promise.resolve();
  expect(search).toMatchObject({ category: null, results: null });
  expect(search.overview?.count).toBe(14);
  release();
  await loading;
  expect(search.category).toBe('others');
  expect(search.results?.count).toBe(12);
});
