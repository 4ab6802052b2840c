/** Press downloads: categories > directories > files. */
import { bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, localized, order } from './_columns';
import { images } from './media';

export const download_categories = pgTable('download_categories', {
  id: id(),
  ...localized('name'),
  order: order(),
});

export const download_directories = pgTable(
  'download_directories',
  {
    id: id(),
    category_id: integer()
      .notNull()
      .references(() => download_categories.id, { onDelete: 'cascade' }),
    ...localized('name'),
    ...localized('description'),
    slug: text().notNull(),
    date: date({ mode: 'string' }),
    image_id: integer().references(() => images.id, { onDelete: 'set null' }),
    order: order(),
    created_at: createdAt(),
  },
  (t) => [index('download_directories_category_idx').on(t.category_id, t.order)],
);

export const download_files = pgTable(
  'download_files',
  {
    id: id(),
    directory_id: integer()
      .notNull()
      .references(() => download_directories.id, { onDelete: 'cascade' }),
    ...localized('title'),
    /** path relative to MEDIA_DIR */
    file: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull().default(0),
    order: order(),
    created_at: createdAt(),
  },
  (t) => [index('download_files_directory_idx').on(t.directory_id, t.order)],
);
