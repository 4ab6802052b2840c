import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route persons-slug-id: a placeholder until its issue builds it. */
export default function PersonsSlugIdPage({ match }: RouteViewProps) {
  return <Placeholder route="persons-slug-id" params={match.params} />;
}
