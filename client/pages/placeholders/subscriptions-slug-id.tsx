import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route subscriptions-slug-id: a placeholder until its issue builds it. */
export default function SubscriptionsSlugIdPage({ match }: RouteViewProps) {
  return <Placeholder route="subscriptions-slug-id" params={match.params} />;
}
