import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route subscriptions: a placeholder until its issue builds it. */
export default function SubscriptionsPage({ match }: RouteViewProps) {
  return <Placeholder route="subscriptions" params={match.params} />;
}
