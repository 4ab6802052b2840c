/**
 * SPEC §8: a list that fails to load says so in its page, 'Fehler beim Laden' / 'Error whole Loading'
 * with 'Erneut versuchen' / 'Try again', instead of the error page (stories, a tag's stories, press,
 * the orchestra), also when the browser could not make the request at all; 'Try again' loads it.
 * The back end's own 404 stays the error page.
 */
import { ApiError, REQUEST_FAILED } from '../../../shared/api/errors';
import { loadRoute } from '../../../client/routing/loadRoute';
import { createRootStore } from '../../../client/stores/RootStore';
import { areaOf } from '../../../client/stores/areas';
import { storiesArea } from '../../../client/stores/StoriesStore';
import { storyTopicsArea } from '../../../client/stores/StoryTopicsStore';
import { pressArea } from '../../../client/stores/PressStore';
import { personsArea } from '../../../client/stores/PersonsStore';
import { loadStoriesList } from '../../../client/pages/stories/storiesLoader';
import StoriesPage from '../../../client/pages/stories/StoriesPage';
import TagPage from '../../../client/pages/stories/TagPage';
import PressPage from '../../../client/pages/press/PressPage';
import PersonsPage from '../../../client/pages/persons/PersonsPage';
import { matchRoute } from '../../../shared/routes';
import { fakeApi, type Answers } from '../../support/fakeApi';
import { html } from '../modules/render';

const logger = { warn: jest.fn() };
/** what the browser's API client throws for a request it could not make (offline, refused) */
const refused = () => new ApiError(404, REQUEST_FAILED, 'The request failed');
const at = (path: string) => matchRoute(path)!;

async function load(path: string, answers: Answers, store = createRootStore({}, { api: fakeApi(answers), logger })) {
  const url = new URL(path, 'http://x');
  const match = at(url.pathname);
  await loadRoute(store, match, match.locale, url.searchParams);
  return store;
}

const topics: Answers = {
  '/de/api/story-topics/': { categories: [], tags: [{ id: 8, name: 'Für Einsteiger', slug: 'fuer-einsteiger' }] },
  '/de/api/articles-teaser/?limit=3': { results: [] },
};

describe('the loaders keep the page and mark the list failed', () => {
  it('stories: a refused request, then Try again loads the list', async () => {
    // the list without a category brings the topics along (`with=topics`)
    const answers: Answers = { ...topics, '/de/api/articles/?page=1&highlights=3&with=topics': refused() };
    const store = await load('/de/stories', answers);
    const stories = areaOf(store, storiesArea);
    expect(store.ui.error).toBeNull();
    expect(stories.loadFailed).toBe(true);
    answers['/de/api/articles/?page=1&highlights=3&with=topics'] = { count: 1, next: null, previous: null, results: [{ id: 1 }], topics: { categories: [], tags: [] } };
    await loadStoriesList({ store, match: at('/de/stories'), query: new URLSearchParams() });
    expect(stories.loadFailed).toBe(false);
    expect(stories.list.items).toHaveLength(1);
  });

  it('stories: the categories and tags fail with a 502, with the list or before it', async () => {
    const together = await load('/de/stories', { ...topics, '/de/api/articles/?page=1&highlights=3&with=topics': new ApiError(502, 'upstream_unreachable', 'down') });
    expect(together.ui.error).toBeNull();
    expect(areaOf(together, storiesArea).loadFailed).toBe(true);
    const first = await load('/de/stories/lesen', { ...topics, '/de/api/story-topics/': new ApiError(502, 'upstream_unreachable', 'down') });
    expect(first.ui.error).toBeNull();
    expect(areaOf(first, storiesArea).loadFailed).toBe(true);
  });

  it('stories: a page after the last is still 404', async () => {
    const store = await load('/de/stories?page=9', { ...topics, '/de/api/articles/?page=9&with=topics': new ApiError(404, 'not_found', 'Invalid page.') });
    expect(store.ui.error).toMatchObject({ status: 404 });
  });

  it("a tag's stories and a failed tag lookup", async () => {
    // a first view asks for the tag's stories and the topics in one read
    const failed = await load('/de/stories/tags/fuer-einsteiger', { ...topics, '/de/api/articles/?tag=fuer-einsteiger&page=1&with=topics': refused() });
    expect(failed.ui.error).toBeNull();
    expect(areaOf(failed, storiesArea).loadFailed).toBe(true);
    const store = createRootStore({}, { api: fakeApi({ ...topics, '/de/api/articles/?tag=8&page=1': refused() }), logger });
    await areaOf(store, storyTopicsArea).load('de');
    const later = await load('/de/stories/tags/fuer-einsteiger', {}, store);
    expect(later.ui.error).toBeNull();
    expect(areaOf(later, storiesArea).loadFailed).toBe(true);
    // a slug that is no tag's very slug (a 400) is looked up by the slug rule
    const lookup = await load('/de/stories/tags/unbekannt', {
      ...topics,
      '/de/api/articles/?tag=unbekannt&page=1&with=topics': new ApiError(400, 'invalid', 'Unknown tag: unbekannt.'),
      '/de/api/tags/slug/unbekannt/': new ApiError(502, 'upstream_unreachable', 'down'),
    });
    expect(lookup.ui.error).toBeNull();
    expect(areaOf(lookup, storiesArea).loadFailed).toBe(true);
  });

  it('press', async () => {
    const store = await load('/en/press', { '/en/api/download-categories/?with=directories': refused() });
    expect(store.ui.error).toBeNull();
    expect(areaOf(store, pressArea).loadFailed).toBe(true);
  });

  it('the orchestra', async () => {
    const store = await load('/en/orchestra', { '/en/api/persons/?page=1&with=categories': refused() });
    expect(store.ui.error).toBeNull();
    expect(areaOf(store, personsArea).listFailed).toBe(true);
  });
});

describe('the pages say so, with Try again', () => {
  it.each([
    ['en', 'Error whole Loading', 'Try again'],
    ['de', 'Fehler beim Laden', 'Erneut versuchen'],
  ] as const)('%s', (locale, message, retry) => {
    const pages = [
      html(<StoriesPage match={at(`/${locale}/stories`)} />, { locale, snapshot: { areas: { stories: { loadFailed: true, loadingHighlights: false } } } }),
      html(<TagPage match={at(`/${locale}/stories/tags/fuer-einsteiger`)} />, { locale, snapshot: { areas: { stories: { loadFailed: true } } } }),
      html(<PressPage match={at(locale === 'de' ? '/de/presse' : '/en/press')} />, { locale, snapshot: { areas: { press: { loadFailed: true } } } }),
      html(<PersonsPage />, { locale, snapshot: { areas: { persons: { listFailed: true } } } }),
    ];
    for (const page of pages) {
      expect(page).toContain('role="alert"');
      expect(page).toContain(message);
      expect(page).toContain(`>${retry}</button>`);
    }
    // nothing of the empty states beside it
    expect(pages[0]).not.toContain(locale === 'en' ? 'No Articles' : 'Keine Artikel');
  });
});
