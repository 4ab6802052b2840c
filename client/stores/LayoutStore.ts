/**
 * Data of the site frame: the shop's cart count and account names (read from the shop cookies in
 * the browser once the page is hydrated: the server renders the same page for every visitor, which
 * the page cache relies on), and the footer's news teaser (the latest stories).
 */
import { flow, types } from 'mobx-state-tree';
import type { Locale } from '../../shared/constants';
import type { ArticleResults } from '../../shared/contract/stories';
import * as apiPaths from '../../shared/api/paths';
import { readShopCookies } from './shopCookies';
import { storeEnv } from './env';

/** How many stories the footer teases. */
export const NEWS_TEASER_COUNT = 3;

export interface NewsTeaserItem {
  id: number;
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  link: string;
}

export const LayoutStore = types
  .model('LayoutStore', {
    cartCount: 0,
    firstName: '',
    lastName: '',
    news: types.frozen<NewsTeaserItem[]>([]),
    newsLocale: types.maybeNull(types.string),
  })
  .views((self) => ({
    get contactName(): string {
      return [self.firstName, self.lastName].filter(Boolean).join(' ');
    },
  }))
  .actions((self) => ({
    /** Reads the shop cookies through the environment (the request's Cookie header, or document.cookie). */
    readShopCookies() {
      const shop = readShopCookies(storeEnv(self).cookies?.());
      self.cartCount = shop.cartCount;
      self.firstName = shop.firstName;
      self.lastName = shop.lastName;
    },
    /** The latest stories, once per language; a failure leaves the teaser empty (it is optional). */
    loadNews: flow(function* loadNews(locale: Locale) {
      if (self.newsLocale === locale) return;
      try {
        // only as many as the teaser shows (the stories page asks the same for its highlights: one answer for both)
        const answer: ArticleResults = yield storeEnv(self).api.get<ArticleResults>(apiPaths.articlesTeaser(locale, { limit: NEWS_TEASER_COUNT }));
        self.news = (answer.results ?? []).slice(0, NEWS_TEASER_COUNT).map((article) => ({
          id: article.id,
          title: article.title,
          date: article.date,
          link: article.url?.[locale] ?? `/${locale}/stories/${article.slug}/${article.id}`,
        }));
      } catch (error) {
        storeEnv(self).logger.warn({ err: error }, 'news teaser failed to load');
        self.news = [];
      }
      self.newsLocale = locale;
    }),
  }));
