/** The story detail's loader (route stories-slug-id): the article, its sections, categories and tags, in one read. */
import { buildPath } from '../../../shared/routes';
import type { Loader } from '../../routing/types';
import { areaOf } from '../../stores/areas';
import { storyArea } from '../../stores/StoryStore';
import { storyTopicsArea } from '../../stores/StoryTopicsStore';
import { ogImage } from '../../routing/objectHead';
import { failLoad } from '../../routing/loadFailure';

export const loadStory: Loader = async (context) => {
  const { store, match } = context;
  const story = areaOf(store, storyArea);
  const topics = areaOf(store, storyTopicsArea);
  const { locale } = match;
  try {
    // the categories and tags with the article when they are not loaded yet (a first view); read
    // apart only if the answer lacks them (a back end from before `with=topics` on a story)
    const together = !topics.isLoaded(locale);
    const brought = await story.loadArticle(locale, Number(match.params.id), together);
    if (brought) topics.setTopics(locale, brought);
    else await topics.load(locale);
    const article = story.currentArticle!;
    // a wrong slug (an old one, the other language's): 301 to the story's address in this language
    if (article.url[locale] !== buildPath('stories-slug-id', locale, match.params)) return store.ui.redirectTo(article.url[locale]);
    store.ui.setBreadcrumbs({ path: `/${locale}/stories/${encodeURIComponent(match.params.slug ?? '')}/${match.params.id}`, story: { article: article.title } });
    store.ui.setHead({ route: match.name, title: article.title, description: article.teaser, image: ogImage(article.header_image), type: 'article', urls: article.url });
    await store.moduleData.load(locale, story.sections);
  } catch (error) {
    story.setArticle(null, []);
    failLoad(context, error, 'story');
  }
};
