import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route stories-category: a placeholder until its issue builds it. */
export default function StoriesCategoryPage({ match }: RouteViewProps) {
  return <Placeholder route="stories-category" params={match.params} />;
}
