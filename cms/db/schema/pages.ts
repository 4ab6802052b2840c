/** The page tree, page versions, container sections with their modules, and redirects. */
import { type AnyPgColumn, boolean, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, flag, id, localized, order, publishLocales, scheduleIndexes, updatedAt } from './_columns';
import { editors } from './auth';
import { images } from './media';

export const PAGE_TYPES = ['default', 'with-header-image', 'hero', 'home'] as const;
export const pageType = pgEnum('page_type', PAGE_TYPES);

/**
 * A page of the tree. `slug_<locale>` is the page's own segment; `path_<locale>` is the full URL
 * path (`/de/orchester/musiker/`), DERIVED from the ancestors' slugs and maintained by the pages
 * service on every write of a page or an ancestor (never set by hand). The home page has slug ''
 * and path `/de/` / `/en/`. An empty slug_en on a non-home page means "no English version" and
 * path_en is then null.
 */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    parent_id: integer().references((): AnyPgColumn => pages.id, { onDelete: 'restrict' }),
    order: order(),
    page_type: pageType().notNull().default('default'),
    ...localized('title'),
    ...localized('slug'),
    path_de: text(),
    path_en: text(),
    /** label in menus; '' = use the title */
    ...localized('menu_name'),
    ...localized('headline'),
    ...localized('seo_headline'),
    ...localized('meta_title'),
    ...localized('meta_description'),
    ...localized('og_title'),
    ...localized('og_description'),
    og_image_id: integer().references(() => images.id, { onDelete: 'set null' }),
    og_type: text().notNull().default('website'),
    header_image_id: integer().references(() => images.id, { onDelete: 'set null' }),
    is_online: flag(false),
    is_clickable: flag(true),
    in_menu: flag(false),
    in_footer: flag(false),
    is_highlight: flag(false),
    in_burger_menu: flag(false),
    /**
     * a language version made in the page editor and not published yet (issue 45 item 3): visitors
     * get 404 at its address and no link to it (language switch, hreflang, menus, sitemap, search)
     * until a publish of that language clears it
     */
    unpublished_de: flag(false),
    unpublished_en: flag(false),
    /** scheduled go-live / take-down (cms/jobs/schedule.ts): is_online switches at that time, once */
    publish_at: timestamp({ withTimezone: true, mode: 'date' }),
    unpublish_at: timestamp({ withTimezone: true, mode: 'date' }),
    /** the languages the go-live publishes (null: every language) */
    publish_locales: publishLocales(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('pages_parent_order_idx').on(t.parent_id, t.order),
    uniqueIndex('pages_path_de_uq').on(t.path_de),
    uniqueIndex('pages_path_en_uq').on(t.path_en),
    ...scheduleIndexes('pages', t),
  ],
);

/** Snapshot of a page (its fields + sections + modules), taken on save; `?version_id=` reads one. */
export const page_versions = pgTable(
  'page_versions',
  {
    id: id(),
    page_id: integer()
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
    author_id: integer().references(() => editors.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
  },
  (t) => [index('page_versions_page_idx').on(t.page_id, t.created_at)],
);

/**
 * A reusable section (issue 43 item 2): a named owner of container sections (content_type 'shared',
 * object_id its id, one section per locale) with drafts, publishing and translation like any owner.
 * Pages show it through placements: a page's own section row with `shared_id` set (docs/cms.md).
 * `is_online` is always true (the owner tables share the column; a placement follows its page).
 */
export const shared_sections = pgTable('shared_sections', {
  id: id(),
  name: text().notNull(),
  is_online: flag(true),
  created_by: integer().references(() => editors.id, { onDelete: 'set null' }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * A reusable section's history (issue 43 item 2): its content (its sections and modules, both
 * languages) after each write, as page_versions are a page's (cms/content/sharedVersions.ts).
 */
export const shared_versions = pgTable(
  'shared_versions',
  {
    id: id(),
    shared_id: integer()
      .notNull()
      .references(() => shared_sections.id, { onDelete: 'cascade' }),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: createdAt(),
    author_id: integer().references(() => editors.id, { onDelete: 'set null' }),
    note: text().notNull().default(''),
  },
  (t) => [index('shared_versions_shared_idx').on(t.shared_id, t.created_at)],
);

/** What a container section belongs to: `content_type` + `object_id` (object_id null for 'hub'). */
export const CONTENT_TYPES = ['page', 'event', 'story', 'person', 'hub', 'shared'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * A container section (block) of content, in one locale. `slug` is its anchor and its lookup key
 * (GET container/by-slug/{slug}), unique per locale. `layout` is the index into LAYOUTS of SPEC §3
 * (0 [12], 1 [8,4], 2 [4,8], 3 [6,6], 4 [4,4,4], 5 [3,6,3]).
 */
export const container_sections = pgTable(
  'container_sections',
  {
    id: id(),
    locale: text().notNull(),
    slug: text().notNull(),
    content_type: text().$type<ContentType>().notNull(),
    object_id: integer(),
    parent_id: integer().references((): AnyPgColumn => container_sections.id, { onDelete: 'cascade' }),
    /** a placement of a reusable section: the page shows that section's content here (its own modules: none) */
    shared_id: integer().references(() => shared_sections.id, { onDelete: 'set null' }),
    layout: smallint().notNull().default(0),
    order: order(),
    /** bumped by every update of the section; a stale update (other version) answers 409 */
    version: integer().notNull().default(1),
    updated_by: integer().references(() => editors.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('container_sections_locale_slug_uq').on(t.locale, t.slug),
    index('container_sections_object_idx').on(t.content_type, t.object_id, t.locale, t.order),
    index('container_sections_shared_idx').on(t.shared_id),
  ],
);

/**
 * A content module placed in a section column. `model` names its schema in shared/modules
 * ('headline', 'text', 'teaser_list', 'teaser_item'...); `data` holds its fields, validated by that
 * schema on every write. Child modules (FAQ items, teaser items...) point to their parent module.
 */
export const modules = pgTable(
  'modules',
  {
    id: id(),
    section_id: integer()
      .notNull()
      .references(() => container_sections.id, { onDelete: 'cascade' }),
    parent_id: integer().references((): AnyPgColumn => modules.id, { onDelete: 'cascade' }),
    column: smallint().notNull().default(0),
    order: order(),
    model: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** bumped by every update of the module; a stale update (other version) answers 409 */
    version: integer().notNull().default(1),
    /**
     * Copied from the other language and not edited since ('needs translation', issue 27): set by the
     * translation copy (cms/api/pageeditor/translation.ts), cleared by the module's next update.
     */
    needs_translation: boolean().notNull().default(false),
    /** the module of the other language this one was copied from (no reference: the source may go) */
    translation_source: integer(),
    updated_by: integer().references(() => editors.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('modules_section_idx').on(t.section_id, t.column, t.order), index('modules_parent_idx').on(t.parent_id)],
);

/** Permanent (301) redirects, matched before rendering. Paths start with '/'. */
export const redirects = pgTable('redirects', {
  id: id(),
  old_path: text().notNull().unique(),
  new_path: text().notNull(),
  created_at: createdAt(),
});
