/** Menu and footer navigation of one language. A failure leaves them empty (SPEC §8: console only). */
import { flow, types } from 'mobx-state-tree';
import type { NavItem, Navigation } from '../../shared/contract/navigation';
import type { Locale } from '../../shared/constants';
import * as apiPaths from '../../shared/api/paths';
import { storeEnv } from './env';

export const NavigationStore = types
  .model('NavigationStore', {
    menu: types.frozen<NavItem[]>([]),
    footer: types.frozen<NavItem[]>([]),
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
        const navigation: Navigation = yield storeEnv(self).api.get<Navigation>(apiPaths.navigation(locale));
        self.menu = navigation.menu;
        self.footer = navigation.footer;
      } catch (error) {
        storeEnv(self).logger.warn({ err: error }, 'navigation failed to load');
        self.menu = [];
        self.footer = [];
      }
      self.locale = locale;
    }),
  }));
