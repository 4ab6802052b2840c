import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route events-slug-id: a placeholder until its issue builds it. */
export default function EventsSlugIdPage({ match }: RouteViewProps) {
  return <Placeholder route="events-slug-id" params={match.params} />;
}
