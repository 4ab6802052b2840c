/**
 * Every model of the admin, declared once (see resource.ts for the machinery and docs/admin.md).
 * The `name` is the URL segment under /api/admin/ and the react-admin resource name; the SPA maps
 * Django-style addresses (/admin/events/event/12/change/) to these names (cms/admin/app/djangoPaths.ts).
 */
import type { Request } from 'express';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES } from '../../../shared/constants';
import { CHOICE_FIELD_TYPES, FIELD_TYPE_CODES } from '../../../shared/forms/fieldTypes';
import { slugify } from '../../../shared/slug';
import { PAGE_NOTES } from '../../../shared/history/changes';
import { receiveUpload } from '../../http/upload';
import { hashPassword } from '../../auth/password';
import {
  download_categories,
  download_directories,
  download_files,
  editors,
  event_performers,
  event_tags,
  event_works,
  events,
  events_event_tags,
  form_entries,
  form_fields,
  forms,
  genres,
  images,
  pages,
  person_categories,
  persons,
  persons_person_categories,
  redirects,
  stories,
  stories_story_categories,
  stories_story_tags,
  story_categories,
  story_tags,
  subscriptions,
  subscriptions_events,
  venues,
  type ImageRenditions,
} from '../../db/schema';
import { AVAILABILITIES } from '../../db/schema/events';
import { PAGE_TYPES } from '../../db/schema/pages';
import type { SearchKind } from '../../db/schema/search';
import { ValidationError } from '../../errors';
import { removeDeletedDownloadFile, removeDeletedImageFiles } from '../../media/deleteFiles';
import { storeDownloadFile } from '../../media/files';
import { mediaStore } from '../../media/store';
import { storeImage, updateImage } from '../../media/storeImage';
import { sanitizeRichText } from '../../sanitize/richText';
import { reindexObject, reindexObjects } from '../../search/indexer';
import { ensureBaseline, recordVersion } from '../../content/pageVersions';
import * as f from './fields';
import { adminMessages } from './fields';
import type { AdminResource, Tx, WriteContext } from './resource';

type Row = Record<string, unknown>;

/** sanitize the named rich-text columns */
const sanitized =
  (...columns: string[]) =>
  (data: Row): Row => {
    const out = { ...data };
    for (const c of columns) if (typeof out[c] === 'string') out[c] = sanitizeRichText(out[c] as string);
    return out;
  };

/** scheduled go-live before take-down (cms/jobs/schedule.ts applies them), when both are set */
const scheduled = (data: Row): Row => {
  const start = data.publish_at as Date | null | undefined;
  const end = data.unpublish_at as Date | null | undefined;
  if (start && end && end <= start) throw new ValidationError({ unpublish_at: [adminMessages.scheduleOrder] });
  return data;
};

/** an empty slug is derived from a German text column */
const withSlug = (from: string, data: Row): Row => ({ ...data, slug: (data.slug as string) || slugify(String(data[from] ?? '')) || 'item' });

const reindex =
  (kind: SearchKind) =>
  async ({ tx, id }: WriteContext & { id: number }) => {
    await reindexObject(tx, kind, id);
  };

// ---------------------------------------------------------------------------------------------
// concerts

