/**
 * A client navigation once its code has loaded (the "navigation" chunk, ./navigationWork.ts): the
 * route's loaders and the language's whole texts, then the route's chunk and the renderers of the
 * module kinds the loader recorded, so the page appears complete; then the new page's head, its
 * language, and the scroll (SPEC §2: to the top, or nowhere on back and forward). The old page stays
 * until then, under the loading bar (./useDisplayedLocation.ts starts it and answers its failures).
 */
import type { i18n as I18n } from 'i18next';
import type { Location, NavigateFunction, NavigationType } from 'react-router-dom';
import type { Locale } from '../../shared/constants';
import type { RouteMatch } from '../../shared/routes';
import { ensureWholeLanguage } from '../languageFiles';
import { scrollPageTo } from '../pageScroll';
import type { RootStoreInstance } from '../stores/RootStore';
import { isFailedNavigation } from '../stores/UiStore';
import { applyHead, headOrigin } from './applyHead';
import { headLinks } from './headLinks';
import { loadRoute } from './loadRoute';
import { scrollActionFor } from './scroll';
import { headInfo } from './title';
import { selectView } from './views';

export interface Navigation {
  store: RootStoreInstance;
  i18n: I18n;
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
  match: RouteMatch | null;
  locale: Locale;
  /** whether this is still the navigation wanted (a newer one replaces it) */
  current(): boolean;
  /** shows the new page */
  show(): void;
}

/**
 * Loads the renderers of these module kinds. client/modules/renderers.ts is imported here, not
 * statically: it is part of the "sections" chunk (webpack.config.ts) that every page with sections
 * loads anyway.
 */
function loadRenderers(models: readonly string[]): Promise<void> | undefined {
  if (!models.length) return undefined;
  return import(/* webpackChunkName: "module-renderers" */ '../modules/renderers').then((renderers) => renderers.loadRenderers(models));
}

export async function runNavigation(navigation: Navigation): Promise<void> {
  const { store, i18n, location, match, locale } = navigation;
  // the language's whole texts (a page brings only its own: client/i18n.ts); without them, a page in
  // the language shown renders with what it has, and asks again for a text it lacks
  const texts = ensureWholeLanguage(i18n, locale).catch((error: unknown) => {
    if (!i18n.hasResourceBundle(locale, 'translation')) throw error;
  });
  await Promise.all([loadRoute(store, match, locale, new URLSearchParams(location.search)), texts]);
  const view = selectView(store, match);
  await Promise.all([view && view.load(), view && loadRenderers(store.moduleData.models)]);
  if (!navigation.current()) return;
  // the loader found the content under another address (a wrong slug): go there instead
  if (store.ui.redirect) {
    const target = store.ui.redirect;
    store.ui.endNavigation();
    return void navigation.navigate(target, { replace: true });
  }
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  const url = new URL(`${location.pathname}${location.search}`, 'http://localhost');
  applyHead(document, headInfo(store, match, i18n.getFixedT(locale)), headLinks(headOrigin(document), url, store, match, locale));
  navigation.show();
  if (scrollActionFor(navigation.navigationType, location.hash).kind === 'top') scrollPageTo(0);
  // a page whose request could not be made (offline) or that the server failed to answer (5xx) is a
  // failed navigation: the bar turns red
  store.ui.endNavigation(isFailedNavigation(store.ui.error));
}
