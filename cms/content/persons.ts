/**
 * The orchestra's persons as the API answers them: the list (online persons, by ensemble or
 * category), the detail and the categories. Order of the list: musicians before ensembles, then the
 * person's first category (by the categories' order; among the filtered ones when categories are
 * given; persons without category last), then `order`, last name, first name.
 */
import { and, asc, count, eq, inArray, min, or, sql } from 'drizzle-orm';
import { adminChangeUrl } from '../../shared/adminUrls';
import type { Locale } from '../../shared/constants';
import type { PersonCategory, PersonCategoryRef, PersonDetail, PersonListItem } from '../../shared/contract/persons';
import type { DbOrTx } from '../db/client';
import { pageWindow, prepared } from '../db/prepared';
import { tr } from '../db/i18n';
import { person_categories, persons, persons_person_categories } from '../db/schema';
import { loadImageRefs } from '../media/imageRef';
import { groupBy, objectUrls, personName } from './common';
import { isNumericId } from './listing';

/** The columns of a person in lists (not the biography). */
const LIST_COLUMNS = {
  id: persons.id,
  slug: persons.slug,
  first_name: persons.first_name,
  last_name: persons.last_name,
  position_de: persons.position_de,
  position_en: persons.position_en,
  instrument_de: persons.instrument_de,
  instrument_en: persons.instrument_en,
  is_ensemble: persons.is_ensemble,
  image_id: persons.image_id,
};

type PersonRow = Pick<typeof persons.$inferSelect, keyof typeof LIST_COLUMNS>;

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
    // every list and detail of persons: built once (cms/db/prepared.ts), the ids as one array
    prepared(db, 'person_categories_of_persons', (on) =>
      on
        .select({ person_id: persons_person_categories.person_id, category: person_categories })
        .from(persons_person_categories)
        .innerJoin(person_categories, eq(person_categories.id, persons_person_categories.category_id))
        .where(sql`${persons_person_categories.person_id} = any(${sql.placeholder('ids')})`)
        .orderBy(asc(person_categories.order), asc(person_categories.id)),
    ).execute({ ids }),
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

/** The categories that filter values (slugs or ids) name, and the values that name none. */
export async function personCategoriesOf(db: DbOrTx, values: string[]): Promise<{ ids: number[]; unknown: string[] }> {
  const numeric = values.filter(isNumericId).map(Number);
  const found = await db
    .select({ id: person_categories.id, slug: person_categories.slug })
    .from(person_categories)
    .where(or(inArray(person_categories.slug, values), numeric.length ? inArray(person_categories.id, numeric) : undefined));
  return {
    ids: found.map((c) => c.id),
    unknown: values.filter((value) => !found.some((c) => c.slug === value || String(c.id) === value)),
  };
}

export interface PersonFilter {
  isEnsemble?: boolean;
  /** persons in any of these categories (ids) */
  categoryIds?: number[];
}

/**
 * One page of the online persons that match, and how many match in all. Built once per filter form
 * (ensembles or not, categories or not: their values are parameters) and page window (pageWindow):
 * the orchestra page runs them on every uncached view.
 */
export async function findPersons(
  db: DbOrTx,
  filter: PersonFilter,
  page: { limit: number; offset: number },
  locale: Locale,
): Promise<{ count: number; items: PersonListItem[] }> {
  const byEnsemble = filter.isEnsemble !== undefined;
  const byCategory = filter.categoryIds !== undefined;
  const shape = `${byEnsemble ? 'ensemble' : 'all'}_${byCategory ? 'categories' : 'any'}`;
  const values = { ensemble: filter.isEnsemble, categories: filter.categoryIds };
  const inCategories = sql`${persons_person_categories.category_id} = any(${sql.placeholder('categories')})`;
  const where = (on: DbOrTx) =>
    and(
      eq(persons.is_online, true),
      byEnsemble ? eq(persons.is_ensemble, sql.placeholder('ensemble')) : undefined,
      byCategory ? inArray(persons.id, on.select({ id: persons_person_categories.person_id }).from(persons_person_categories).where(inCategories)) : undefined,
    );

  // each musician's first section (in the editors' order), for sorting: one grouped read of the two
  // small tables, not a subquery per musician (that scanned both once per row)
  const firstCategory = (on: DbOrTx) =>
    on
      .select({ person_id: persons_person_categories.person_id, o: min(person_categories.order).as('first_order') })
      .from(persons_person_categories)
      .innerJoin(person_categories, eq(person_categories.id, persons_person_categories.category_id))
      .where(byCategory ? inCategories : undefined)
      .groupBy(persons_person_categories.person_id)
      .as('first_category');

  const window = pageWindow(page.limit, page.offset);
  const [[{ n }], rows] = await Promise.all([
    prepared(db, `persons_count_${shape}`, (on) => on.select({ n: count() }).from(persons).where(where(on))).execute(values),
    prepared(db, `persons_page_${shape}_${window.name}`, (on) => {
      const first = firstCategory(on);
      return on
        .select(LIST_COLUMNS)
        .from(persons)
        .leftJoin(first, eq(first.person_id, persons.id))
        .where(where(on))
        .orderBy(
          // ensembles after the musicians: the orchestra page lists them apart from the sections
          asc(persons.is_ensemble),
          sql`${first.o} ASC NULLS LAST`,
          asc(persons.order),
          asc(persons.last_name),
          asc(persons.first_name),
          asc(persons.id),
        )
        .limit(window.limit)
        .offset(window.offset);
    }).execute({ ...values, ...window.values }),
  ]);
  return { count: n, items: await toPersonListItems(db, rows, locale) };
}

/** The detail of one person, or null. Offline persons only when `includeOffline` (logged-in editors). */
export async function loadPersonDetail(db: DbOrTx, id: number, locale: Locale, includeOffline: boolean): Promise<PersonDetail | null> {
  const [row] = await prepared(db, includeOffline ? 'person_detail_any' : 'person_detail_online', (on) =>
    on
      .select()
      .from(persons)
      .where(and(eq(persons.id, sql.placeholder('id')), includeOffline ? undefined : eq(persons.is_online, true))),
  ).execute({ id });
  if (!row) return null;
  const [item] = await toPersonListItems(db, [row], locale);
  return { ...item, biography: tr(row, 'biography', locale) };
}

/** Every person category, in the editors' order. */
export async function listPersonCategories(db: DbOrTx, locale: Locale): Promise<PersonCategory[]> {
  const rows = await prepared(db, 'person_categories_all', (on) => on.select().from(person_categories).orderBy(asc(person_categories.order), asc(person_categories.id))).execute();
  return rows.map((c) => ({ id: c.id, name: tr(c, 'name', locale), slug: c.slug, order: c.order }));
}
