/**
 * The loaders of the stories routes (SPEC §2, §4, §8): the list under its category filter (path
 * segment or ?category=), the tag overview, the articles of one tag (found by the slug rule of
 * SPEC §5) and the story detail with its sections. Categories and tags come from the store's cache
 * when this language's are loaded already.
 */
import { isNotFound, statusOf } from '../../api/errors';
import type { AreaLoaders, Loader } from '../../routing/types';
import { storeEnv } from '../../stores/env';
import { categoryOfWord, TagNotFoundError } from '../../stores/StoriesStore';
import { ogImage } from '../objectHead';

/** The error of a failed load: the page shows its status; only unexpected failures are logged. */
const fail = (context: Parameters<Loader>[0], error: unknown, what: string) => {
  context.store.ui.setError(statusOf(error));
  if (!isNotFound(error)) storeEnv(context.store).logger.warn({ err: error }, `${what} failed to load`);
};

const loadStoriesList: Loader = async (context) => {
  const { store, match, query } = context;
  const { locale } = match;
  const word = match.params.category ?? query.get('category');
  try {
    await Promise.all([store.stories.loadCategories(locale), store.stories.loadTags(locale)]);
    const category = categoryOfWord(store.stories.categories, word);
    // An unknown ?category= is as unknown as an unknown path segment (which the route table refuses).
    if (word && !category) return store.ui.setError(404);
    await Promise.all([store.stories.loadHighlights(locale, category), store.stories.loadArticles(locale, category)]);
    store.ui.setHead({
      route: match.name,
      title: category ? { key: 'stories.headCategory', values: { category: category.name } } : { key: 'stories.title' },
      description: { key: 'stories.description' },
      image: ogImage(store.stories.highlights[0]?.header_image),
    });
  } catch (error) {
    fail(context, error, 'stories');
  }
};

const loadTagOverview: Loader = async (context) => {
  const { store, match } = context;
  try {
    // the categories for the filter header's links (cached after the first stories page)
    await Promise.all([store.stories.loadTags(match.locale), store.stories.loadCategories(match.locale)]);
    store.ui.setHead({ route: match.name, title: { key: 'stories.tagsTitle' }, description: { key: 'stories.tagsDescription' } });
  } catch (error) {
    fail(context, error, 'story tags');
  }
};

const loadTagArticles: Loader = async (context) => {
  const { store, match } = context;
  const { locale } = match;
  const slug = match.params.slug ?? '';
  try {
    await Promise.all([store.stories.loadTags(locale), store.stories.loadCategories(locale)]);
    const tag = await store.stories.findTagBySlug(locale, slug);
    await store.stories.loadTagArticles(locale, tag);
    store.ui.setBreadcrumbs({ path: `/${locale}/stories/tags/${encodeURIComponent(slug)}`, story: { tag: tag ? { name: tag.name, slug: tag.slug, id: tag.id } : { slug } } });
    store.ui.setHead({
      route: match.name,
      title: tag ? { key: 'stories.tagTitle', values: { tag: tag.name } } : { key: 'stories.tagsTitle' },
      description: tag ? { key: 'stories.tagDescription', values: { tag: tag.name } } : { key: 'stories.tagsDescription' },
    });
  } catch (error) {
    if (error instanceof TagNotFoundError) {
      // SPEC §8: 'Tag mit Slug "{slug}" nicht gefunden', as a 404 page in the visitor's language.
      store.ui.setError(404, 'page', { key: 'stories.tagNotFound', values: { slug: error.slug } });
      return;
    }
    fail(context, error, 'story tag');
  }
};

const loadStory: Loader = async (context) => {
  const { store, match } = context;
  const { locale } = match;
  try {
    await Promise.all([
      store.stories.loadArticle(locale, Number(match.params.id)),
      store.stories.loadCategories(locale),
      store.stories.loadTags(locale),
    ]);
    const article = store.stories.currentArticle!;
    store.ui.setBreadcrumbs({ path: `/${locale}/stories/${encodeURIComponent(match.params.slug ?? '')}/${match.params.id}`, story: { article: article.title } });
    store.ui.setHead({ route: match.name, title: article.title, description: article.teaser, image: ogImage(article.header_image), type: 'article' });
  } catch (error) {
    store.stories.setArticle(null, []);
    fail(context, error, 'story');
  }
};

/** The loaders of the stories routes. */
export const storiesLoaders: AreaLoaders = {
  'stories-category': loadStoriesList,
  'stories-tags': loadTagOverview,
  'stories-tags-slug': loadTagArticles,
  'stories-slug-id': loadStory,
};
