/**
 * The trash (issue 43 item 1; docs/admin.md "Trash") and the admin's history of objects without page versions.
 *
 * Deleting a page, concert, story, person, press directory or file, subscription, form, image or
 * section MOVES it here: `snapshot` holds the object's row and every row that goes with it (what
 * its foreign keys cascade to, its sections and modules, its publication and review rounds, page
 * versions) as PostgreSQL's own JSON of each row, and the rows elsewhere that pointed at it
 * (`ON DELETE SET NULL`: an image on a concert). The rows themselves are deleted, so no visitor
 * query, search or sitemap can see trashed content. Restoring inserts them again with their ids
 * (cms/content/trash.ts). The purge job (cms/jobs/trashPurge.ts) removes entries older than
 * TRASH_DAYS.
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { editors } from './auth';
import { createdAt, id } from './_columns';

export const trash = pgTable(
  'trash',
  {
    id: id(),
    /** page, event, story, person, directory, file, subscription, form, image, section */
    kind: text().notNull(),
    object_id: integer().notNull(),
    /** the object's title when it was deleted (German, else English) */
    title: text().notNull().default(''),
    /** what the object belonged to (a section: its page, concert, story or person), e.g. `page:12` */
    owner: text(),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    deleted_at: createdAt(),
    deleted_by: integer().references(() => editors.id, { onDelete: 'set null' }),
  },
  (t) => [index('trash_deleted_at_idx').on(t.deleted_at), index('trash_owner_idx').on(t.owner)],
);

/**
 * One entry per change of an object the admin made without a page version of its own (a concert,
 * story, person, press item...): bulk changes, moves to the trash and restores. Pages record page
 * versions instead (and also here for a bulk change).
 */
export const admin_history = pgTable(
  'admin_history',
  {
    id: id(),
    /** the admin resource ('events', 'stories', ...) or trash kind */
    resource: text().notNull(),
    object_id: integer().notNull(),
    /** 'bulk', 'trashed', 'restored' */
    action: text().notNull(),
    /** the fields a bulk change set, or the restore's details */
    changes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    editor_id: integer().references(() => editors.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('admin_history_object_idx').on(t.resource, t.object_id, t.created_at)],
);
