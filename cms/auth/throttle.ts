/**
 * Login throttling, as the trusted limiters do it (django-axes' username-and-address lockout,
 * Ghost's brute-knex): failed attempts are counted per username AND address, and within
 * LOGIN_THROTTLE.windowMs
 *   - 5 failures for one username from one address lock that pair: this client stops guessing
 *     this password, while the editor signs in from their own address as usual;
 *   - 20 failures from one address (any usernames) lock the address: one client trying many
 *     usernames. Looser than the pair, so an office behind one address survives a few typos;
 *   - 50 failures for one username (any addresses) lock the username everywhere: a guess spread
 *     over many addresses. Looser, so that five wrong passwords from anywhere are no weapon
 *     against an editor's account.
 * A locked attempt answers 429 without checking the password, until the oldest counted failure
 * leaves the window. Usernames are compared lower-cased, so case variants count together.
 *
 * The address is req.ip, which is the visitor's only when Express trusts the proxies in front of
 * the back end (CMS_TRUST_PROXY, default 2 hops: the SSR server's proxy and one PaaS router).
 */
import { and, count, eq, gt, lt, min, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { login_attempts } from '../db/schema';

export const LOGIN_THROTTLE = { maxFailures: 5, maxFailuresPerAddress: 20, maxFailuresPerUsername: 50, windowMs: 15 * 60 * 1000 } as const;
/** attempts older than this are deleted at the next attempt */
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

export function throttleKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 150);
}

/** Seconds until another attempt is allowed, or 0 when attempts are allowed now. */
export async function loginBlockedFor(db: DbOrTx, username: string, ip: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const failed = and(eq(login_attempts.success, false), gt(login_attempts.at, since));
  const byUser = eq(login_attempts.username, throttleKey(username));
  const byIp = eq(login_attempts.ip, ip);
  const limits: [SQL | undefined, number][] = [
    [and(byUser, byIp), LOGIN_THROTTLE.maxFailures],
    [byIp, LOGIN_THROTTLE.maxFailuresPerAddress],
    [byUser, LOGIN_THROTTLE.maxFailuresPerUsername],
  ];
  let wait = 0;
  for (const [which, max] of limits) {
    const [{ n, oldest }] = await db
      .select({ n: count(), oldest: min(login_attempts.at) })
      .from(login_attempts)
      .where(and(failed, which));
    if (n >= max && oldest) {
      const until = new Date(oldest).getTime() + LOGIN_THROTTLE.windowMs;
      wait = Math.max(wait, Math.ceil((until - now.getTime()) / 1000));
    }
  }
  return Math.max(wait, 0);
}

export async function recordLoginAttempt(db: DbOrTx, username: string, ip: string, success: boolean): Promise<void> {
  const key = throttleKey(username);
  await db.delete(login_attempts).where(lt(login_attempts.at, new Date(Date.now() - KEEP_ATTEMPTS_MS)));
  if (success) {
    // the owner proved the password: the failures against this username are forgiven (not the address's)
    await db.delete(login_attempts).where(and(eq(login_attempts.username, key), eq(login_attempts.success, false)));
  }
  await db.insert(login_attempts).values({ ip, username: key, success });
}

/** For tests and the admin: forget every failure of a username or an address. */
export async function resetLoginThrottle(db: DbOrTx, username: string, ip?: string): Promise<void> {
  const byUser = eq(login_attempts.username, throttleKey(username));
  await db.delete(login_attempts).where(ip ? or(byUser, eq(login_attempts.ip, ip)) : byUser);
}
