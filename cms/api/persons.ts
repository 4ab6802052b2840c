/**
 * The orchestra's persons (SPEC §7):
 *   GET /{locale}/api/persons/?page&is_ensemble&categories=a,b   paginated (24 per page)
 *   GET /{locale}/api/persons/{id}/                              detail with biography
 *   GET /{locale}/api/person-categories/                         list
 * Only online persons. Order: the person's first category (by the categories' order; among the
 * filtered ones when `categories` is given; persons without category last), then `order`, then
 * last name, first name.
 */
import { and, asc, count, eq, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { adminChangeUrl } from '../../shared/adminUrls';
import type { Locale } from '../../shared/constants';
import type { PersonCategory, PersonCategoryRef, PersonDetail, PersonList, PersonListItem } from '../../shared/contract/persons';
import { groupBy, objectUrls, personName } from '../content/common';
import { boolParam, csvParam, FilterErrors, idParam, isNumericId, pageOffset, pageParam, paginated } from '../content/listing';
import type { DbOrTx } from '../db/client';
import { tr } from '../db/i18n';
import { person_categories, persons, persons_person_categories } from '../db/schema';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError } from '../errors';
import { loadImageRefs } from '../media/imageRef';

export const PERSONS_PAGE_SIZE = 24;

type PersonRow = typeof persons.$inferSelect;

/** positions in the locale: one per line of the stored text */
function positionsOf(row: PersonRow, locale: Locale): string[] {
  return tr(row, 'position', locale)
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

async function toPersonListItems(db: DbOrTx, rows: PersonRow[], locale: Locale): Promise<PersonListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [categoryRows, images] = await Promise.all([
    db
      .select({ person_id: persons_person_categories.person_id, category: person_categories })
      .from(persons_person_categories)
      .innerJoin(person_categories, eq(person_categories.id, persons_person_categories.category_id))
      .where(inArray(persons_person_categories.person_id, ids))
      .orderBy(asc(person_categories.order), asc(person_categories.id)),
    loadImageRefs(
      db,
      rows.map((r) => r.image_id),
      locale,
    ),
  ]);
  const categoriesOf = groupBy(categoryRows, (c) => c.person_id);
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    name: personName(p),
    first_name: p.first_name,
    last_name: p.last_name,
    positions: positionsOf(p, locale),
    categories: (categoriesOf.get(p.id) ?? []).map(({ category }): PersonCategoryRef => ({
      id: category.id,
      name: tr(category, 'name', locale),
      slug: category.slug,
    })),
    instrument: tr(p, 'instrument', locale),
    is_ensemble: p.is_ensemble,
    image: (p.image_id !== null && images.get(p.image_id)) || null,
    url: objectUrls('persons-slug-id', p.slug, p.id),
    admin_url: adminChangeUrl('person', p.id),
  }));
}

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
      }),
    },
    async handler({ db, locale, query, req }): Promise<PersonList> {
      const conditions: (SQL | undefined)[] = [eq(persons.is_online, true)];
      if (query.is_ensemble !== undefined) conditions.push(eq(persons.is_ensemble, query.is_ensemble));

      let categoryIds: number[] | undefined;
      if (query.categories) {
        const values = query.categories;
        const numeric = values.filter(isNumericId).map(Number);
        const found = await db
          .select({ id: person_categories.id, slug: person_categories.slug })
          .from(person_categories)
          .where(or(inArray(person_categories.slug, values), numeric.length ? inArray(person_categories.id, numeric) : undefined));
        const errors = new FilterErrors();
        for (const value of values) {
          if (!found.some((c) => c.slug === value || String(c.id) === value)) errors.unknown('categories', 'person category', value);
        }
        errors.throwIfAny();
        categoryIds = found.map((c) => c.id);
        conditions.push(
          inArray(
            persons.id,
            db
              .select({ id: persons_person_categories.person_id })
              .from(persons_person_categories)
              .where(inArray(persons_person_categories.category_id, categoryIds)),
          ),
        );
      }
      const where = and(...conditions);

      // the first category's order, for sorting (correlated subquery)
      const categoryOrder = db
        .select({ o: min(person_categories.order) })
        .from(persons_person_categories)
        .innerJoin(person_categories, eq(person_categories.id, persons_person_categories.category_id))
        .where(
          and(
            eq(persons_person_categories.person_id, persons.id),
            categoryIds ? inArray(persons_person_categories.category_id, categoryIds) : undefined,
          ),
        );

      const [[{ n }], rows] = await Promise.all([
        db.select({ n: count() }).from(persons).where(where),
        db
          .select()
          .from(persons)
          .where(where)
          .orderBy(
            // ensembles after the musicians: the orchestra page lists them apart from the sections
            asc(persons.is_ensemble),
            sql`(${categoryOrder}) ASC NULLS LAST`,
            asc(persons.order),
            asc(persons.last_name),
            asc(persons.first_name),
            asc(persons.id),
          )
          .limit(PERSONS_PAGE_SIZE)
          .offset(pageOffset(query.page, PERSONS_PAGE_SIZE)),
      ]);
      const params = {
        is_ensemble: query.is_ensemble === undefined ? undefined : String(query.is_ensemble),
        categories: query.categories?.join(','),
      };
      return paginated(req, { page: query.page, size: PERSONS_PAGE_SIZE, count: n, params }, await toPersonListItems(db, rows, locale));
    },
  }),

  defineEndpoint({
    name: 'persons.read',
    method: 'GET',
    api: 'api',
    path: '/persons/:id/',
    permission: 'public',
    input: { params: z.object({ id: idParam }) },
    async handler({ db, locale, params, user }): Promise<PersonDetail> {
      const [row] = await db
        .select()
        .from(persons)
        .where(and(eq(persons.id, params.id), user ? undefined : eq(persons.is_online, true)));
      if (!row) throw new NotFoundError();
      const [item] = await toPersonListItems(db, [row], locale);
      return { ...item, biography: tr(row, 'biography', locale) };
    },
  }),

  defineEndpoint({
    name: 'personCategories.browse',
    method: 'GET',
    api: 'api',
    path: '/person-categories/',
    permission: 'public',
    async handler({ db, locale }): Promise<PersonCategory[]> {
      const rows = await db.select().from(person_categories).orderBy(asc(person_categories.order), asc(person_categories.id));
      return rows.map((c) => ({ id: c.id, name: tr(c, 'name', locale), slug: c.slug, order: c.order }));
    },
  }),
];
