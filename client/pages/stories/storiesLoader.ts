/**
 * The stories list (route stories-category, SPEC §2, §4, §8) under its category filter (path segment
 * or ?category=). Categories and tags come from the topics store's cache when this language's are
 * loaded already, else with the list when the address names no category (one read), else first.
 */
import { buildPath } from '../../../shared/routes';
import { failLoad, listFailed } from '../../routing/loadFailure';
import type { Loader } from '../../routing/types';
import { categoryOfWord, storiesArea } from '../../stores/StoriesStore';
import { storyTopicsArea } from '../../stores/StoryTopicsStore';
import { ogImage } from '../../routing/objectHead';
import { areaOf } from '../../stores/areas';
import { categoryHref } from '../../../shared/routes/storyLinks';
import { pageHref } from '../../../shared/routes/pageHref';
import { requestedPage } from '../../stores/pagedList';

/** The list's address as requested, in the form categoryHref writes (to compare with the canonical one). */
function requested(segment: string | undefined, query: URLSearchParams, locale: 'de' | 'en'): string {
  const list = buildPath('stories-category', locale);
  const fromQuery = query.get('category');
  if (segment !== undefined) return fromQuery === null ? `${list}/${encodeURIComponent(segment)}` : '';
  return fromQuery === null ? list : `${list}?category=${encodeURIComponent(fromQuery)}`;
}

export const loadStoriesList: Loader = async (context) => {
  const { store, match, query } = context;
  const stories = areaOf(store, storiesArea);
  const topics = areaOf(store, storyTopicsArea);
  const { locale } = match;
  const word = match.params.category ?? query.get('category');
  const page = requestedPage(query);
  if (page === null) return store.ui.setError(404);
  stories.setLoadFailed(false);
  try {
    // no category to find among the topics: they come with the list (one read)
    const together = !word && !topics.isLoaded(locale);
    if (!together) await topics.load(locale);
    const category = categoryOfWord(topics.categories, word);
    // An unknown ?category= is as unknown as an unknown path segment (which the route table refuses).
    if (word && !category) return store.ui.setError(404);
    // One address per category (docs/seo.md): German as a path segment, English as ?category=
    const lists = { de: categoryHref('de', category), en: categoryHref('en', category) };
    if (category && requested(match.params.category, query, locale) !== lists[locale]) return store.ui.redirectTo(lists[locale]);
    await stories.loadListPage(locale, category, page, together ? (answer) => topics.takeFrom(locale, answer) : undefined);
    // an answer without them (they are read apart then)
    if (together) await topics.load(locale);
    // a later page is an address of its own (crawlable "load more" link, docs/seo.md)
    const urls = { de: pageHref(lists.de, page), en: pageHref(lists.en, page) };
    store.ui.setHead({
      route: match.name,
      title: category ? { key: 'stories.headCategory', values: { category: category.name } } : { key: 'stories.title' },
      // each category its own description: its name before the stories' one
      description: category ? { key: 'content.events.categoryHeadDescription', values: { category: category.name } } : { key: 'stories.description' },
      image: ogImage(stories.highlights[0]?.header_image),
      urls,
    });
  } catch (error) {
    // SPEC §8: the list says so in the page, with 'Try again'
    if (!listFailed(context, error, 'stories')) return failLoad(context, error, 'stories');
    stories.setLoadFailed(true);
    store.ui.setHead({ route: match.name, title: { key: 'stories.title' }, description: { key: 'stories.description' } });
  }
};
