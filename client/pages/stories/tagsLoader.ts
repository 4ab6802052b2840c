/** The tag overview (route stories-tags): every tag, and the categories for the filter header. */
import { failLoad } from '../../routing/loadFailure';
import type { Loader } from '../../routing/types';
import { storyTopicsArea } from '../../stores/StoryTopicsStore';
import { areaOf } from '../../stores/areas';

export const loadTagOverview: Loader = async (context) => {
  const { store, match } = context;
  const topics = areaOf(store, storyTopicsArea);
  try {
    // the categories for the filter header's links (cached after the first stories page)
    await topics.load(match.locale);
    store.ui.setHead({ route: match.name, title: { key: 'stories.tagsTitle' }, description: { key: 'stories.tagsDescription' } });
  } catch (error) {
    failLoad(context, error, 'story tags');
  }
};
