import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route stories-slug-id: a placeholder until its issue builds it. */
export default function StoriesSlugIdPage({ match }: RouteViewProps) {
  return <Placeholder route="stories-slug-id" params={match.params} />;
}
