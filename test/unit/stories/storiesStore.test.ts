import { ApiError } from '../../../shared/api/errors';
import { loadRoute } from '../../../client/routing/loadRoute';
import { createRootStore } from '../../../client/stores/RootStore';
import { categoryOfWord, StoriesStore, tagOfSlug, TagNotFoundError } from '../../../client/stores/StoriesStore';
import { StoryTopicsStore, storyTopicsArea } from '../../../client/stores/StoryTopicsStore';
import { storyArea } from '../../../client/stores/StoryStore';
import type { ArticleListItem, StoryCategory, StoryTag } from '../../../shared/contract/stories';
import { matchRoute } from '../../../shared/routes';
import { fakeApi, type Answers } from '../../support/fakeApi';
import { areaOf } from '../../../client/stores/areas';
import { storiesArea } from '../../../client/stores/StoriesStore';

const categories: StoryCategory[] = [
  { id: 1, slug: 'lesen', name: 'Lesen', slug_de: 'lesen', slug_en: 'read' },
  { id: 2, slug: 'sehen', name: 'Sehen', slug_de: 'sehen', slug_en: 'watch' },
  { id: 3, slug: 'hoeren', name: 'Hören', slug_de: 'hoeren', slug_en: 'listen' },
];
const tags: StoryTag[] = [
  { id: 7, name: 'Klänge & Geräusche', slug: 'klaenge-geraeusche' },
  { id: 8, name: 'Für Einsteiger', slug: 'fuer-einsteiger' },
];
const article = (id: number, extra: Partial<ArticleListItem> = {}): ArticleListItem => ({
  id,
  slug: `story-${id}`,
  title: `Story ${id}`,
  teaser: '',
  date: '2026-01-01',
  categories: [1],
  tags: [7],
  header_image: null,
  is_highlight: false,
  url: { de: `/de/stories/story-${id}/${id}`, en: `/en/stories/story-${id}/${id}` },
  admin_url: '',
  ...extra,
});

const logger = { warn: jest.fn() };

/** one page of the paged API: `next` names the following page when there is one */
function page(results: ArticleListItem[], { count = results.length, next = null }: { count?: number; next?: string | null } = {}) {
  return { count, next, previous: null, results };
}

async function load(path: string, answers: Answers, store = createRootStore({}, { api: fakeApi(answers), logger })) {
  const url = new URL(path, 'http://x');
  const match = matchRoute(url.pathname);
  await loadRoute(store, match, match?.locale ?? 'de', url.searchParams);
  return store;
}

/**
 * The list's first reads as the loader asks them, answered as the back end would: page 1 with its
 * highlights (`highlights=3`: the teaser's stories), and a list without a category with the topics
 * too (`with=topics`, when they are not loaded yet).
 */
const withTopics = (answers: Answers): Answers => {
  const more: Answers = {};
  for (const [path, answer] of Object.entries(answers)) {
    const list = /^\/de\/api\/articles\/\?(category=\d+&)?page=(\d+)$/.exec(path);
    if (!list) continue;
    const teaser = answers[`/de/api/articles-teaser/?${list[1] ?? ''}limit=3`];
    const opening = list[2] === '1';
    const highlights = opening && teaser && !(teaser instanceof Error) ? { highlights: (teaser as { results: ArticleListItem[] }).results } : {};
    const along = (topics: boolean) => (answer instanceof Error ? answer : { ...(answer as object), ...highlights, ...(topics ? { topics: { categories, tags } } : {}) });
    const asked = opening ? `${path}&highlights=3` : path;
    if (opening) more[asked] = along(false);
    if (!list[1]) more[`${asked}&with=topics`] = along(true);
  }
  return { ...answers, ...more };
};

const base: Answers = withTopics({
  '/de/api/story-topics/': { categories, tags },
  '/de/api/articles-teaser/?limit=3': { results: [article(1, { is_highlight: true })] },
  '/de/api/articles/?page=1': page([article(1), article(2)]),
  '/de/api/articles-teaser/?category=1&limit=3': { results: [article(1)] },
  '/de/api/articles/?category=1&page=1': page([article(1)]),
  '/de/pageeditor-api/nav?news=3': { menu: [], footer: [], news: [] },
});

describe('story categories of URL words', () => {
  it('finds a category by either language and every spelling of hören', () => {
    expect(categoryOfWord(categories, 'lesen')?.id).toBe(1);
    expect(categoryOfWord(categories, 'watch')?.id).toBe(2);
    for (const word of ['hören', 'horen', 'hoeren', 'listen', 'HÖREN']) expect(categoryOfWord(categories, word)?.id).toBe(3);
    expect(categoryOfWord(categories, 'tanzen')).toBeNull();
    expect(categoryOfWord(categories, null)).toBeNull();
  });
});

