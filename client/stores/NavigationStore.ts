/**
 * The site frame's data of one language, in one call: menu and footer navigation and the footer's
 * latest stories. A failure leaves them empty (SPEC §8: console only).
 */
import { flow, types } from 'mobx-state-tree';
import type { NavItem, Navigation, NewsItem } from '../../shared/contract/navigation';
import type { Locale } from '../../shared/constants';
import * as apiPaths from '../../shared/api/paths';
import { storeEnv } from './env';

/** How many stories the footer shows. */
export const NEWS_TEASER_COUNT = 3;

export const NavigationStore = types
  .model('NavigationStore', {
    menu: types.frozen<NavItem[]>([]),
    footer: types.frozen<NavItem[]>([]),
    /** the footer's latest stories (highlights first, then the newest, as the stories page's teaser) */
    news: types.frozen<NewsItem[]>([]),
    locale: types.maybeNull(types.string),
  })
  .views((self) => ({
    highlighted(limit: number): NavItem[] {
      return self.menu.filter((item) => item.is_highlight).slice(0, limit);
    },
  }))
  .actions((self) => ({
    /** Loads once per language. */
    load: flow(function* load(locale: Locale) {
      if (self.locale === locale) return;
      try {
        const navigation: Navigation = yield storeEnv(self).api.get<Navigation>(apiPaths.navigation(locale, NEWS_TEASER_COUNT));
        self.menu = navigation.menu;
        self.footer = navigation.footer;
        self.news = navigation.news ?? [];
      } catch (error) {
        storeEnv(self).logger.warn({ err: error }, 'navigation failed to load');
        self.menu = [];
        self.footer = [];
        self.news = [];
      }
      self.locale = locale;
    }),
  }));
