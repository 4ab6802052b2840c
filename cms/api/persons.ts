/**
 * The orchestra's persons (SPEC §7):
 *   GET /{locale}/api/persons/?page&is_ensemble&categories=a,b   paginated (24 per page); `&with=categories`:
 *                                                                with the person categories (the orchestra page's first read)
 *   GET /{locale}/api/persons/{id}/                              detail with biography; `?with=section,concerts`: with
 *                                                                its content section and its coming concerts (the page's read)
 *   GET /{locale}/api/person-categories/                         list
 * Only online persons; their order and the queries: cms/content/persons.ts.
 */
import { z } from 'zod';
import type { PersonCategory, PersonDetail, PersonListWithCategories, WithPersonConcerts } from '../../shared/contract/persons';
import { boolParam, csvParam, FilterErrors, idParam, pageOffset, pageParam, paginated, withParam } from '../content/listing';
import { findPersons, listPersonCategories, loadPersonDetail, personCategoriesOf } from '../content/persons';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import type { WithObjectSection } from '../../shared/contract/pages';
import { sectionKeys, withObjectSection } from './objectSection';
import { concertListKeys, personConcerts } from './events';
import { NotFoundError } from '../errors';
import { listKey, objectKey } from '../../shared/contentKeys';

export const PERSONS_PAGE_SIZE = 24;

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'persons.browse',
    method: 'GET',
    api: 'api',
    path: '/persons/',
    permission: 'public',
    input: {
      query: z.object({
        page: pageParam,
        is_ensemble: boolParam.optional(),
        /** category slugs or ids, comma-separated: persons in any of them */
        categories: csvParam.optional(),
        /** `categories`: the answer carries every person category too, as GET /person-categories/ answers them */
        with: z.literal('categories').optional(),
      }),
    },
    async handler({ db, locale, query, req }): Promise<PersonListWithCategories> {
      let categoryIds: number[] | undefined;
      if (query.categories) {
        const categories = await personCategoriesOf(db, query.categories);
        const errors = new FilterErrors();
        for (const value of categories.unknown) errors.unknown('categories', 'person category', value);
        errors.throwIfAny();
        categoryIds = categories.ids;
      }
      const filter = { isEnsemble: query.is_ensemble, categoryIds };
      const { count, items } = await findPersons(db, filter, { limit: PERSONS_PAGE_SIZE, offset: pageOffset(query.page, PERSONS_PAGE_SIZE) }, locale);
      const params = {
        is_ensemble: query.is_ensemble === undefined ? undefined : String(query.is_ensemble),
        categories: query.categories?.join(','),
      };
      const list = paginated(req, { page: query.page, size: PERSONS_PAGE_SIZE, count, params }, items);
      return query.with === 'categories' ? { ...list, categories: await listPersonCategories(db, locale) } : list;
    },
    keys: () => [listKey('persons')],
  }),

  defineEndpoint({
    name: 'persons.read',
    method: 'GET',
    api: 'api',
    path: '/persons/:id/',
    permission: 'public',
    // `with=concerts`: the person's coming concerts as GET /events/?person={id} answers them (null
    // where that answers 400: a person not online); the page shows them below the biography
    input: { params: z.object({ id: idParam }), query: z.object({ with: withParam(['section', 'concerts']) }) },
    async handler(frame): Promise<WithPersonConcerts<WithObjectSection<PersonDetail>>> {
      const detail = await loadPersonDetail(frame.db, frame.params.id, frame.locale, frame.user !== null);
      if (!detail) throw new NotFoundError();
      const answer = await withObjectSection(frame, 'person', frame.params.id, detail);
      return frame.query.with?.includes('concerts') ? { ...answer, concerts: await personConcerts(frame, frame.params.id) } : answer;
    },
    keys: ({ params, query }, result) => [
      objectKey('person', params.id),
      ...sectionKeys(query),
      ...(query.with?.includes('concerts') ? [listKey('persons'), ...concertListKeys((result as WithPersonConcerts<PersonDetail> | undefined)?.concerts)] : []),
    ],
  }),

  defineEndpoint({
    name: 'personCategories.browse',
    method: 'GET',
    api: 'api',
    path: '/person-categories/',
    permission: 'public',
    async handler({ db, locale }): Promise<PersonCategory[]> {
      return listPersonCategories(db, locale);
    },
    keys: () => [listKey('persons')],
  }),
];
