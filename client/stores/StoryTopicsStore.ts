/**
 * The stories' categories and tags (SPEC §3, §4, §8): fetched only when not yet loaded for the
 * language, so they survive client navigations, and shared by the list, the tag pages and the story
 * detail (which loads nothing else of the lists: ./StoriesStore.ts, ./StoryStore.ts). Loading flags
 * start true and turn false when the data arrives.
 */
import { types } from 'mobx-state-tree';
import type { Locale } from '../../shared/constants';
import type { StoryCategory, StoryTag } from '../../shared/contract/stories';
import * as storyPaths from '../../shared/api/storyPaths';
import { defineArea } from './areas';
import { storeEnv } from './env';

export const StoryTopicsStore = types
  .model('StoryTopicsStore', {
    categories: types.frozen<StoryCategory[]>([]),
    /** the language `categories` are in (null: not loaded) */
    categoriesLocale: types.maybeNull(types.string),
    tags: types.frozen<StoryTag[]>([]),
    tagsLocale: types.maybeNull(types.string),
    loadingCategories: true,
    loadingTags: true,
  })
  .volatile(() => ({
    /** requests in flight, so two callers share one fetch */
    pending: new Map<string, Promise<void>>(),
  }))
  .views((self) => ({
    categoryNames(ids: readonly number[]): string[] {
      return ids.map((id) => self.categories.find((c) => c.id === id)?.name).filter((name): name is string => !!name);
    },
    tagsOf(ids: readonly number[]): StoryTag[] {
      return ids.map((id) => self.tags.find((t) => t.id === id)).filter((tag): tag is StoryTag => !!tag);
    },
  }))
  .actions((self) => ({
    setCategories(locale: Locale, categories: StoryCategory[]) {
      self.categories = categories;
      self.categoriesLocale = locale;
      self.loadingCategories = false;
    },
    setTags(locale: Locale, tags: StoryTag[]) {
      self.tags = tags;
      self.tagsLocale = locale;
      self.loadingTags = false;
    },
  }))
  .actions((self) => {
    /** One fetch per key at a time: a second caller waits for the first. */
    function once(key: string, run: () => Promise<void>): Promise<void> {
      const running = self.pending.get(key);
      if (running) return running;
      const started = run().finally(() => self.pending.delete(key));
      self.pending.set(key, started);
      return started;
    }
    return {
      /** The categories, unless already loaded in this language. Throws ApiError. */
      loadCategories(locale: Locale): Promise<void> {
        if (self.categoriesLocale === locale) return Promise.resolve();
        return once(`categories:${locale}`, async () => {
          self.setCategories(locale, await storeEnv(self).api.get<StoryCategory[]>(storyPaths.articleCategories(locale)));
        });
      },
      /** The tags, unless already loaded in this language. Throws ApiError. */
      loadTags(locale: Locale): Promise<void> {
        if (self.tagsLocale === locale) return Promise.resolve();
        return once(`tags:${locale}`, async () => {
          self.setTags(locale, await storeEnv(self).api.get<StoryTag[]>(storyPaths.articleTags(locale)));
        });
      },
    };
  });

/** The story topics' store (./areas.ts). */
export const storyTopicsArea = defineArea('storyTopics', StoryTopicsStore);
