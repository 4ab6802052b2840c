/**
 * What the content modules of the page need beyond the page answer: the events of event lists
 * (referenced by id), and the module kinds the page shows, whose renderer chunks the server writes
 * into the page (client/modules/renderers.ts) and client navigation loads before showing it. Every
 * route loader that renders sections calls `load` with them (server and client navigation), so both
 * are in the snapshot and hydration needs no second fetch.
 */
import { flow, types } from 'mobx-state-tree';
import type { Locale } from '../../shared/constants';
import type { EventList, EventListItem } from '../../shared/contract/events';
import type { ContainerSection, ModuleNode } from '../../shared/contract/pages';
import * as apiPaths from '../../shared/api/paths';
import { storeEnv } from './env';
import { INTERACTIVE_KINDS } from '../../shared/modules/interactiveKinds';
import { eventIdsOf } from '../../shared/modules/listedEvents';

/** The models of the modules in these sections and, nested, in their modules' children, in order, without duplicates. */
export function modelsOf(sections: readonly ContainerSection[]): string[] {
  const models = new Set<string>();
  const walk = (nodes: readonly ModuleNode[]) => {
    for (const node of nodes) {
      if (typeof node.model === 'string') models.add(node.model);
      walk(node.children ?? []);
    }
  };
  for (const section of sections) walk(section.modules ?? []);
  return [...models];
}

/** The most ids one call of GET /{locale}/api/events/?ids= takes (the back end's limit). */
export const EVENT_IDS_PER_CALL = 50;

export const ModuleDataStore = types
  .model('ModuleDataStore', {
    /** event id -> event, in the locale of `locale` */
    events: types.frozen<Record<string, EventListItem>>({}),
    locale: types.maybeNull(types.string),
    /** when the events were loaded (ms since epoch): "now" of the past-event filters, the same on both sides */
    loadedAt: 0,
    /** the module kinds of the sections last passed to `load`: those the page renders */
    models: types.frozen<string[]>([]),
    /**
     * the interactive module kinds of the first of those sections (client/modules/hydrateWhen.ts):
     * their renderers come with the page (the server writes their chunks) and hydrate at once; the
     * others' load when their modules are needed (client/modules/ModuleRenderer.tsx)
     */
    eagerModels: types.frozen<string[]>([]),
  })
  .actions((self) => ({
    setEvents(locale: string, events: Record<string, EventListItem>, loadedAt: number) {
      self.events = events;
      self.locale = locale;
      self.loadedAt = loadedAt;
    },
  }))
  .actions((self) => ({
    /**
     * The events of these sections' event lists: those already known (in `locale`) and the missing
     * ones, fetched in one call (GET /{locale}/api/events/?ids=…, at most EVENT_IDS_PER_CALL a call);
     * never throws, a missing event is left out.
     */
    fetchEvents: flow(function* fetchEvents(locale: Locale, sections: readonly ContainerSection[], keep: 'sections' | 'known') {
      const ids = eventIdsOf(sections);
      const known = self.locale === locale ? self.events : {};
      const missing = ids.filter((id) => !known[id]);
      const { api, logger } = storeEnv(self);
      const batches: number[][] = [];
      for (let start = 0; start < missing.length; start += EVENT_IDS_PER_CALL) batches.push(missing.slice(start, start + EVENT_IDS_PER_CALL));
      const answers: (EventListItem[] | null)[] = yield Promise.all(
        batches.map((batch) =>
          api.get<EventList>(apiPaths.eventsByIds(locale, batch)).then(
            (answer) => answer.results,
            (error: unknown) => {
              logger.warn({ err: error, events: batch }, 'events of an event list failed to load');
              return null;
            },
          ),
        ),
      );
      const byId = new Map<number, EventListItem>();
      for (const event of answers.flat()) if (event) byId.set(event.id, event);
      // the ones known since (another call answered first) count too
      const now = self.locale === locale ? self.events : {};
      const events: Record<string, EventListItem> = keep === 'known' ? { ...now } : {};
      for (const id of ids) {
        const event = now[id] ?? known[id] ?? byId.get(id);
        if (event) events[id] = event;
      }
      return events;
    }),
  }))
  .actions((self) => ({
    /**
     * Records the sections' module kinds, and the events of their event lists: `listed`, when they
     * came with the sections (a page's `?with=events`), else fetched (fetchEvents).
     */
    load: flow(function* load(locale: Locale, sections: readonly ContainerSection[], listed?: readonly EventListItem[]) {
      self.models = modelsOf(sections);
      self.eagerModels = modelsOf(sections.slice(0, 1)).filter((model) => INTERACTIVE_KINDS.has(model));
      const events: Record<string, EventListItem> = listed ? Object.fromEntries(listed.map((event) => [event.id, event])) : yield self.fetchEvents(locale, sections, 'sections');
      self.setEvents(locale, events, Date.now());
    }),
    /**
     * Adds the events of these sections' event lists that are not known yet, keeping the others: the
     * editor's sections after a change (a concert added, an undo, a restore, a translation copy) show
     * their concerts without a reload. Nothing is fetched when every one is known.
     */
    ensureEvents: flow(function* ensureEvents(locale: Locale, sections: readonly ContainerSection[]) {
      const known = self.locale === locale ? self.events : {};
      if (eventIdsOf(sections).every((id) => known[id])) return;
      const events: Record<string, EventListItem> = yield self.fetchEvents(locale, sections, 'known');
      self.setEvents(locale, events, self.loadedAt || Date.now());
    }),
  }));
