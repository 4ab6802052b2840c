/**
 * Review before publishing (issue 27 item 4; docs/editor.md "Review"): an editor submits an owner's
 * draft (a page, concert, story or person) for review with a comment; a reviewer approves it (it is
 * published, or goes live at a set time) or sends it back with comments, some of them at a module.
 *
 * One `content_reviews` row per round (a submission and its decision), so an owner's rounds are the
 * review's own record; at most one round of an owner waits (`pending`) at a time.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { editors } from './auth';
import { createdAt, id } from './_columns';
import type { Locale } from '../../../shared/constants';
import type { KeptContent } from './drafts';

/** pending: waits for a reviewer; returned: sent back with comments; approved: published or scheduled; withdrawn: its draft was discarded */
export const REVIEW_STATES = ['pending', 'returned', 'approved', 'withdrawn'] as const;
export type ReviewStateName = (typeof REVIEW_STATES)[number];

export const content_reviews = pgTable(
  'content_reviews',
  {
    id: id(),
    content_type: text().notNull(),
    object_id: integer().notNull(),
    state: text().$type<ReviewStateName>().notNull().default('pending'),
    /** the submitter's comment */
    comment: text().notNull().default(''),
    submitted_by: integer().references(() => editors.id, { onDelete: 'set null' }),
    submitted_at: createdAt(),
    /**
     * the languages submitted (issue 45 item 1): the approval publishes these only, the others keep
     * their draft; null: every language (rounds from before)
     */
    locales: jsonb().$type<Locale[]>(),
    /** the reviewer's comment with the decision ('' for none) */
    decision: text().notNull().default(''),
    decided_by: integer().references(() => editors.id, { onDelete: 'set null' }),
    decided_at: timestamp({ withTimezone: true, mode: 'date' }),
    /** approved with a go-live: when */
    publish_at: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * approved with a go-live: the draft as approved (`at`: its last change then). The go-live
     * publishes this when the draft changed since, so nothing unreviewed goes out with it; null once
     * used or when something else published or discarded the draft.
     */
    approved: jsonb().$type<KeptContent>(),
  },
  (t) => [
    index('content_reviews_owner_idx').on(t.content_type, t.object_id, t.id),
    index('content_reviews_state_idx').on(t.state, t.submitted_at),
    uniqueIndex('content_reviews_one_pending').on(t.content_type, t.object_id).where(sql`state = 'pending'`),
  ],
);

/** A reviewer's comment, at a module of the owner's draft (or on the whole when `module_id` is null). */
export const review_comments = pgTable(
  'review_comments',
  {
    id: id(),
    review_id: integer()
      .notNull()
      .references(() => content_reviews.id, { onDelete: 'cascade' }),
    content_type: text().notNull(),
    object_id: integer().notNull(),
    /** the module commented on; no foreign key: a discard or restore writes modules anew with their ids */
    module_id: integer(),
    /** the module's model, label and language when the comment was made (shown when the module is gone) */
    model: text(),
    label: text().notNull().default(''),
    locale: text(),
    body: text().notNull(),
    author_id: integer().references(() => editors.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    /** marked done (by the editor who dealt with it, or by the approval) */
    resolved_at: timestamp({ withTimezone: true, mode: 'date' }),
    resolved_by: integer().references(() => editors.id, { onDelete: 'set null' }),
  },
  (t) => [index('review_comments_owner_idx').on(t.content_type, t.object_id, t.resolved_at)],
);
