import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route stories-tags-slug: a placeholder until its issue builds it. */
export default function StoriesTagsSlugPage({ match }: RouteViewProps) {
  return <Placeholder route="stories-tags-slug" params={match.params} />;
}
