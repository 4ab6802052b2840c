import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LOCALE } from '../../shared/constants';
import { localeOfPath } from '../../shared/routes';
import { useStore } from '../stores/context';
import { createOperations, type Operations } from './operations';

/** The editor's operations in the page's language (the API answers messages in it). */
export function useOperations(): Operations {
  const store = useStore();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname) ?? DEFAULT_LOCALE;
  return useMemo(() => createOperations(store, locale), [store, locale]);
}
