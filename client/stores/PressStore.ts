/**
 * State of the press screens (SPEC §3, §4): the download categories, each category's directories
 * (loaded once per category: a second request while or after loading does nothing), and the
 * directory shown on its own page. The server loads the first page of every category's directories
 * (DOWNLOADS_PAGE_SIZE), so the press page is complete without JavaScript: "load more" under a
 * category is a link to its next page's address (`?category={id}&page=N`).
 */
import { flow, types } from 'mobx-state-tree';
import { defineArea } from './areas';
import type { Locale } from '../../shared/constants';
import type { DownloadCategory, DownloadCategoryWithDirectories, DownloadDirectory } from '../../shared/contract/downloads';
import * as pressPaths from '../../shared/api/pressPaths';
import { storeEnv } from './env';
import { pagedList } from './pagedList';

/** A category's directories, page by page (./pagedList.ts): the server renders the first page. */
export const DirectoryPages = pagedList<DownloadDirectory>('DirectoryPages', { failure: 'press directories failed to load' });

/** A category with the directories and loading flag the client adds (SPEC §3). */
export const PressCategory = types
  .model('PressCategory', {
    id: types.identifierNumber,
    name: types.string,
    order: 0,
    list: types.optional(DirectoryPages, {}),
  })
  .views((self) => ({
    get directories(): DownloadDirectory[] {
      return self.list.items;
    },
    get loading(): boolean {
      return self.list.loading && self.list.page === 0;
    },
    get loaded(): boolean {
      return self.list.loaded;
    },
  }));

export const PressStore = types
  .model('PressStore', {
    categories: types.array(PressCategory),
    categoriesLocale: types.maybeNull(types.string),
    current: types.maybeNull(types.frozen<DownloadDirectory>()),
    /** the one category the page shows (its `?category=` address, the crawlable "load more" link), else null: all */
    only: types.maybeNull(types.number),
    /** the categories could not be loaded: the page says so with 'Try again' (SPEC §8) */
    loadFailed: false,
  })
  .views((self) => ({
    /** The categories the page shows: all, or the one of its `?category=` address. */
    get shown() {
      return self.only === null ? self.categories : self.categories.filter((c) => c.id === self.only);
    },
  }))
  .actions((self) => {
    const setCategories = (locale: Locale, categories: DownloadCategory[]) => {
      self.categories.replace(categories.map((c) => PressCategory.create({ id: c.id, name: c.name, order: c.order })));
      self.categoriesLocale = locale;
    };
    return {
      setLoadFailed(failed: boolean) {
        self.loadFailed = failed;
      },
      setCategories,
      /** The categories with the first page of each one's directories, from one answer. */
      setCategoriesWithDirectories(locale: Locale, categories: DownloadCategoryWithDirectories[]) {
        setCategories(locale, categories);
        for (const [i, category] of self.categories.entries()) {
          category.list.reset(pressPaths.downloadDirectories(locale, category.id), 1);
          category.list.append(1, categories[i].directories);
        }
      },
      setOnly(categoryId: number | null) {
        self.only = categoryId;
      },
      setCurrent(directory: DownloadDirectory | null) {
        self.current = directory;
      },
    };
  })
  .actions((self) => ({
    /** The categories, unless already loaded in this language (with their directories). Throws ApiError. */
    loadCategories: flow(function* loadCategories(locale: Locale) {
      if (self.categoriesLocale === locale) return;
      const categories: DownloadCategory[] = yield storeEnv(self).api.get<DownloadCategory[]>(pressPaths.downloadCategories(locale));
      self.setCategories(locale, categories);
    }),
    /**
     * Every category with the first page of its directories, in one answer (the whole press page),
     * unless each is loaded in this language already. Throws ApiError.
     */
    loadWithDirectories: flow(function* loadWithDirectories(locale: Locale) {
      if (self.categoriesLocale === locale && self.categories.every((c) => c.loaded)) return;
      const categories: DownloadCategoryWithDirectories[] = yield storeEnv(self).api.get<DownloadCategoryWithDirectories[]>(pressPaths.downloadCategoriesWithDirectories(locale));
      self.setCategoriesWithDirectories(locale, categories);
    }),
    /**
     * A category's directories from page `page` (default 1), once (SPEC §4: a second request while or
     * after loading does nothing): a category's own address (`?category={id}&page=N`). A failure is
     * logged and recorded on the category's list (a later call may load it again); with `rethrow` it
     * is thrown (the loader's 404 for a page after the last, else the page's 'Try again').
     */
    loadDirectories: flow(function* loadDirectories(categoryId: number, page = 1, rethrow = false) {
      const category = self.categories.find((c) => c.id === categoryId);
      if (!category || !self.categoriesLocale) return;
      if (category.list.firstPage === page && (category.loaded || category.list.loading)) return;
      yield category.list.start(pressPaths.downloadDirectories(self.categoriesLocale as Locale, categoryId), page, rethrow);
    }),
    /** One directory with its files. Throws ApiError (404 when unknown). */
    loadDirectory: flow(function* loadDirectory(locale: Locale, id: number) {
      const directory: DownloadDirectory = yield storeEnv(self).api.get<DownloadDirectory>(pressPaths.downloadDirectory(locale, id));
      self.setCurrent(directory);
    }),
  }));

/** The press area's store (./areas.ts). */
export const pressArea = defineArea('press', PressStore);
