/**
 * Client-side navigation: when the URL changes, run the new route's loaders and fetch its chunk,
 * and only then show it (the old page stays until the new one is ready, under the loading bar).
 * On the server and during hydration this returns the current location unchanged.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { DEFAULT_LOCALE } from '../../shared/constants';
import { localeOfPath, matchRoute } from '../../shared/routes';
import { useStore } from '../stores/context';
import { loadRoute } from './loaders';
import { headInfo } from './title';
import { selectView } from './views';

export function useDisplayedLocation(): Location {
  const location = useLocation();
  const navigationType = useNavigationType();
  const store = useStore();
  const { i18n } = useTranslation();
  const [displayed, setDisplayed] = useState(location);
  // Same path and query (first render, or only the hash changed): nothing to load.
  const sameDocument = location.pathname === displayed.pathname && location.search === displayed.search;

  useEffect(() => {
    if (sameDocument) return;
    let current = true;
    const match = matchRoute(location.pathname);
    const locale = match?.locale ?? localeOfPath(location.pathname) ?? DEFAULT_LOCALE;
    store.ui.startNavigation();
    loadRoute(store, match, locale, new URLSearchParams(location.search))
      .then(() => selectView(store, match)?.Component.load())
      .then(
        () => {
          if (!current) return;
          if (i18n.language !== locale) void i18n.changeLanguage(locale);
          document.documentElement.lang = locale;
          document.title = headInfo(store, match, i18n.getFixedT(locale)).title;
          setDisplayed(location);
          if (navigationType !== 'POP') window.scrollTo(0, 0);
          store.ui.endNavigation();
        },
        (error: unknown) => {
          // A chunk that fails to load: the full page load recovers (SPEC §4 guards repeats later).
          console.error(error);
          if (current) store.ui.endNavigation(true);
        },
      );
    return () => {
      current = false;
    };
  }, [location, sameDocument, navigationType, store, i18n]);

  return sameDocument ? location : displayed;
}
