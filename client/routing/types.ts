import type { RouteMatch } from '../../shared/routes';

/** Props of every route component. */
export interface RouteViewProps {
  match: RouteMatch;
}