const eventResource: AdminResource = {
  name: 'events',
  table: events,
  fields: z.object({
    ...f.localized('title', true),
    ...f.localized('subtitle'),
    ...{ text_de: f.richText(), text_en: f.richText() },
    slug: f.slug(),
    start_at: f.dateTime(),
    end_at: f.optionalDateTime(),
    venue_id: f.ref(),
    genre_id: f.ref(),
    ticket_url: f.url(),
    availability: z.enum(AVAILABILITIES).default('bookable'),
    presale_start: f.dateOnly(),
    image_id: f.ref(),
    is_highlight: f.flag(false),
    is_online: f.flag(true),
    publish_at: f.optionalDateTime(),
    unpublish_at: f.optionalDateTime(),
    tag_ids: f.ids(),
    works: z
      .array(z.object({ composer: f.text(256), ...f.localized('title', true, 500) }))
      .default([]),
    performers: z
      .array(z.object({ name: f.requiredText(256), ...f.localized('role', false, 256), person_id: f.ref() }))
      .default([]),
  }),
  search: ['title_de', 'title_en', 'subtitle_de', 'slug'],
  filters: {
    venue_id: { kind: 'eq', column: 'venue_id', value: z.coerce.number().int() },
    genre_id: { kind: 'eq', column: 'genre_id', value: z.coerce.number().int() },
    availability: { kind: 'eq', column: 'availability', value: z.enum(AVAILABILITIES) },
    is_online: { kind: 'bool', column: 'is_online' },
    is_highlight: { kind: 'bool', column: 'is_highlight' },
    start_gte: { kind: 'gte', column: 'start_at', value: z.coerce.date() },
    start_lte: { kind: 'lte', column: 'start_at', value: z.coerce.date() },
    tag_id: { kind: 'relation', relation: 'tag_ids' },
  },
  sort: ['id', 'start_at', 'title_de', 'availability', 'is_online'],
  defaultSort: ['start_at', 'DESC'],
  relations: [{ field: 'tag_ids', table: events_event_tags, own: 'event_id', other: 'tag_id' }],
  children: [
    { field: 'works', table: event_works, parent: 'event_id', schema: z.object({}) },
    { field: 'performers', table: event_performers, parent: 'event_id', schema: z.object({}) },
  ],
  prepare: (data) => withSlug('title_de', sanitized('text_de', 'text_en')(scheduled(data))),
  afterWrite: reindex('event'),
};

const venueResource: AdminResource = {
  name: 'venues',
  table: venues,
  fields: z.object({ name: f.requiredText(), address: f.text(), city: f.text(256), url: f.url() }),
  search: ['name', 'address', 'city'],
  filters: { city: { kind: 'eq', column: 'city', value: z.string() } },
  sort: ['id', 'name', 'city'],
  defaultSort: ['name', 'ASC'],
};

const genreResource: AdminResource = {
  name: 'genres',
  table: genres,
  fields: z.object({ ...f.localized('name', true, 256), slug: f.slug(), order: f.order() }),
  search: ['name_de', 'name_en', 'slug'],
  sort: ['id', 'name_de', 'order'],
  defaultSort: ['order', 'ASC'],
  prepare: (data) => withSlug('name_de', data),
};

const eventTagResource: AdminResource = {
  name: 'event-tags',
  table: event_tags,
  fields: z.object({ ...f.localized('name', true, 256), slug: f.slug() }),
  search: ['name_de', 'name_en', 'slug'],
  sort: ['id', 'name_de', 'slug'],
  defaultSort: ['name_de', 'ASC'],
  prepare: (data) => withSlug('name_de', data),
};

// ---------------------------------------------------------------------------------------------
// persons

