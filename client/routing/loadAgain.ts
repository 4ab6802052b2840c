/**
 * A list's 'Try again' (../pages/ListFailed.tsx): the route's loader runs again in place, for the
 * address shown, and the page shows what it loads.
 */
import { useLocation } from 'react-router-dom';
import type { RouteMatch } from '../../shared/routes';
import { useStore } from '../stores/context';
import type { Loader } from './types';

export function useLoadAgain(loader: Loader, match: RouteMatch): () => Promise<void> {
  const store = useStore();
  const { search } = useLocation();
  return () => loader({ store, match, query: new URLSearchParams(search) });
}
