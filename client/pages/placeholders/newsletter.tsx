import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route newsletter: a placeholder until its issue builds it. */
export default function NewsletterPage({ match }: RouteViewProps) {
  return <Placeholder route="newsletter" params={match.params} />;
}
