import type { RouteViewProps } from '../../routing/types';
import { Placeholder } from '../Placeholder';

/** Route press: a placeholder until its issue builds it. */
export default function PressPage({ match }: RouteViewProps) {
  return <Placeholder route="press" params={match.params} />;
}
