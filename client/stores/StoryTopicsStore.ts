/**
 * The stories' categories and tags (SPEC §3, §4, §8): fetched together in one call, only when not
 * yet loaded for the language, so they survive client navigations, and shared by the list, the tag
 * pages and the story detail (which loads nothing else of the lists: ./StoriesStore.ts,
 * ./StoryStore.ts). Loading flags start true and turn false when the data arrives.
 */
import { types } from 'mobx-state-tree';
import type { Locale } from '../../shared/constants';
import type { StoryCategory, StoryTag, StoryTopics } from '../../shared/contract/stories';
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
    /** the request in flight per language, so two callers share one fetch */
    pending: new Map<Locale, Promise<void>>(),
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
  .actions((self) => ({
    /** Both lists, as GET /story-topics/ answers them (or the stories list with `with=topics`). */
    setTopics(locale: Locale, topics: StoryTopics) {
      self.setCategories(locale, topics.categories);
      self.setTags(locale, topics.tags);
    },
  }))
  .actions((self) => ({
    /** The topics another read brought along (`with=topics`: its answer's `topics`); whether it brought them. */
    takeFrom(locale: Locale, answer: { topics?: unknown }): boolean {
      if (!answer.topics) return false;
      self.setTopics(locale, answer.topics as StoryTopics);
      return true;
    },
  }))
  .views((self) => ({
    /** whether both lists are loaded in this language */
    isLoaded(locale: Locale): boolean {
      return self.categoriesLocale === locale && self.tagsLocale === locale;
    },
  }))
  .actions((self) => ({
    /** The categories and the tags, unless already loaded in this language; a second caller waits for the first's call. Throws ApiError. */
    load(locale: Locale): Promise<void> {
      if (self.isLoaded(locale)) return Promise.resolve();
      const running = self.pending.get(locale);
      if (running) return running;
      const started = storeEnv(self)
        .api.get<StoryTopics>(storyPaths.storyTopics(locale))
        .then((topics) => self.setTopics(locale, topics))
        .finally(() => self.pending.delete(locale));
      self.pending.set(locale, started);
      return started;
    },
  }));

/** The story topics' store (./areas.ts). */
export const storyTopicsArea = defineArea('storyTopics', StoryTopicsStore);
