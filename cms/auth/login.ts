/**
 * Checking a username and password, shared by the login page (POST /admin/login/) and the editor's
 * JSON login (POST /{locale}/pageeditor-api/login/):
 * throttle check -> look up the editor -> argon2id verify -> record the attempt.
 * Unknown usernames, wrong passwords and inactive editors all fail the same way and take about the
 * same time (a dummy hash is verified when the username is unknown), so the answer does not tell
 * which usernames exist.
 */
import { eq } from 'drizzle-orm';
import type { Request, Response } from 'express';
import type { CmsConfig } from '../config';
import type { Db } from '../db/client';
import { editors } from '../db/schema';
import { hashPassword, verifyPassword } from './password';
import { startSession, type SessionUser } from './session';
import { loginBlockedFor, recordLoginAttempt } from './throttle';

export type LoginResult =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfter: number };

let dummyHash: Promise<string> | null = null;

/** Usernames longer than this cannot exist; passwords longer than this are not hashed (argon2 cost). */
export const MAX_USERNAME = 150;
export const MAX_PASSWORD = 1024;

export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export async function checkCredentials(db: Db, username: string, password: string, ip: string): Promise<LoginResult> {
  const retryAfter = await loginBlockedFor(db, username, ip);
  if (retryAfter > 0) return { ok: false, reason: 'throttled', retryAfter };

  const [row] =
    username && username.length <= MAX_USERNAME ? await db.select().from(editors).where(eq(editors.username, username)) : [];
  let valid = false;
  if (password.length <= MAX_PASSWORD) {
    if (row) valid = await verifyPassword(row.password_hash, password);
    else await verifyPassword(await (dummyHash ??= hashPassword('not a password of anybody')), password);
  }
  const ok = valid && !!row && row.is_active;
  await recordLoginAttempt(db, username, ip, ok);
  if (!ok || !row) return { ok: false, reason: 'invalid' };
  await db.update(editors).set({ last_login_at: new Date() }).where(eq(editors.id, row.id));
  const { id, username: name, email, first_name, last_name, is_staff, is_active, language, is_reviewer, needs_review } = row;
  return { ok: true, user: { id, username: name, email, first_name, last_name, is_staff, is_active, language, is_reviewer, needs_review } };
}

/** Check the credentials and, when they are right, start a new session (rotating key and CSRF token). */
export async function logIn(
  db: Db,
  req: Request,
  res: Response,
  config: CmsConfig,
  username: string,
  password: string,
): Promise<LoginResult> {
  const result = await checkCredentials(db, username, password, clientIp(req));
  if (result.ok) await startSession(db, req, res, config, result.user.id);
  return result;
}
