/**
 * The concert on its detail page (SPEC §3 current event) and its content section. Apart from the list
 * (./EventsStore.ts): the detail page loads neither the list's state nor its filters.
 */
import { flow, types } from 'mobx-state-tree';
import type { Locale } from '../../shared/constants';
import type { EventDetail } from '../../shared/contract/events';
import type { ContainerSection } from '../../shared/contract/pages';
import { isNotFound, statusOf } from '../../shared/api/errors';
import * as apiPaths from '../../shared/api/paths';
import { defineArea } from './areas';
import { storeEnv } from './env';
import { loadWithSections } from './objectSections';

export const ConcertStore = types
  .model('ConcertStore', {
    current: types.frozen<EventDetail | null>(null),
    /** the current event's content section(s) (ObjectSections) */
    sections: types.frozen<ContainerSection[]>([]),
    /** when `current` was loaded (ms since epoch): whether it has begun, the same on server and client */
    loadedAt: 0,
  })
  .actions((self) => ({
    setCurrent(event: EventDetail | null, sections: ContainerSection[]) {
      self.current = event;
      self.sections = sections;
      self.loadedAt = Date.now();
    },
  }))
  .actions((self) => ({
    /**
     * One concert and its content section; answers the status to show (200, 404, ...). A concert
     * without a section (yet) has none (./objectSections.ts).
     */
    loadDetail: flow(function* loadDetail(locale: Locale, id: number) {
      const env = storeEnv(self);
      self.setCurrent(null, []);
      try {
        const [event, sections]: [EventDetail, ContainerSection[]] = yield loadWithSections<EventDetail>(env, apiPaths.event(locale, id));
        self.setCurrent(event, sections);
        return 200;
      } catch (error) {
        if (!isNotFound(error)) env.logger.warn({ err: error, event: id }, 'concert failed to load');
        return statusOf(error);
      }
    }),
  }));

/** The concert detail's store (./areas.ts). */
export const concertArea = defineArea('concert', ConcertStore);