describe('tag slug lookup (SPEC §5)', () => {
  it('finds a loaded tag by the slug the site links to, in any letter case', () => {
    expect(tagOfSlug(tags, 'klaenge-geraeusche')?.id).toBe(7);
    expect(tagOfSlug(tags, 'Klaenge-Geraeusche')?.id).toBe(7);
    expect(tagOfSlug(tags, 'unbekannt')).toBeNull();
    expect(tagOfSlug(tags, '---')).toBeNull();
  });

  it("asks the back end (SPEC §5's rule) for any other spelling and for a tag not loaded", async () => {
    const api = fakeApi({
      '/de/api/tags/slug/tournee/': { id: 9, name: 'Tournee', slug: 'tournee' },
      '/de/api/tags/slug/kl%C3%A4nge-ger%C3%A4usche/': tags[0],
    });
    const store = StoriesStore.create({}, { api, logger });
    await expect(store.findTagBySlug('de', 'klaenge-geraeusche', tags)).resolves.toMatchObject({ id: 7 });
    expect(api.calls).toEqual([]);
    await expect(store.findTagBySlug('de', 'klänge-geräusche', tags)).resolves.toMatchObject({ id: 7 });
    await expect(store.findTagBySlug('de', 'tournee', tags)).resolves.toMatchObject({ id: 9 });
    expect(api.calls).toEqual(['/de/api/tags/slug/kl%C3%A4nge-ger%C3%A4usche/', '/de/api/tags/slug/tournee/']);
  });

  it('throws Tag mit Slug "…" nicht gefunden when the back end knows none', async () => {
    const store = StoriesStore.create({}, { api: fakeApi({}), logger });
    const error = await store.findTagBySlug('de', 'gibt-es-nicht', tags).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TagNotFoundError);
    expect((error as Error).message).toBe('Tag mit Slug "gibt-es-nicht" nicht gefunden');
  });

  it('logs a failed tag lookup and answers null (SPEC §8)', async () => {
    const warn = jest.fn();
    const api = fakeApi({ '/de/api/tags/slug/x/': new ApiError(502, 'upstream_unreachable', 'down') });
    const store = StoriesStore.create({}, { api, logger: { warn } });
    await expect(store.findTagBySlug('de', 'x', [])).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('stories store', () => {
  it('starts with every loading flag set (SPEC §4)', () => {
    const topics = StoryTopicsStore.create({}, { api: fakeApi({}), logger });
    const lists = StoriesStore.create({}, { api: fakeApi({}), logger });
    expect([topics.loadingCategories, topics.loadingTags, lists.loadingArticles, lists.loadingHighlights]).toEqual([true, true, true, true]);
  });

  it('fetches categories and tags in one call, once per language, also when asked twice at once', async () => {
    const api = fakeApi(base);
    const store = StoryTopicsStore.create({}, { api, logger });
    await Promise.all([store.load('de'), store.load('de')]);
    await store.load('de');
    expect(api.calls).toEqual(['/de/api/story-topics/']);
    expect(store.categories.map((category) => category.id)).toEqual(categories.map((category) => category.id));
    expect(store.tags.map((tag) => tag.id)).toEqual(tags.map((tag) => tag.id));
    expect(store.loadingCategories).toBe(false);
    expect(store.loadingTags).toBe(false);
  });

  it('keeps categories and tags across client navigations (no second fetch)', async () => {
    const api = fakeApi(base);
    const store = createRootStore({}, { api, logger });
    await load('/de/stories', base, store);
    await load('/de/stories/lesen', base, store);
    await load('/de/stories?category=lesen', base, store);
    // read once, with the first list (the address names no category)
    expect(api.calls.filter((p) => /story-topics|article-categories|article-tags|with=topics/.test(p))).toEqual(['/de/api/articles/?page=1&highlights=3&with=topics']);
    expect(areaOf(store, storiesArea).category).toBe(1);
  });

  it('reads the topics with the list when the address names no category, else first; apart when the answer lacks them', async () => {
    const together = fakeApi(base);
    await load('/de/stories', base, createRootStore({}, { api: together, logger }));
    expect(together.calls.filter((p) => p.startsWith('/de/api/articles/') || p.includes('story-topics'))).toEqual(['/de/api/articles/?page=1&highlights=3&with=topics']);
    const first = fakeApi(base);
    await load('/de/stories/lesen', base, createRootStore({}, { api: first, logger }));
    expect(first.calls.filter((p) => p.startsWith('/de/api/articles/') || p.includes('story-topics'))).toEqual(['/de/api/story-topics/', '/de/api/articles/?category=1&page=1&highlights=3']);
    // a back end that does not know `with=topics` answers the list alone: the topics are read apart
    const older: Answers = { ...base, '/de/api/articles/?page=1&highlights=3&with=topics': base['/de/api/articles/?page=1&highlights=3'] };
    const apart = fakeApi(older);
    const store = await load('/de/stories', older, createRootStore({}, { api: apart, logger }));
    expect(apart.calls).toContain('/de/api/story-topics/');
    expect(areaOf(store, storyTopicsArea).categories).toEqual(categories);
  });

  it('filters by the category of the path or of the query, and 404s an unknown one', async () => {
    expect(areaOf(await load('/de/stories/lesen', base), storiesArea).list.items.map((a) => a.id)).toEqual([1]);
    // the query form of a German category is a second address: the loader asks for a 301 to the path form (docs/seo.md)
    expect((await load('/de/stories?category=hören', base)).ui.redirect).toMatch(/^\/de\/stories\/[^?]+$/);
    expect((await load('/de/stories?category=tanzen', base)).ui.error).toMatchObject({ status: 404 });
  });

  it('leaves out the highlights from the rest of the list', async () => {
    const store = await load('/de/stories', base);
    expect(areaOf(store, storiesArea).highlights.map((a) => a.id)).toEqual([1]);
    expect(areaOf(store, storiesArea).moreArticles.map((a) => a.id)).toEqual([2]);
    expect(store.ui.head).toMatchObject({ route: 'stories-category' });
  });

  it('reads the highlights with the first page; an answer without them has them read apart, and their failure is logged', async () => {
    const together = fakeApi(base);
    await load('/de/stories', base, createRootStore({}, { api: together, logger }));
    expect(together.calls.filter((p) => p.includes('/api/articles'))).toEqual(['/de/api/articles/?page=1&highlights=3&with=topics']);
    const warn = jest.fn();
    const older: Answers = {
      ...base,
      '/de/api/articles/?page=1&highlights=3&with=topics': { ...page([article(1), article(2)]), topics: { categories, tags } },
      '/de/api/articles-teaser/?limit=3': new ApiError(500, 'error', 'x'),
    };
    const api = fakeApi(older);
    const store = await load('/de/stories', {}, createRootStore({}, { api, logger: { warn } }));
    expect(api.calls).toContain('/de/api/articles-teaser/?limit=3');
    expect(store.ui.error).toBeNull();
    expect(areaOf(store, storiesArea).highlights).toEqual([]);
    expect(areaOf(store, storiesArea).loadingHighlights).toBe(false);
    expect(areaOf(store, storiesArea).list.items.map((a) => a.id)).toEqual([1, 2]);
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'story highlights failed to load');
  });
});

describe('stories paging (SPEC §4: load more, forward only)', () => {
  const paged: Answers = withTopics({
    ...base,
    '/de/api/articles/?page=1': page([article(1), article(2)], { count: 5, next: '/de/api/articles/?page=2' }),
    '/de/api/articles/?page=2': page([article(3), article(4)], { count: 5, next: '/de/api/articles/?page=3' }),
    '/de/api/articles/?page=3': page([article(5)], { count: 5 }),
    '/de/api/articles/?page=4': new ApiError(404, 'not_found', 'Invalid page.'),
  });

  it('loads only the first page, then appends the next ones and ignores an earlier page', async () => {
    const api = fakeApi(paged);
    const store = await load('/de/stories', paged, createRootStore({}, { api, logger }));
    const stories = areaOf(store, storiesArea);
    expect(stories.list.items.map((a) => a.id)).toEqual([1, 2]);
    expect([stories.list.page, stories.list.count, stories.list.hasNext, stories.list.nextPage]).toEqual([1, 5, true, 2]);
    await stories.list.loadMore();
    expect(stories.list.items.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    await stories.list.loadMore();
    expect(stories.list.items.map((a) => a.id)).toEqual([1, 2, 3, 4, 5]);
    expect(stories.list.hasNext).toBe(false);
    await expect(stories.list.loadMore()).resolves.toBe(false);
    expect(api.calls.filter((call) => call.startsWith('/de/api/articles/?'))).toEqual(['/de/api/articles/?page=1&highlights=3&with=topics', '/de/api/articles/?page=2', '/de/api/articles/?page=3']);
  });

  it('?page=N starts the list there, without highlights, and names that page as its own address', async () => {
    const store = await load('/de/stories?page=2', paged);
    const stories = areaOf(store, storiesArea);
    expect(stories.list.items.map((a) => a.id)).toEqual([3, 4]);
    expect(stories.highlights).toEqual([]);
    expect(stories.list.nextPage).toBe(3);
    expect(store.ui.head?.urls).toEqual({ de: '/de/stories?page=2', en: '/en/stories?page=2' });
  });

  it('answers 404 for a page after the last and for a malformed page', async () => {
    expect((await load('/de/stories?page=4', paged)).ui.error).toMatchObject({ status: 404 });
    expect((await load('/de/stories?page=0', paged)).ui.error).toMatchObject({ status: 404 });
    expect((await load('/de/stories?page=x', paged)).ui.error).toMatchObject({ status: 404 });
  });

  it('keeps what is shown when a later page fails, and retries it', async () => {
    const answers: Answers = withTopics({ ...paged, '/de/api/articles/?page=2': new ApiError(502, 'upstream_unreachable', 'down') });
    const store = await load('/de/stories', answers, createRootStore({}, { api: fakeApi(answers), logger }));
    const stories = areaOf(store, storiesArea);
    await stories.list.loadMore();
    expect(stories.list.items.map((a) => a.id)).toEqual([1, 2]);
    expect(stories.list.listError).toBe(502);
    expect(stories.list.nextPage).toBe(2);
  });
});

describe('tag routes', () => {
  /** the back end's answer to a slug that is no tag's very slug */
  const unknownTag = (slug: string) => new ApiError(400, 'invalid', `Unknown tag: ${slug}.`);

  it('read a first view in one call: the tag found by its slug, its articles and the topics; a later view by the loaded tag', async () => {
    const api = fakeApi({ ...base, '/de/api/articles/?tag=fuer-einsteiger&page=1&with=topics': { ...page([article(4)]), topics: { categories, tags } }, '/de/api/articles/?tag=7&page=1': page([article(3)]) });
    const store = await load('/de/stories/tags/fuer-einsteiger', {}, createRootStore({}, { api, logger }));
    expect(store.ui.error).toBeNull();
    expect(areaOf(store, storiesArea).currentTag?.id).toBe(8);
    expect(areaOf(store, storiesArea).list.items.map((a) => a.id)).toEqual([4]);
    expect(areaOf(store, storyTopicsArea).isLoaded('de')).toBe(true);
    expect(api.calls.filter((call) => call.startsWith('/de/api/'))).toEqual(['/de/api/articles/?tag=fuer-einsteiger&page=1&with=topics']);
    api.calls.length = 0;
    await load('/de/stories/tags/klaenge-geraeusche', {}, store);
    expect(api.calls.filter((call) => call.startsWith('/de/api/'))).toEqual(['/de/api/articles/?tag=7&page=1']);
    expect(areaOf(store, storiesArea).currentTag?.id).toBe(7);
  });

  it('read a number in the address the long way (the back end would take it for an id), and an answer without the topics too', async () => {
    const numeric = fakeApi({ ...base, '/de/api/tags/slug/2026/': { id: 9, name: '2026', slug: '2026' }, '/de/api/articles/?tag=9&page=1': page([article(5)]) });
    const store = await load('/de/stories/tags/2026', {}, createRootStore({}, { api: numeric, logger }));
    expect(areaOf(store, storiesArea).currentTag?.id).toBe(9);
    expect(numeric.calls.filter((call) => call.includes('with=topics'))).toEqual([]);
    const older = fakeApi({ ...base, '/de/api/articles/?tag=fuer-einsteiger&page=1&with=topics': page([article(4)]), '/de/api/articles/?tag=8&page=1': page([article(4)]) });
    const apart = await load('/de/stories/tags/fuer-einsteiger', {}, createRootStore({}, { api: older, logger }));
    expect(areaOf(apart, storiesArea).currentTag?.id).toBe(8);
    expect(older.calls).toEqual(expect.arrayContaining(['/de/api/story-topics/', '/de/api/articles/?tag=8&page=1']));
  });

  it('load the articles of a tag named with umlauts (the back end resolves that spelling)', async () => {
    const store = await load('/de/stories/tags/kl%C3%A4nge-ger%C3%A4usche', {
      ...base,
      '/de/api/articles/?tag=kl%C3%A4nge-ger%C3%A4usche&page=1&with=topics': unknownTag('klänge-geräusche'),
      '/de/api/tags/slug/kl%C3%A4nge-ger%C3%A4usche/': tags[0],
      '/de/api/articles/?tag=7&page=1': page([article(3)]),
    });
    expect(store.ui.error).toBeNull();
    expect(areaOf(store, storiesArea).currentTag?.id).toBe(7);
    expect(areaOf(store, storiesArea).list.items.map((a) => a.id)).toEqual([3]);
  });

  it('show a 404 carrying the tag message when no tag matches', async () => {
    const store = await load('/en/stories/tags/nope', { '/en/api/articles/?tag=nope&page=1&with=topics': unknownTag('nope'), '/en/api/story-topics/': { categories, tags } });
    expect(store.ui.error).toMatchObject({ status: 404, message: { key: 'stories.tagNotFound', values: { slug: 'nope' } } });
  });

  it('a page after the last is 404', async () => {
    const store = await load('/de/stories/tags/fuer-einsteiger?page=9', { ...base, '/de/api/articles/?tag=fuer-einsteiger&page=9&with=topics': new ApiError(404, 'not_found', 'Invalid page.') });
    expect(store.ui.error).toMatchObject({ status: 404 });
  });

  it('empty the list when the articles of a tag fail (SPEC §8)', async () => {
    const store = await load('/de/stories/tags/fuer-einsteiger', { ...base, '/de/api/articles/?tag=fuer-einsteiger&page=1&with=topics': new ApiError(500, 'error', 'x') });
    expect(store.ui.error).toBeNull();
    expect(areaOf(store, storiesArea).list.items).toEqual([]);
    expect(areaOf(store, storiesArea).loadingArticles).toBe(false);
  });
});

describe('story detail', () => {
  const section = { id: 1, slug: 'story-5', locale: 'de', content_type: 'story', object_id: 5, parent: null, layout: 0, order: 0, modules: [] };
  /** the detail as the back end answers `with=section` and `with=section,topics` */
  const detail = (id: number, extra: object): Answers => ({
    [`/de/api/articles/${id}/?with=section`]: { ...article(id), text: '<p>x</p>', ...extra },
    [`/de/api/articles/${id}/?with=section,topics`]: { ...article(id), text: '<p>x</p>', ...extra, topics: { categories, tags } },
  });

  it('loads the article with its section story-{id} and, on a first view, the topics in the same read', async () => {
    const api = fakeApi({ ...base, ...detail(5, { section }) });
    const store = await load('/de/stories/story-5/5', {}, createRootStore({}, { api, logger }));
    expect(areaOf(store, storyArea).currentArticle?.id).toBe(5);
    expect(areaOf(store, storyArea).currentArticle).not.toHaveProperty('topics');
    expect(areaOf(store, storyArea).sections).toHaveLength(1);
    expect(areaOf(store, storyTopicsArea).tagsOf([7]).map((tag) => tag.name)).toEqual(['Klänge & Geräusche']);
    expect(store.ui.head).toMatchObject({ route: 'stories-slug-id', title: 'Story 5', type: 'article' });
    expect(api.calls.filter((p) => p.startsWith('/de/api/'))).toEqual(['/de/api/articles/5/?with=section,topics']);
  });

  it('reads the topics once: a next story with its section alone; apart when the answer lacks them', async () => {
    const api = fakeApi({ ...base, ...detail(5, { section }), ...detail(6, { section: null }) });
    const store = createRootStore({}, { api, logger });
    await load('/de/stories/story-5/5', {}, store);
    await load('/de/stories/story-6/6', {}, store);
    expect(api.calls.filter((p) => p.startsWith('/de/api/'))).toEqual(['/de/api/articles/5/?with=section,topics', '/de/api/articles/6/?with=section']);
    // a back end that does not know `with=topics` on a story answers the detail alone
    const older = fakeApi({ ...base, [`/de/api/articles/5/?with=section,topics`]: { ...article(5), text: '<p>x</p>', section } });
    const apart = await load('/de/stories/story-5/5', {}, createRootStore({}, { api: older, logger }));
    expect(older.calls.filter((p) => p.startsWith('/de/api/'))).toEqual(['/de/api/articles/5/?with=section,topics', '/de/api/story-topics/']);
    expect(areaOf(apart, storyTopicsArea).categories).toEqual(categories);
  });

  it('answers 404 for an unknown story; a story without a section has none', async () => {
    expect((await load('/de/stories/x/99', base)).ui.error).toMatchObject({ status: 404 });
    const store = await load('/de/stories/story-5/5', { ...base, ...detail(5, { section: null }) });
    expect(areaOf(store, storyArea).sections).toEqual([]);
    expect(areaOf(store, storyArea).currentArticle).not.toHaveProperty('section');
  });
});
