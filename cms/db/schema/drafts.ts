/**
 * Drafts and publishing of in-place content (docs/editor.md "Drafts, publishing, conflicts and presence").
 *
 * The container_sections/modules rows of an owner (a page, concert, story or person) are what
 * editors work on: the DRAFT. What visitors, the cache and the search index see is the owner's
 * PUBLISHED content: the rows themselves while `has_draft` is false (or no publication row exists:
 * content from before drafts, seeds and fixtures is published), else the `sections`/`modules`
 * snapshot taken when it was last published. What the last publish and the last discard replaced is
 * kept (`before_publish`, `discarded`), and so is what the last translation copy replaced
 * (`before_translation`), so the editor can undo them (docs/editor.md).
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { editors } from './auth';

/** Content an undo brings back: sections (SectionData[]), modules (ModuleData[]), and when (ISO) and by whom it was published or last changed. */
export interface KeptContent {
  sections: unknown[];
  modules: unknown[];
  at: string | null;
  by: number | null;
  /** a discard of some languages only: those (undo writes back only theirs) */
  locales?: string[];
  /** a publish that showed a page's language versions not published before (undo hides them again) */
  unpublished?: string[];
}

/** What a translation copy replaced: the sections and modules of `locale` (the language copied into) as they were. */
export interface KeptTranslation extends KeptContent {
  locale: string;
}

export const content_publications = pgTable(
  'content_publications',
  {
    content_type: text().notNull(),
    object_id: integer().notNull(),
    /** true: the rows differ from what is published (the snapshot below is what visitors see) */
    has_draft: boolean().notNull().default(false),
    /** the published sections (SectionData[]) and modules (ModuleData[]) */
    sections: jsonb().$type<unknown[]>().notNull().default([]),
    modules: jsonb().$type<unknown[]>().notNull().default([]),
    published_at: timestamp({ withTimezone: true, mode: 'date' }),
    published_by: integer().references(() => editors.id, { onDelete: 'set null' }),
    draft_updated_at: timestamp({ withTimezone: true, mode: 'date' }),
    draft_updated_by: integer().references(() => editors.id, { onDelete: 'set null' }),
    /**
     * the newest change (draft save, publish, discard) by another writer than the newest one: kept
     * by the trigger of migration 0019 whenever the writer changes, so an editor who saved right after
     * someone else still learns of that someone's change (client/editor/remoteChanges.ts)
     */
    other_change_at: timestamp({ withTimezone: true, mode: 'date' }),
    other_change_by: integer().references(() => editors.id, { onDelete: 'set null' }),
    /** what visitors saw before the last publish (`at`/`by`: its publication); null when nothing is kept */
    before_publish: jsonb().$type<KeptContent>(),
    /** the draft the last discard threw away (`at`/`by`: its last change); null when nothing is kept */
    discarded: jsonb().$type<KeptContent>(),
    /** the sections of one language the last translation copy replaced (`at`/`by`: the draft's last change before it); null when nothing is kept */
    before_translation: jsonb().$type<KeptTranslation>(),
  },
  (t) => [primaryKey({ columns: [t.content_type, t.object_id] })],
);

/** Who has which owner open in the editor (a heartbeat every PRESENCE_HEARTBEAT_MS, through the database). */
export const editor_presence = pgTable(
  'editor_presence',
  {
    editor_id: integer()
      .notNull()
      .references(() => editors.id, { onDelete: 'cascade' }),
    content_type: text().notNull(),
    object_id: integer().notNull(),
    seen_at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.editor_id, t.content_type, t.object_id] }), index('editor_presence_owner_idx').on(t.content_type, t.object_id, t.seen_at)],
);
