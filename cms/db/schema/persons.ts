/** The orchestra's musicians and ensembles, and their categories (sections of the orchestra). */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, flag, id, localized, order, updatedAt } from './_columns';
import { images } from './media';

export const persons = pgTable(
  'persons',
  {
    id: id(),
    first_name: text().notNull().default(''),
    /** for ensembles: the ensemble's name */
    last_name: text().notNull(),
    slug: text().notNull().unique(),
    /** e.g. "Solo-Cellist" / "Principal cello" */
    ...localized('position'),
    ...localized('instrument'),
    /** rich text (allowlisted HTML) */
    ...localized('biography'),
    image_id: integer().references(() => images.id, { onDelete: 'set null' }),
    is_ensemble: flag(false),
    is_online: flag(true),
    order: order(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('persons_order_idx').on(t.order, t.last_name)],
);

export const person_categories = pgTable('person_categories', {
  id: id(),
  ...localized('name'),
  slug: text().notNull().unique(),
  order: order(),
});

export const persons_person_categories = pgTable(
  'persons_person_categories',
  {
    person_id: integer()
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    category_id: integer()
      .notNull()
      .references(() => person_categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.person_id, t.category_id] }), index('persons_person_categories_cat_idx').on(t.category_id)],
);
