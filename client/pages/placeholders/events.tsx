import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route events: a placeholder until its issue builds it. */
export default function EventsPage({ match }: RouteViewProps) {
  return <Placeholder route="events" params={match.params} />;
}
