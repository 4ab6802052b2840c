/**
 * What the content modules of the page need beyond the page answer: the events of event lists
 * (referenced by id), and the module kinds the page shows, whose renderer chunks the server writes
 * into the page (client/modules/renderers.ts) and client navigation loads before showing it. Every
 * route loader that renders sections calls `load` with them (server and client navigation), so both
 * are in the snapshot and hydration needs no second fetch.
 */
import { flow, types } from 'mobx-state-tree';
import type { Locale } from '../../shared/constants';
import type { EventListItem } from '../../shared/contract/events';
import type { ContainerSection, ModuleNode } from '../../shared/contract/pages';
import * as apiPaths from '../api/paths';
import { storeEnv } from './env';

/** The ids of the events that event lists in these sections hold, in order, without duplicates. */
export function eventIdsOf(sections: readonly ContainerSection[]): number[] {
  const ids = new Set<number>();
  const walk = (nodes: readonly ModuleNode[]) => {
    for (const node of nodes) {
      if (node.model === 'event-item' && typeof node.data.event === 'number') ids.add(node.data.event);
      walk(node.children ?? []);
    }
  };
  for (const section of sections) walk(section.modules);
  return [...ids];
}

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

/** The detail answer without its long fields (text, programme): the snapshot carries only what lists show. */
function toListItem({ text: _text, programme: _programme, ...event }: EventListItem & { text?: string; programme?: unknown }): EventListItem {
  return event;
}

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
     * the module kinds of the first of those sections: their renderers come with the page (the
     * server writes their chunks); the others' load as their modules near the viewport
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
    /** Records the sections' module kinds, and fetches the events of their event lists (GET /{locale}/api/events/{id}/); never throws, a missing event is left out. */
    load: flow(function* load(locale: Locale, sections: readonly ContainerSection[]) {
      self.models = modelsOf(sections);
      self.eagerModels = modelsOf(sections.slice(0, 1));
      const ids = eventIdsOf(sections);
      const known = self.locale === locale ? self.events : {};
      const { api, logger } = storeEnv(self);
      const fetched: (EventListItem | null)[] = yield Promise.all(
        ids.map((id) =>
          known[id]
            ? Promise.resolve(known[id])
            : api.get<EventListItem & { text?: string; programme?: unknown }>(apiPaths.event(locale, id)).then(toListItem, (error: unknown) => {
                logger.warn({ err: error, event: id }, 'event of an event list failed to load');
                return null;
              },
              ),
        ),
      );
      const events: Record<string, EventListItem> = {};
      fetched.forEach((event) => {
        if (event) events[event.id] = event;
      });
      self.setEvents(locale, events, Date.now());
    }),
  }));