const personResource: AdminResource = {
  name: 'persons',
  table: persons,
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

const personCategoryResource: AdminResource = {
  name: 'person-categories',
  table: person_categories,
  fields: z.object({ ...f.localized('name', true, 256), slug: f.slug(), order: f.order() }),
  search: ['name_de', 'name_en', 'slug'],
  sort: ['id', 'name_de', 'order'],
  defaultSort: ['order', 'ASC'],
  prepare: (data) => withSlug('name_de', data),
};

// ---------------------------------------------------------------------------------------------
// stories

const storyResource: AdminResource = {
  name: 'stories',
  table: stories,
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
  prepare: (data) => withSlug('title_de', sanitized('text_de', 'text_en')(scheduled(data))),
  afterWrite: reindex('story'),
};

const storyCategoryResource: AdminResource = {
  name: 'story-categories',
  table: story_categories,
  fields: z.object({ ...f.localized('name', true, 256), slug_de: f.slug().pipe(z.string().min(1, adminMessages.required)), slug_en: f.slug().pipe(z.string().min(1, adminMessages.required)), order: f.order() }),
  search: ['name_de', 'name_en', 'slug_de', 'slug_en'],
  sort: ['id', 'name_de', 'order'],
  defaultSort: ['order', 'ASC'],
};

const storyTagResource: AdminResource = {
  name: 'story-tags',
  table: story_tags,
  fields: z.object({ ...f.localized('name', true, 256), slug: f.slug() }),
  search: ['name_de', 'name_en', 'slug'],
  sort: ['id', 'name_de', 'slug'],
  defaultSort: ['name_de', 'ASC'],
  prepare: (data) => withSlug('name_de', data),
};

// ---------------------------------------------------------------------------------------------
// press downloads

const downloadCategoryResource: AdminResource = {
  name: 'download-categories',
  table: download_categories,
  fields: z.object({ ...f.localized('name', true, 256), order: f.order() }),
  search: ['name_de', 'name_en'],
  sort: ['id', 'name_de', 'order'],
  defaultSort: ['order', 'ASC'],
};

const directoryResource: AdminResource = {
  name: 'directories',
  table: download_directories,
  fields: z.object({
    category_id: f.requiredRef(),
    ...f.localized('name', true, 256),
    // rich text (the press page shows it as HTML; docs/api/content.md), at most 5000 characters
    ...f.localized('description', false, 5000),
    slug: f.slug(),
    date: f.dateOnly(),
    image_id: f.ref(),
    order: f.order(),
  }),
  search: ['name_de', 'name_en', 'slug'],
  filters: { category_id: { kind: 'eq', column: 'category_id', value: z.coerce.number().int() } },
  sort: ['id', 'name_de', 'date', 'order'],
  defaultSort: ['order', 'ASC'],
  prepare: (data) => withSlug('name_de', sanitized('description_de', 'description_en')(data)),
  afterWrite: reindex('download'),
};

const fileUploadFields = z.object({
  directory_id: z.coerce.number({ error: adminMessages.required }).int().positive(),
  title_de: f.text(500),
  title_en: f.text(500),
  order: f.order(),
});

const fileResource: AdminResource = {
  name: 'files',
  table: download_files,
  fields: z.object({ directory_id: f.requiredRef(), ...f.localized('title', false, 500), order: f.order() }),
  search: ['title_de', 'title_en', 'file'],
  filters: { directory_id: { kind: 'eq', column: 'directory_id', value: z.coerce.number().int() } },
  sort: ['id', 'title_de', 'size', 'order'],
  defaultSort: ['order', 'ASC'],
  /** multipart: `file` + directory_id, title_de, title_en, order */
  async create({ db, config, req, res }) {
    await receiveUpload(req, res, { maxBytes: config.maxUploadBytes });
    const file = (req as Request & { file?: Express.Multer.File }).file;
    const parsed = fileUploadFields.safeParse({ ...(req.body ?? {}) });
    const errors: Record<string, string[]> = {};
    if (!file) errors.file = [adminMessages.required];
    if (!parsed.success) for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
    if (!file || !parsed.success) throw new ValidationError(errors);
    const stored = await storeDownloadFile(mediaStore(config), file.buffer, file.originalname);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(download_files)
        .values({ ...parsed.data, title_de: parsed.data.title_de || file.originalname, file: stored.file, size: stored.size, mime: file.mimetype || 'application/octet-stream' })
        .returning({ id: download_files.id });
      await reindexObject(tx, 'download', parsed.data.directory_id);
      return row.id;
    });
  },
  afterWrite: async ({ tx, frame }) => {
    const directory = (frame.body as Row | undefined)?.directory_id;
    if (typeof directory === 'number') await reindexObject(tx, 'download', directory);
  },
  afterDelete: ({ db, config }, row) => removeDeletedDownloadFile(db, mediaStore(config), row as { file: string }),
};

// ---------------------------------------------------------------------------------------------
// subscriptions

