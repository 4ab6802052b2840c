import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route press-slug-id: a placeholder until its issue builds it. */
export default function PressSlugIdPage({ match }: RouteViewProps) {
  return <Placeholder route="press-slug-id" params={match.params} />;
}
