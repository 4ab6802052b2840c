/** The content page of the current route (home or catch-all), as the page-editor API answers it. */
import { flow, types } from 'mobx-state-tree';
import type { Page } from '../../shared/contract/pages';
import type { Locale } from '../../shared/constants';
import { apiPaths } from '../api/paths';
import { storeEnv } from './env';

export const PageStore = types
  .model('PageStore', {
    current: types.maybeNull(types.frozen<Page>()),
    /** `${locale}:${slug}` of `current` */
    key: types.maybeNull(types.string),
  })
  .volatile(() => ({ requestedKey: null as string | null }))
  .views((self) => ({
    get title(): string {
      return self.current?.headline || self.current?.title || '';
    },
  }))
  .actions((self) => ({
    clear() {
      self.current = null;
      self.key = null;
    },
    /** Loads a page; throws ApiError. When a newer load started meanwhile, the older answer is dropped. */
    load: flow(function* load(locale: Locale, slug: string) {
      const key = `${locale}:${slug}`;
      self.requestedKey = key;
      const page: Page = yield storeEnv(self).api.get<Page>(apiPaths.page(locale, slug));
      if (self.requestedKey !== key) return;
      self.current = page;
      self.key = key;
    }),
  }));
