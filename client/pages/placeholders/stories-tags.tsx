import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route stories-tags: a placeholder until its issue builds it. */
export default function StoriesTagsPage({ match }: RouteViewProps) {
  return <Placeholder route="stories-tags" params={match.params} />;
}
