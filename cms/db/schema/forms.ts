/** Visitor forms: definitions, fields, submitted entries and their files. */
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FieldType } from '../../../shared/forms/fieldTypes';
import { createdAt, flag, id, localized, order, updatedAt } from './_columns';

export const forms = pgTable('forms', {
  id: id(),
  slug: text().notNull().unique(),
  ...localized('title'),
  /** rich text (allowlisted HTML) */
  ...localized('intro'),
  ...localized('success_message'),
  is_online: flag(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * A field of a form. `field_type` is a code of FIELD_TYPES (shared/forms/fieldTypes.ts).
 * `choices_<locale>` is the list of options for types with choices (5, 6, 7, 8), in order.
 * `default_value` is the initial value as text ('' = none); for list types (5, 7) the initial
 * value is [default] or [], for type 9 (file) it is null (SPEC §5).
 */
export const form_fields = pgTable(
  'form_fields',
  {
    id: id(),
    form_id: integer()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    ...localized('label'),
    field_type: smallint().$type<FieldType>().notNull(),
    required: flag(false),
    visible: flag(true),
    choices_de: jsonb().$type<string[]>().notNull().default([]),
    choices_en: jsonb().$type<string[]>().notNull().default([]),
    default_value: text().notNull().default(''),
    ...localized('placeholder'),
    ...localized('help_text'),
    order: order(),
  },
  (t) => [uniqueIndex('form_fields_form_slug_uq').on(t.form_id, t.slug), index('form_fields_form_order_idx').on(t.form_id, t.order)],
);

/** A submitted form. `values` maps field slug -> value (string, string[], boolean, number or null). */
export const form_entries = pgTable(
  'form_entries',
  {
    id: id(),
    form_id: integer()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    locale: text().notNull().default('de'),
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('form_entries_form_idx').on(t.form_id, t.created_at)],
);

/** A file attached to an entry (moved from temp_files on submission). */
export const form_entry_files = pgTable('form_entry_files', {
  id: id(),
  entry_id: integer()
    .notNull()
    .references(() => form_entries.id, { onDelete: 'cascade' }),
  field_slug: text().notNull(),
  original_name: text().notNull(),
  /** path relative to MEDIA_DIR */
  path: text().notNull(),
  mime: text().notNull(),
  size: integer().notNull(),
  created_at: createdAt(),
});
