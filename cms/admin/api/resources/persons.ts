/** The admin's resources of persons (resource.ts declares the machinery, docs/admin.md). */
import { z } from 'zod';
import { slugify } from '../../../../shared/slug';
import { person_categories, persons, persons_person_categories } from '../../../db/schema';
import * as f from '../fields';
import type { AdminResource } from '../resource';
import { sanitized, withSlug, reindex } from './hooks';

export const personResource: AdminResource = {
  name: 'persons',
  table: persons,
  // lists and concerts' performers show persons without naming each: any change but the biography touches `persons:list`
  keys: { kind: 'person', list: 'persons:list', listSafe: ['biography_de', 'biography_en'] },
  fields: z.object({
    first_name: f.text(256),
    last_name: f.requiredText(),
    slug: f.slug(),
    ...f.localized('position', false, 256),
    ...f.localized('instrument', false, 256),
    biography_de: f.richText(),
    biography_en: f.richText(),
    image_id: f.ref(),
    is_ensemble: f.flag(false),
    is_online: f.flag(true),
    order: f.order(),
    category_ids: f.ids(),
  }),
  search: ['first_name', 'last_name', 'position_de', 'position_en', 'instrument_de'],
  filters: {
    is_online: { kind: 'bool', column: 'is_online' },
    is_ensemble: { kind: 'bool', column: 'is_ensemble' },
    category_id: { kind: 'relation', relation: 'category_ids' },
  },
  sort: ['id', 'last_name', 'first_name', 'order'],
  defaultSort: ['order', 'ASC'],
  relations: [{ field: 'category_ids', table: persons_person_categories, own: 'person_id', other: 'category_id' }],
  prepare: (data) => {
    const clean = sanitized('biography_de', 'biography_en')(data);
    return { ...clean, slug: (clean.slug as string) || slugify(`${String(clean.first_name)} ${String(clean.last_name)}`) || 'person' };
  },
  afterWrite: reindex('person'),
};

export const personCategoryResource: AdminResource = {
  name: 'person-categories',
  table: person_categories,
  fields: z.object({ ...f.localized('name', true, 256), slug: f.slug(), order: f.order() }),
  search: ['name_de', 'name_en', 'slug'],
  sort: ['id', 'name_de', 'order'],
  defaultSort: ['order', 'ASC'],
  prepare: (data) => withSlug('name_de', data),
};
