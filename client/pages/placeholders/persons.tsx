import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route persons: a placeholder until its issue builds it. */
export default function PersonsPage({ match }: RouteViewProps) {
  return <Placeholder route="persons" params={match.params} />;
}
