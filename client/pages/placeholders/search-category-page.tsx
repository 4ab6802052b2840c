import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route search-category-page: a placeholder until its issue builds it. */
export default function SearchCategoryPagePage({ match }: RouteViewProps) {
  return <Placeholder route="search-category-page" params={match.params} />;
}
