/**
 * Database sessions behind the `sessionid` cookie, as django.contrib.sessions keeps them.
 *
 * - The key is 32 random bytes (base64url, 43 characters): unguessable, and the only thing the
 *   browser holds. The row (`sessions`) says whose session it is and until when.
 * - Expiry is fixed at login + two weeks (Django's default, not sliding). Expired rows are ignored
 *   and pruned at the next login.
 * - Login ROTATES the key (`startSession` deletes the previous row): a session id planted in the
 *   browser before login (session fixation) is worthless afterwards.
 * - An editor made inactive loses every session at once (the join checks is_active).
 */
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { and, eq, gt, lt } from 'drizzle-orm';
import { SESSION_COOKIE, type Locale } from '../../shared/constants';
import type { CmsConfig } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { editors, sessions } from '../db/schema';
import { clearSessionCookie, SESSION_AGE_MS, setSessionCookie } from './cookies';
import { rotateCsrfToken } from './csrf';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_staff: boolean;
  is_active: boolean;
  /** the editor's language for the admin; null: the site's default */
  language: Locale | null;
  /** approves what others submit for review (docs/editor.md "Review") */
  is_reviewer: boolean;
  /** may not publish or schedule: submits for review instead (a reviewer never needs it) */
  needs_review: boolean;
}

export interface SessionInfo {
  key: string;
  expires_at: Date;
  data: Record<string, unknown>;
}

export interface SessionContext {
  user: SessionUser;
  session: SessionInfo;
}

/** 32 bytes of base64url: exactly 43 characters of [A-Za-z0-9_-]. Anything else is not one of ours. */
const SESSION_KEY = /^[A-Za-z0-9_-]{43}$/;

export function newSessionKey(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The session key of the request's cookie, if it has the shape of one (no query for garbage). */
export function sessionKeyOf(req: Request): string | null {
  const key = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof key === 'string' && SESSION_KEY.test(key) ? key : null;
}

const userColumns = {
  id: editors.id,
  username: editors.username,
  email: editors.email,
  first_name: editors.first_name,
  last_name: editors.last_name,
  is_staff: editors.is_staff,
  is_active: editors.is_active,
  language: editors.language,
  is_reviewer: editors.is_reviewer,
  needs_review: editors.needs_review,
};

/** The logged-in editor of a request, or null (anonymous, unknown/expired key, inactive editor). */
export async function loadSession(req: Request, db: Db): Promise<SessionContext | null> {
  const key = sessionKeyOf(req);
  if (!key) return null;
  const rows = await db
    .select({ user: userColumns, expires_at: sessions.expires_at, data: sessions.data })
    .from(sessions)
    .innerJoin(editors, eq(editors.id, sessions.editor_id))
    .where(and(eq(sessions.key, key), gt(sessions.expires_at, new Date()), eq(editors.is_active, true)));
  const row = rows[0];
  if (!row) return null;
  return { user: row.user, session: { key, expires_at: row.expires_at, data: row.data } };
}

/**
 * Log an editor in: delete the request's previous session (rotation), create a new one, set the
 * `sessionid` cookie and a NEW csrftoken (Django's rotate_token on login). Returns the new key.
 */
export async function startSession(db: DbOrTx, req: Request, res: Response, config: CmsConfig, editorId: number): Promise<string> {
  const previous = sessionKeyOf(req);
  if (previous) await db.delete(sessions).where(eq(sessions.key, previous));
  await db.delete(sessions).where(lt(sessions.expires_at, new Date())); // housekeeping
  const key = newSessionKey();
  await db.insert(sessions).values({ key, editor_id: editorId, expires_at: new Date(Date.now() + SESSION_AGE_MS) });
  setSessionCookie(res, config, key);
  rotateCsrfToken(res, config);
  return key;
}

/** Log out: delete the session row and clear the cookie. Harmless without a session. */
export async function endSession(db: DbOrTx, req: Request, res: Response, config: CmsConfig): Promise<void> {
  const key = sessionKeyOf(req);
  if (key) await db.delete(sessions).where(eq(sessions.key, key));
  clearSessionCookie(res, config);
}

/** Every session of an editor ends (password changed, editor deactivated). */
export async function endAllSessions(db: DbOrTx, editorId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.editor_id, editorId));
}
