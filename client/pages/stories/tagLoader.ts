/** The articles of one tag (route stories-tags-slug), the tag found by the slug rule of SPEC §5. */
import type { StoryTag } from '../../../shared/contract/stories';
import { failLoad, listFailed } from '../../routing/loadFailure';
import type { Loader } from '../../routing/types';
import { storiesArea, TagNotFoundError } from '../../stores/StoriesStore';
import { storyTopicsArea } from '../../stores/StoryTopicsStore';
import { areaOf } from '../../stores/areas';
import { requestedPage } from '../../stores/pagedList';

export const loadTagArticles: Loader = async (context) => {
  const { store, match, query } = context;
  const stories = areaOf(store, storiesArea);
  const topics = areaOf(store, storyTopicsArea);
  const { locale } = match;
  const slug = match.params.slug ?? '';
  const page = requestedPage(query);
  if (page === null) return store.ui.setError(404);
  stories.setLoadFailed(false);
  let tag: StoryTag | null = null;
  try {
    // a first view: the tag's articles and the topics in one read, where the slug can only be a slug
    // (the back end reads a number as a tag's id)
    if (!topics.isLoaded(locale) && !/^\d+$/.test(slug)) {
      tag = await stories.loadTagArticlesWithTopics(locale, slug, page, (answer) => (topics.takeFrom(locale, answer) ? topics.tags : null));
    }
    if (!tag) {
      await topics.load(locale);
      tag = await stories.findTagBySlug(locale, slug, topics.tags);
      await stories.loadTagArticles(locale, tag, page);
      // the tag could not be looked up (SPEC §8: logged, null): neither could its stories
      if (!tag) stories.setLoadFailed(true);
    }
  } catch (error) {
    if (error instanceof TagNotFoundError) {
      // SPEC §8: 'Tag mit Slug "{slug}" nicht gefunden', as a 404 page in the visitor's language.
      store.ui.setError(404, 'page', { key: 'stories.tagNotFound', values: { slug: error.slug } });
      return;
    }
    // SPEC §8: the list says so in the page, with 'Try again'
    if (!listFailed(context, error, 'story tag')) return failLoad(context, error, 'story tag');
    stories.setLoadFailed(true);
  }
  store.ui.setBreadcrumbs({ path: `/${locale}/stories/tags/${encodeURIComponent(slug)}`, story: { tag: tag ? { name: tag.name, slug: tag.slug, id: tag.id } : { slug } } });
  store.ui.setHead({
    route: match.name,
    title: tag ? { key: 'stories.tagTitle', values: { tag: tag.name } } : { key: 'stories.tagsTitle' },
    description: tag ? { key: 'stories.tagDescription', values: { tag: tag.name } } : { key: 'stories.tagsDescription' },
  });
};