const subscriptionResource: AdminResource = {
  name: 'subscriptions',
  table: subscriptions,
  fields: z.object({
    slug: f.slug(),
    ...f.localized('name', true, 256),
    ...f.localized('subtitle', false, 500),
    description_de: f.richText(),
    description_en: f.richText(),
    prices: z
      .array(z.object({ ...f.localized('label', true, 256), amount_cents: z.coerce.number().int().min(0) }).transform((p) => ({ label_de: String(p.label_de), label_en: String(p.label_en), amount_cents: p.amount_cents })))
      .default([]),
    is_online: f.flag(true),
    order: f.order(),
    event_ids: f.ids(),
  }),
  search: ['name_de', 'name_en', 'slug'],
  filters: { is_online: { kind: 'bool', column: 'is_online' }, event_id: { kind: 'relation', relation: 'event_ids' } },
  sort: ['id', 'name_de', 'order'],
  defaultSort: ['order', 'ASC'],
  relations: [{ field: 'event_ids', table: subscriptions_events, own: 'subscription_id', other: 'event_id' }],
  prepare: (data) => withSlug('name_de', sanitized('description_de', 'description_en')(data)),
  afterWrite: reindex('subscription'),
};

// ---------------------------------------------------------------------------------------------
// forms

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

const formResource: AdminResource = {
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
    const counts = await db
      .select({ form_id: form_entries.form_id, count: sql<number>`count(*)::int` })
      .from(form_entries)
      .where(inArray(form_entries.form_id, records.map((r) => r.id as number)))
      .groupBy(form_entries.form_id);
    for (const record of records) record.entry_count = counts.find((c) => c.form_id === record.id)?.count ?? 0;
  },
};

const formEntryResource: AdminResource = {
  name: 'form-entries',
  table: form_entries,
  fields: z.object({}),
  search: ['values'],
  filters: { form_id: { kind: 'eq', column: 'form_id', value: z.coerce.number().int() }, locale: { kind: 'eq', column: 'locale', value: z.enum(['de', 'en']) } },
  sort: ['id', 'created_at', 'form_id'],
  defaultSort: ['created_at', 'DESC'],
  operations: ['delete'],
};

// ---------------------------------------------------------------------------------------------
// redirects, pages, images, editors

const redirectResource: AdminResource = {
  name: 'redirects',
  table: redirects,
  fields: z.object({ old_path: f.path(), new_path: f.sitePath() }),
  search: ['old_path', 'new_path'],
  sort: ['id', 'old_path', 'new_path', 'created_at'],
  defaultSort: ['old_path', 'ASC'],
};

type PageTreeRow = { id: number; parent_id: number | null; slug_de: string; slug_en: string; path_de: string | null; path_en: string | null };

function childPath(parentPath: string | null, slug: string, locale: 'de' | 'en', isRoot: boolean): string | null {
  if (isRoot) return slug ? `/${locale}/${slug}/` : `/${locale}/`;
  if (!parentPath || !slug) return null;
  return `${parentPath}${slug}/`;
}

/**
 * Recomputes path_de/path_en of `rootId` and all its descendants from the slugs (pages.ts: the
 * paths are derived, never set by hand); a clash with another page is a field error on the slug.
 * Returns the ids whose paths were recomputed (for reindexing).
 */
async function updatePaths(tx: Tx, rootId: number): Promise<number[]> {
  const all = (await tx
    .select({ id: pages.id, parent_id: pages.parent_id, slug_de: pages.slug_de, slug_en: pages.slug_en, path_de: pages.path_de, path_en: pages.path_en })
    .from(pages)) as PageTreeRow[];
  const byId = new Map(all.map((p) => [p.id, p]));
  const children = new Map<number, PageTreeRow[]>();
  for (const p of all) if (p.parent_id !== null) children.set(p.parent_id, [...(children.get(p.parent_id) ?? []), p]);
  const touched: number[] = [];
  const visit = async (page: PageTreeRow, depth: number) => {
    if (depth > 50) throw new ValidationError({ parent_id: [adminMessages.parentCycle] });
    const parent = page.parent_id === null ? null : byId.get(page.parent_id)!;
    const path_de = childPath(parent?.path_de ?? null, page.slug_de, 'de', parent === null);
    const path_en = childPath(parent?.path_en ?? null, page.slug_en, 'en', parent === null);
    for (const [key, value] of [['slug_de', path_de], ['slug_en', path_en]] as const) {
      const column = key === 'slug_de' ? pages.path_de : pages.path_en;
      if (value === null) continue;
      const [clash] = await tx.select({ id: pages.id }).from(pages).where(and(eq(column, value), ne(pages.id, page.id)));
      if (clash) throw new ValidationError({ [key]: [adminMessages.pathTaken] });
    }
    if (path_de !== page.path_de || path_en !== page.path_en) {
      // clear first so a swap of two paths in one subtree does not hit the unique index midway
      await tx.update(pages).set({ path_de, path_en }).where(eq(pages.id, page.id));
      page.path_de = path_de;
      page.path_en = path_en;
    }
    touched.push(page.id);
    for (const child of children.get(page.id) ?? []) await visit(child, depth + 1);
  };
  await visit(byId.get(rootId)!, 0);
  return touched;
}

