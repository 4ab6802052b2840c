/**
 * Client-side navigation: when the URL changes, run the new route's loaders and fetch its chunk and
 * the renderer chunks of the module kinds it shows, and only then show it (the old page stays until
 * the new one is ready, under the loading bar).
 * Then scroll (SPEC §2): to the top, to the hash target, or nowhere on back/forward. A route chunk
 * that fails to load reloads the page once per CHUNK_RELOAD_GUARD_MS (chunkReload.ts).
 * On the server and during hydration this returns the current location unchanged.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';
import { DEFAULT_LOCALE } from '../../shared/constants';
import { localeOfPath, matchRoute } from '../../shared/routes';
import { useStore } from '../stores/context';
import { browserReloadDeps, isChunkLoadError, reloadForChunkError } from './chunkReload';
import { domScrollDeps, scrollActionFor, waitAndScrollToHash } from './scroll';

/** The loaders and the head of a new page: a chunk of its own (./navigationWork.ts). */
export const loadNavigationWork = () => import(/* webpackChunkName: "navigation" */ './navigationWork');

export function useDisplayedLocation(): Location {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const store = useStore();
  const { i18n } = useTranslation();
  const [displayed, setDisplayed] = useState(location);
  // Same path and query (first render, or only the hash changed): nothing to load.
  const sameDocument = location.pathname === displayed.pathname && location.search === displayed.search;

  // Hash scrolling: on the first load and whenever the hash or the shown page changes.
  const shownKey = `${displayed.pathname}${displayed.search}`;
  useEffect(() => {
    if (!sameDocument || !location.hash) return;
    const action = scrollActionFor(navigationType === 'POP' && location.key !== 'default' ? 'POP' : 'PUSH', location.hash);
    if (action.kind !== 'hash') return;
    return waitAndScrollToHash(action.id, domScrollDeps);
  }, [sameDocument, location.hash, location.key, shownKey, navigationType]);

  useEffect(() => {
    if (sameDocument) return;
    let current = true;
    const match = matchRoute(location.pathname);
    const locale = match?.locale ?? localeOfPath(location.pathname) ?? DEFAULT_LOCALE;
    store.ui.startNavigation();
    loadNavigationWork()
      .then(({ runNavigation }) =>
        runNavigation({ store, i18n, location, navigationType, navigate, match, locale, current: () => current, show: () => setDisplayed(location) }),
      )
      .catch((error: unknown) => {
        // SPEC §8: navigation failure, console only; a failed chunk reloads the page (guarded),
        // unless the browser is offline: then the page could not be requested at all, which SPEC §8
        // answers with the '404 Not Found' page (a reload would only reach the offline page); so is
        // a file that could not be fetched (fetch's TypeError: another language's texts)
        console.error(error);
        if (!current) return;
        if ((isChunkLoadError(error) || error instanceof TypeError) && navigator.onLine === false) {
          store.ui.setError(404, 'request');
          setDisplayed(location);
          return void store.ui.endNavigation(true);
        }
        store.ui.endNavigation(true);
        if (isChunkLoadError(error)) reloadForChunkError(location.pathname, browserReloadDeps());
      });
    return () => {
      current = false;
    };
  }, [location, sameDocument, navigationType, store, i18n, navigate]);

  return sameDocument ? location : displayed;
}
