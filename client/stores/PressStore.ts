/**
 * State of the press screens (SPEC §3, §4): the download categories, each category's directories
 * (loaded once per category: a second request while or after loading does nothing), and the
 * directory shown on its own page. The server loads every category's directories, so the press
 * page is complete without JavaScript.
 */
import { flow, types } from 'mobx-state-tree';
import { defineArea } from './areas';
import type { Locale } from '../../shared/constants';
import type { DownloadCategory, DownloadDirectory } from '../../shared/contract/downloads';
import * as pressPaths from '../../shared/api/pressPaths';
import { storeEnv } from './env';

/** A category with the directories and loading flag the client adds (SPEC §3). */
export const PressCategory = types
  .model('PressCategory', {
    id: types.identifierNumber,
    name: types.string,
    order: 0,
    directories: types.frozen<DownloadDirectory[]>([]),
    loading: false,
    loaded: false,
    failed: false,
  })
  .actions((self) => ({
    setLoading() {
      self.loading = true;
      self.failed = false;
    },
    setDirectories(directories: DownloadDirectory[]) {
      self.directories = directories;
      self.loading = false;
      self.loaded = true;
    },
    setFailed() {
      self.loading = false;
      self.failed = true;
    },
  }));

export const PressStore = types
  .model('PressStore', {
    categories: types.array(PressCategory),
    categoriesLocale: types.maybeNull(types.string),
    current: types.maybeNull(types.frozen<DownloadDirectory>()),
    /** the categories could not be loaded: the page says so with 'Try again' (SPEC §8) */
    loadFailed: false,
  })
  .actions((self) => ({
    setLoadFailed(failed: boolean) {
      self.loadFailed = failed;
    },
    setCategories(locale: Locale, categories: DownloadCategory[]) {
      self.categories.replace(categories.map((c) => PressCategory.create({ id: c.id, name: c.name, order: c.order })));
      self.categoriesLocale = locale;
    },
    setCurrent(directory: DownloadDirectory | null) {
      self.current = directory;
    },
  }))
  .actions((self) => ({
    /** The categories, unless already loaded in this language (with their directories). Throws ApiError. */
    loadCategories: flow(function* loadCategories(locale: Locale) {
      if (self.categoriesLocale === locale) return;
      const categories: DownloadCategory[] = yield storeEnv(self).api.get<DownloadCategory[]>(pressPaths.downloadCategories(locale));
      self.setCategories(locale, categories);
    }),
    /**
     * A category's directories, once (SPEC §4). A failure is logged and marked on the category (the
     * page offers 'Try again', which may load it again).
     */
    loadDirectories: flow(function* loadDirectories(categoryId: number) {
      const category = self.categories.find((c) => c.id === categoryId);
      if (!category || category.loaded || category.loading || !self.categoriesLocale) return;
      category.setLoading();
      try {
        const directories: DownloadDirectory[] = yield storeEnv(self).api.get<DownloadDirectory[]>(
          pressPaths.downloadDirectories(self.categoriesLocale as Locale, categoryId),
        );
        category.setDirectories(directories);
      } catch (error) {
        storeEnv(self).logger.warn({ err: error }, 'press directories failed to load');
        category.setFailed();
      }
    }),
    /** One directory with its files. Throws ApiError (404 when unknown). */
    loadDirectory: flow(function* loadDirectory(locale: Locale, id: number) {
      const directory: DownloadDirectory = yield storeEnv(self).api.get<DownloadDirectory>(pressPaths.downloadDirectory(locale, id));
      self.setCurrent(directory);
    }),
  }))
  .actions((self) => ({
    loadAllDirectories() {
      return Promise.all(self.categories.map((c) => self.loadDirectories(c.id)));
    },
  }));

/** The press area's store (./areas.ts). */
export const pressArea = defineArea('press', PressStore);