const pageResource: AdminResource = {
  name: 'pages',
  table: pages,
  fields: z.object({
    parent_id: f.ref(),
    order: f.order(),
    page_type: z.enum(PAGE_TYPES).default('default'),
    ...f.localized('title', true, 500),
    slug_de: f.slug(),
    slug_en: f.slug(),
    ...f.localized('menu_name', false, 256),
    ...f.localized('headline', false, 500),
    ...f.localized('seo_headline', false, 500),
    ...f.localized('meta_title', false, 500),
    ...f.localized('meta_description', false, 1000),
    ...f.localized('og_title', false, 500),
    ...f.localized('og_description', false, 1000),
    og_image_id: f.ref(),
    og_type: z.string().max(64).default('website'),
    header_image_id: f.ref(),
    is_online: f.flag(false),
    is_clickable: f.flag(true),
    in_menu: f.flag(false),
    in_footer: f.flag(false),
    is_highlight: f.flag(false),
    in_burger_menu: f.flag(false),
    publish_at: f.optionalDateTime(),
    unpublish_at: f.optionalDateTime(),
  }),
  search: ['title_de', 'title_en', 'path_de', 'path_en'],
  prepare: scheduled,
  filters: {
    parent_id: { kind: 'eq', column: 'parent_id', value: z.coerce.number().int() },
    is_online: { kind: 'bool', column: 'is_online' },
    in_menu: { kind: 'bool', column: 'in_menu' },
    page_type: { kind: 'eq', column: 'page_type', value: z.enum(PAGE_TYPES) },
  },
  sort: ['id', 'path_de', 'title_de', 'order', 'updated_at'],
  defaultSort: ['path_de', 'ASC'],
  async beforeWrite({ tx, id, data }) {
    const parentId = data.parent_id as number | null;
    if (id !== null) {
      // the parent may not be the page itself or one of its descendants
      let cursor = parentId;
      for (let depth = 0; cursor !== null && depth < 100; depth++) {
        if (cursor === id) throw new ValidationError({ parent_id: [adminMessages.parentCycle] });
        const [row] = await tx.select({ parent_id: pages.parent_id }).from(pages).where(eq(pages.id, cursor));
        cursor = row?.parent_id ?? null;
      }
      await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, id)).for('update');
      await ensureBaseline(tx, id);
    }
    if (parentId !== null && !data.slug_de) throw new ValidationError({ slug_de: [adminMessages.required] });
  },
  async afterWrite({ tx, id, op, user }) {
    if (op === 'delete') {
      await reindexObject(tx, 'page', id);
      return;
    }
    const touched = await updatePaths(tx, id);
    await recordVersion(tx, id, user?.id ?? null, op === 'create' ? PAGE_NOTES.adminCreated : PAGE_NOTES.adminChanged);
    await reindexObjects(tx, 'page', touched);
  },
};

