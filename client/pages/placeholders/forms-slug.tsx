import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route forms-slug: a placeholder until its issue builds it. */
export default function FormsSlugPage({ match }: RouteViewProps) {
  return <Placeholder route="forms-slug" params={match.params} />;
}
