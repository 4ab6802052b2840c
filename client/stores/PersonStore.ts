/**
 * The person on their detail page (SPEC §3 person state) with their content sections and coming
 * concerts. Apart from the list (./PersonsStore.ts): the detail page loads neither the list's state
 * nor its filters.
 */
import { flow, types } from 'mobx-state-tree';
import type { Locale } from '../../shared/constants';
import type { ContainerSection } from '../../shared/contract/pages';
import type { EventList, EventListItem } from '../../shared/contract/events';
import type { PersonDetail, WithPersonConcerts } from '../../shared/contract/persons';
import * as personPaths from '../../shared/api/personPaths';
import { defineArea } from './areas';
import { storeEnv } from './env';
import { loadWithSections } from './objectSections';

export const PersonStore = types
  .model('PersonStore', {
    current: types.maybeNull(types.frozen<PersonDetail>()),
    /** the current person's coming concerts (first page), how many there are, and when they were loaded */
    concerts: types.frozen<EventListItem[]>([]),
    concertCount: 0,
    concertsLoadedAt: 0,
    sections: types.frozen<ContainerSection[]>([]),
  })
  .actions((self) => ({
    setConcerts(list: EventList | null) {
      self.concerts = list?.results ?? [];
      self.concertCount = list?.count ?? 0;
      self.concertsLoadedAt = Date.now();
    },
    setCurrent(person: PersonDetail | null, sections: ContainerSection[]) {
      self.current = person;
      self.sections = sections;
    },
  }))
  .actions((self) => ({
    /**
     * One person, their content sections and their coming concerts, in one read (`with=concerts`).
     * Throws ApiError (404 for unknown or offline). An answer without the concerts (a back end before
     * them) has them read apart; concerts that fail to load, or that the back end cannot list (an
     * offline person an editor sees), leave the list empty (logged), the person still shows.
     */
    loadPerson: flow(function* loadPerson(locale: Locale, id: number) {
      const env = storeEnv(self);
      const [answer, sections]: [WithPersonConcerts<PersonDetail>, ContainerSection[]] = yield loadWithSections<WithPersonConcerts<PersonDetail>>(env, personPaths.person(locale, id), ['concerts']);
      const { concerts, ...person } = answer;
      const list: EventList | null =
        concerts !== undefined
          ? concerts
          : yield env.api.get<EventList>(personPaths.personConcerts(locale, id)).catch((error: unknown) => {
              env.logger.warn({ err: error }, 'concerts of a person failed to load');
              return null;
            });
      self.setConcerts(list);
      self.setCurrent(person, sections);
    }),
  }));

/** The person detail's store (./areas.ts). */
export const personArea = defineArea('person', PersonStore);
