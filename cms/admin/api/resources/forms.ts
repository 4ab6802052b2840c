/** The admin's resources of forms (resource.ts declares the machinery, docs/admin.md). */
import { z } from 'zod';
import { CHOICE_FIELD_TYPES, FIELD_TYPE_CODES } from '../../../../shared/forms/fieldTypes';
import { form_entries, form_fields, forms } from '../../../db/schema';
import { entryCounts } from '../../../content/formEntries';
import * as f from '../fields';
import { adminMessages } from '../fields';
import type { AdminResource } from '../resource';
import { sanitized, withSlug } from './hooks';

const formFieldSchema = z
  .object({
    slug: f.slug().pipe(z.string().min(1, adminMessages.required)),
    ...f.localized('label', true, 500),
    field_type: z.coerce
      .number()
      .int()
      .refine((v) => (FIELD_TYPE_CODES as readonly number[]).includes(v), adminMessages.unknownFieldType),
    required: f.flag(false),
    visible: f.flag(true),
    // trimmed: a visitor's choice is compared after trimming (shared/forms/validateEntry.ts), so a
    // choice with surrounding spaces could never be chosen
    choices_de: z.array(z.string().trim().max(500)).default([]),
    choices_en: z.array(z.string().trim().max(500)).default([]),
    default_value: f.text(1000),
    ...f.localized('placeholder', false, 500),
    ...f.localized('help_text', false, 1000),
  })
  .superRefine((field, ctx) => {
    if ((CHOICE_FIELD_TYPES as readonly number[]).includes(field.field_type) && (field.choices_de as string[]).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['choices_de'], message: adminMessages.choicesRequired });
    }
  });

export const formResource: AdminResource = {
  name: 'forms',
  table: forms,
  fields: z.object({
    slug: f.slug(),
    ...f.localized('title', true, 500),
    intro_de: f.richText(),
    intro_en: f.richText(),
    ...f.localized('success_message', false, 2000),
    is_online: f.flag(true),
    fields: z
      .array(formFieldSchema)
      .default([])
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((field, i) => {
          if (seen.has(field.slug as string)) ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: adminMessages.duplicateFieldSlug });
          seen.add(field.slug as string);
        });
      }),
  }),
  search: ['title_de', 'title_en', 'slug'],
  filters: { is_online: { kind: 'bool', column: 'is_online' } },
  sort: ['id', 'title_de', 'created_at'],
  defaultSort: ['id', 'ASC'],
  children: [{ field: 'fields', table: form_fields, parent: 'form_id', schema: formFieldSchema as unknown as z.ZodObject<z.ZodRawShape> }],
  prepare: (data) => withSlug('title_de', sanitized('intro_de', 'intro_en')(data)),
  decorate: async (db, records) => {
    const counts = await entryCounts(
      db,
      records.map((r) => r.id as number),
    );
    for (const record of records) record.entry_count = counts.get(record.id as number) ?? 0;
  },
};

export const formEntryResource: AdminResource = {
  name: 'form-entries',
  table: form_entries,
  fields: z.object({}),
  search: ['values'],
  filters: { form_id: { kind: 'eq', column: 'form_id', value: z.coerce.number().int() }, locale: { kind: 'eq', column: 'locale', value: z.enum(['de', 'en']) } },
  sort: ['id', 'created_at', 'form_id'],
  defaultSort: ['created_at', 'DESC'],
  operations: ['delete'],
};
