/**
 * The content page of the current route (home or catch-all), as the page-editor API answers it.
 * SPEC §4: a repeated request for the same locale and slug while the first is still loading does not
 * fetch again; it waits, polling every POLL_INTERVAL ms, for the first to finish.
 */
import { flow, types } from 'mobx-state-tree';
import type { EventListItem } from '../../shared/contract/events';
import type { Page, WithListedEvents } from '../../shared/contract/pages';
import { POLL_INTERVAL, type Locale } from '../../shared/constants';
import * as apiPaths from '../../shared/api/paths';
import { storeEnv } from './env';

/** `${locale}:${slug}`, plus `@${version}` for an editor's look at a stored version. */
export const pageKey = (locale: Locale, slug: string, version?: string | null) => `${locale}:${slug}${version ? `@${version}` : ''}`;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const PageStore = types
  .model('PageStore', {
    current: types.maybeNull(types.frozen<Page>()),
    /** pageKey of `current` */
    key: types.maybeNull(types.string),
  })
  .volatile(() => ({
    requestedKey: null as string | null,
    /** keys being fetched right now, and how each ended (an error is re-thrown to the waiters) */
    loading: new Set<string>(),
    failures: new Map<string, unknown>(),
  }))
  .views((self) => ({
    get title(): string {
      return self.current?.headline || self.current?.title || '';
    },
    /**
     * How the site header sits over this page (SPEC §2): 'transparent' over the full-bleed header image
     * of a with-header-image page. Applies on the content routes (index, page) only.
     */
    get headerStyle(): 'transparent' | 'default' {
      return self.current?.page_type === 'with-header-image' && self.current.header_image ? 'transparent' : 'default';
    },
  }))
  .actions((self) => ({
    clear() {
      self.current = null;
      self.key = null;
    },
    setLoaded(key: string, page: Page) {
      self.current = page;
      self.key = key;
    },
    /** The editor changed the page's sections (the page re-renders from them, no reload). */
    setSections(sections: readonly Page['modules'][number][]) {
      if (self.current) self.current = { ...self.current, modules: [...sections] };
    },
    /** A restored version (the editor's answer of POST …/restore/ is the live page). */
    replaceCurrent(page: Page) {
      if (self.current?.id === page.id) self.current = page;
    },
  }))
  .actions((self) => ({
    /**
     * Loads a page (an editor may ask for a stored `version`); throws ApiError. When a newer load
     * started meanwhile, the older answer is dropped. A second load of the key that is loading
     * waits for the first one instead of fetching twice. Answers the events the page's event lists
     * name, read with the page (ModuleDataStore.load takes them), or undefined when this call did
     * not set the page.
     */
    load: flow(function* load(locale: Locale, slug: string, version?: string | null): Generator<PromiseLike<unknown>, readonly EventListItem[] | undefined, never> {
      const key = pageKey(locale, slug, version);
      self.requestedKey = key;
      if (self.loading.has(key)) {
        while (self.loading.has(key)) yield wait(POLL_INTERVAL);
        if (self.failures.has(key)) throw self.failures.get(key);
        return undefined;
      }
      self.loading.add(key);
      self.failures.delete(key);
      try {
        const query = version ? `?version_id=${encodeURIComponent(version)}` : '';
        const env = storeEnv(self);
        const { events, ...page }: WithListedEvents<Page> = yield env.api.get<WithListedEvents<Page>>(apiPaths.readWith(`${apiPaths.page(locale, slug)}${query}`, 'events'));
        if (env.prepareModules) yield env.prepareModules(page.modules);
        if (self.requestedKey !== key) return undefined;
        self.setLoaded(key, page);
        return events;
      } catch (error) {
        self.failures.set(key, error);
        throw error;
      } finally {
        self.loading.delete(key);
      }
    }),
  }));
