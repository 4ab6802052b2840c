/**
 * The loaders of the stories routes (SPEC §2, §4, §8): the list under its category filter (path
 * segment or ?category=), the tag overview, the articles of one tag (found by the slug rule of
 * SPEC §5); the story detail's is ./storyLoader.ts. Categories and tags come from the topics store's
 * cache when this language's are loaded already.
 */
import { buildPath } from '../../../shared/routes';
import type { AreaLoaders, Loader } from '../../routing/types';
import { categoryOfWord, storiesArea, TagNotFoundError } from '../../stores/StoriesStore';
import { storyTopicsArea } from '../../stores/StoryTopicsStore';
import { ogImage } from '../../routing/objectHead';
import { areaOf } from '../../stores/areas';
import { fail } from './failure';
import { categoryHref } from './paths';

/** The list's address as requested, in the form categoryHref writes (to compare with the canonical one). */
function requested(segment: string | undefined, query: URLSearchParams, locale: 'de' | 'en'): string {
  const list = buildPath('stories-category', locale);
  const fromQuery = query.get('category');
  if (segment !== undefined) return fromQuery === null ? `${list}/${encodeURIComponent(segment)}` : '';
  return fromQuery === null ? list : `${list}?category=${encodeURIComponent(fromQuery)}`;
}

const loadStoriesList: Loader = async (context) => {
  const { store, match, query } = context;
  const stories = areaOf(store, storiesArea);
  const topics = areaOf(store, storyTopicsArea);
  const { locale } = match;
  const word = match.params.category ?? query.get('category');
  try {
    await Promise.all([topics.loadCategories(locale), topics.loadTags(locale)]);
    const category = categoryOfWord(topics.categories, word);
    // An unknown ?category= is as unknown as an unknown path segment (which the route table refuses).
    if (word && !category) return store.ui.setError(404);
    // One address per category (docs/seo.md): German as a path segment, English as ?category=
    const urls = { de: categoryHref('de', category), en: categoryHref('en', category) };
    if (category && requested(match.params.category, query, locale) !== urls[locale]) return store.ui.redirectTo(urls[locale]);
    await Promise.all([stories.loadHighlights(locale, category), stories.loadArticles(locale, category)]);
    store.ui.setHead({
      route: match.name,
      title: category ? { key: 'stories.headCategory', values: { category: category.name } } : { key: 'stories.title' },
      description: { key: 'stories.description' },
      image: ogImage(stories.highlights[0]?.header_image),
      urls,
    });
  } catch (error) {
    fail(context, error, 'stories');
  }
};

const loadTagOverview: Loader = async (context) => {
  const { store, match } = context;
  const topics = areaOf(store, storyTopicsArea);
  try {
    // the categories for the filter header's links (cached after the first stories page)
    await Promise.all([topics.loadTags(match.locale), topics.loadCategories(match.locale)]);
    store.ui.setHead({ route: match.name, title: { key: 'stories.tagsTitle' }, description: { key: 'stories.tagsDescription' } });
  } catch (error) {
    fail(context, error, 'story tags');
  }
};

const loadTagArticles: Loader = async (context) => {
  const { store, match } = context;
  const stories = areaOf(store, storiesArea);
  const topics = areaOf(store, storyTopicsArea);
  const { locale } = match;
  const slug = match.params.slug ?? '';
  try {
    await Promise.all([topics.loadTags(locale), topics.loadCategories(locale)]);
    const tag = await stories.findTagBySlug(locale, slug, topics.tags);
    await stories.loadTagArticles(locale, tag);
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

/** The loaders of the stories routes. */
export const storiesLoaders: AreaLoaders = {
  'stories-category': loadStoriesList,
  'stories-tags': loadTagOverview,
  'stories-tags-slug': loadTagArticles,
};
