/**
 * Checking a username and password, shared by the login page (POST /admin/login/) and the editor's
 * JSON login (POST /{locale}/pageeditor-api/login/):
 * throttle check (429, or a wait when the username is past its ceiling: throttle.ts) -> look up the
 * editor -> argon2id verify -> record the attempt.
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
import { loginClock, loginThrottle, recordLoginAttempt, type LoginSlowdown } from './throttle';

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

export async function checkCredentials(db: Db, username: string, password: string, ip: string, slowdown: LoginSlowdown): Promise<LoginResult> {
  const { retryAfter, delayMs } = await loginThrottle(db, username, ip, slowdown);
  if (retryAfter > 0) return { ok: false, reason: 'throttled', retryAfter };
  // past the username's ceiling every attempt waits, the right password as the wrong (no timing hint)
  if (delayMs > 0) await loginClock.wait(delayMs);

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
  const result = await checkCredentials(db, username, password, clientIp(req), config.loginSlowdown);
  if (result.ok) await startSession(db, req, res, config, result.user.id);
  return result;
}