const imageResource: AdminResource = {
  name: 'images',
  table: images,
  fields: z.object({
    ...f.localized('alt', false, 1000),
    ...f.localized('caption', false, 1000),
    ...f.localized('copyright', false, 256),
    focal_x: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().min(0).max(1).nullable()).default(null),
    focal_y: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().min(0).max(1).nullable()).default(null),
  }),
  search: ['original_name', 'alt_de', 'alt_en', 'caption_de', 'caption_en', 'copyright_de', 'copyright_en'],
  sort: ['id', 'created_at', 'original_name', 'size'],
  defaultSort: ['created_at', 'DESC'],
  hidden: ['sha256'],
  afterDelete: ({ db, config }, row) => removeDeletedImageFiles(db, mediaStore(config), row as { file: string; sha256: string; renditions: ImageRenditions | null }),
  /** multipart `file` (+ alt/caption/copyright), stored with renditions as the editor's library does */
  async create({ db, config, req, res, user, log }) {
    await receiveUpload(req, res, { maxBytes: config.maxUploadBytes });
    const file = (req as Request & { file?: Express.Multer.File }).file;
    if (!file) throw new ValidationError({ file: [adminMessages.required] });
    const body = (req.body ?? {}) as Record<string, string>;
    const text = (k: string) => (typeof body[k] === 'string' ? body[k].slice(0, 1000) : '');
    const row = await storeImage(db, config, file.buffer, {
      alt_de: text('alt_de'),
      alt_en: text('alt_en'),
      caption_de: text('caption_de'),
      caption_en: text('caption_en'),
      copyright_de: text('copyright_de').slice(0, 256),
      copyright_en: text('copyright_en').slice(0, 256),
      original_name: file.originalname,
      uploaded_by_id: user?.id ?? null,
    }, {
      // the answer comes as soon as the original is stored: no upload times out into a duplicate
      // while renditions are encoded (pages show the original until they exist)
      background: { onError: (err) => log.error({ err }, 'image renditions failed; the original is shown') },
    });
    return row.id;
  },
  /** texts, and the focal point through updateImage (re-crops the focal renditions) */
  async update({ db, config }, id, body) {
    const fx = body.focal_x as number | null;
    const fy = body.focal_y as number | null;
    if ((fx === null) !== (fy === null)) throw new ValidationError({ focal_y: [adminMessages.focalPointPair] });
    await updateImage(db, config, id, {
      alt_de: body.alt_de as string,
      alt_en: body.alt_en as string,
      caption_de: body.caption_de as string,
      caption_en: body.caption_en as string,
      copyright_de: body.copyright_de as string,
      copyright_en: body.copyright_en as string,
      focal_point: fx === null || fy === null ? null : { x: fx, y: fy },
    });
  },
};

const editorResource: AdminResource = {
  name: 'editors',
  table: editors,
  fields: z.object({
    username: f.requiredText(150).pipe(z.string().regex(/^[\w.@+-]+$/, adminMessages.invalidUsername)),
    email: z.union([z.literal(''), z.email({ error: adminMessages.invalidEmail })], { error: adminMessages.invalidEmail }).default(''),
    first_name: f.text(150),
    last_name: f.text(150),
    is_staff: f.flag(false),
    is_active: f.flag(true),
    /** the admin's language for this editor; null (or '') follows the site's default */
    language: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(LOCALES, { error: adminMessages.invalidLanguage }).nullable()).default(null),
    /** write-only: '' or absent keeps the current password */
    password: z.string().max(1024).default(''),
  }),
  search: ['username', 'email', 'first_name', 'last_name'],
  filters: { is_staff: { kind: 'bool', column: 'is_staff' }, is_active: { kind: 'bool', column: 'is_active' } },
  sort: ['id', 'username', 'last_login_at', 'created_at'],
  defaultSort: ['username', 'ASC'],
  hidden: ['password_hash'],
  async prepare(data, { id }) {
    const { password, ...rest } = data as Row & { password: string };
    if (!password) {
      if (id === null) throw new ValidationError({ password: [adminMessages.passwordRequired] });
      return rest;
    }
    if (password.length < 10) throw new ValidationError({ password: [adminMessages.passwordTooShort] });
    return { ...rest, password_hash: await hashPassword(password) };
  },
};

export const ADMIN_RESOURCES: readonly AdminResource[] = [
  eventResource,
  venueResource,
  genreResource,
  eventTagResource,
  personResource,
  personCategoryResource,
  storyResource,
  storyCategoryResource,
  storyTagResource,
  downloadCategoryResource,
  directoryResource,
  fileResource,
  subscriptionResource,
  formResource,
  formEntryResource,
  redirectResource,
  pageResource,
  imageResource,
  editorResource,
];
