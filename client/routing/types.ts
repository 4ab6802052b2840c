import type { RouteMatch } from '../../shared/routes';
import type { RootStoreInstance } from '../stores/RootStore';

/** Props of every route component. */
export interface RouteViewProps {
  match: RouteMatch;
}

export interface LoaderContext {
  store: RootStoreInstance;
  match: RouteMatch;
  query: URLSearchParams;
}

/** Fills the store before a route renders (server and browser); never throws. */
export type Loader = (context: LoaderContext) => Promise<void>;
