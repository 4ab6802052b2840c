/** Editors (the people who log in), their database sessions and the login throttle. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../shared/constants';
import { createdAt, flag, id } from './_columns';

export const editors = pgTable('editors', {
  id: id(),
  username: text().notNull().unique(),
  email: text().notNull().default(''),
  first_name: text().notNull().default(''),
  last_name: text().notNull().default(''),
  is_staff: flag(false),
  is_active: flag(true),
  /** argon2id PHC string ($argon2id$v=19$...) */
  password_hash: text().notNull(),
  created_at: createdAt(),
  last_login_at: timestamp({ withTimezone: true, mode: 'date' }),
  /** the language of the admin for this editor ('de' or 'en'); null: the site's default language */
  language: text().$type<Locale>(),
  /** may approve what others submit for review (docs/editor.md "Review"); a reviewer publishes directly */
  is_reviewer: flag(false),
  /** may not publish or schedule: submits for review instead (ignored for reviewers) */
  needs_review: flag(false),
});

/**
 * Server-side sessions behind the `sessionid` cookie. The CSRF token is NOT stored here: it is the
 * readable `csrftoken` cookie checked against the X-CSRFToken header (double submit + Origin check).
 */
export const sessions = pgTable(
  'sessions',
  {
    /** random, url-safe, >= 32 bytes of entropy; the cookie value */
    key: text().primaryKey(),
    editor_id: integer()
      .notNull()
      .references(() => editors.id, { onDelete: 'cascade' }),
    expires_at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index('sessions_editor_idx').on(t.editor_id), index('sessions_expires_idx').on(t.expires_at)],
);

/** One row per login attempt, for throttling by IP and by username (old rows may be pruned). */
export const login_attempts = pgTable(
  'login_attempts',
  {
    id: id(),
    ip: text().notNull(),
    username: text().notNull().default(''),
    success: boolean().notNull().default(false),
    at: createdAt(),
  },
  (t) => [index('login_attempts_ip_at_idx').on(t.ip, t.at), index('login_attempts_username_at_idx').on(t.username, t.at)],
);
