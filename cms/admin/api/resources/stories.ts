/** The admin's resources of stories (resource.ts declares the machinery, docs/admin.md). */
import { z } from 'zod';
import { stories, stories_story_categories, stories_story_tags, story_categories, story_tags } from '../../../db/schema';
import * as f from '../fields';
import { adminMessages } from '../fields';
import type { AdminResource } from '../resource';
import { adminGoLive, reindex, sanitized, scheduled, withSlug } from './hooks';

export const storyResource: AdminResource = {
  name: 'stories',
  table: stories,
  // lists and teasers show stories without naming each: any change but the text touches `stories:list`
  keys: { kind: 'story', list: 'stories:list', listSafe: ['text_de', 'text_en'] },
  fields: z.object({
    ...f.localized('title', true),
    ...f.localized('teaser', false, 2000),
    text_de: f.richText(),
    text_en: f.richText(),
    slug: f.slug(),
    date: f.requiredDate(),
    header_image_id: f.ref(),
    is_highlight: f.flag(false),
    is_online: f.flag(true),
    publish_at: f.optionalDateTime(),
    unpublish_at: f.optionalDateTime(),
    category_ids: f.ids(),
    tag_ids: f.ids(),
  }),
  search: ['title_de', 'title_en', 'teaser_de', 'slug'],
  filters: {
    is_online: { kind: 'bool', column: 'is_online' },
    is_highlight: { kind: 'bool', column: 'is_highlight' },
    category_id: { kind: 'relation', relation: 'category_ids' },
    tag_id: { kind: 'relation', relation: 'tag_ids' },
  },
  sort: ['id', 'date', 'title_de', 'is_online'],
  defaultSort: ['date', 'DESC'],
  relations: [
    { field: 'category_ids', table: stories_story_categories, own: 'story_id', other: 'category_id' },
    { field: 'tag_ids', table: stories_story_tags, own: 'story_id', other: 'tag_id' },
  ],
  prepare: async (data, ctx) => withSlug('title_de', sanitized('text_de', 'text_en')(await adminGoLive('story')(scheduled(data), ctx))),
  afterWrite: reindex('story'),
};

export const storyCategoryResource: AdminResource = {
  name: 'story-categories',
  table: story_categories,
  fields: z.object({ ...f.localized('name', true, 256), slug_de: f.slug().pipe(z.string().min(1, adminMessages.required)), slug_en: f.slug().pipe(z.string().min(1, adminMessages.required)), order: f.order() }),
  search: ['name_de', 'name_en', 'slug_de', 'slug_en'],
  sort: ['id', 'name_de', 'order'],
  defaultSort: ['order', 'ASC'],
};

export const storyTagResource: AdminResource = {
  name: 'story-tags',
  table: story_tags,
  fields: z.object({ ...f.localized('name', true, 256), slug: f.slug() }),
  search: ['name_de', 'name_en', 'slug'],
  sort: ['id', 'name_de', 'slug'],
  defaultSort: ['name_de', 'ASC'],
  prepare: (data) => withSlug('name_de', data),
};
