/**
 * Login throttling, as the trusted limiters do it (django-axes' username-and-address lockout,
 * Ghost's brute-knex): failed attempts are counted per username AND address, and within
 * LOGIN_THROTTLE.windowMs
 *   - 5 failures for one username from one address lock that pair: this client stops guessing
 *     this password, while the editor signs in from their own address as usual;
 *   - 20 failures from one address (any usernames) lock the address: one client trying many
 *     usernames. Looser than the pair, so an office behind one address survives a few typos;
 *   - from 50 failures for one username (any addresses) on, every attempt at that username is
 *     SLOWED DOWN, never refused: it waits before its password is checked, 250 ms at the ceiling,
 *     doubled with each further failure, at most 5 s (the config's loginSlowdown). A guess spread
 *     over many addresses stays slow, while the owner, from an address that is not locked, still
 *     gets in with the right password. (A lockout here, as before issue 44, let anybody lock an
 *     editor out everywhere with 50 wrong passwords from 50 addresses.)
 * A locked attempt answers 429 without checking the password, until the oldest counted failure
 * leaves the window. Usernames are compared lower-cased, so case variants count together.
 * Every count is read from login_attempts, so all back-end instances on one database agree.
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

/** How much a username past its ceiling is slowed down (CmsConfig.loginSlowdown: LOGIN_SLOWDOWN_MS, LOGIN_SLOWDOWN_MAX_MS). */
export interface LoginSlowdown {
  /** the wait of an attempt at a username with maxFailuresPerUsername failures */
  firstMs: number;
  /** the longest wait, however many failures (below the SSR server's PROXY_TIMEOUT_MS) */
  maxMs: number;
}

export interface LoginThrottle {
  /** seconds until this address may try this username again (429), or 0 */
  retryAfter: number;
  /** milliseconds to wait before the password is checked (the username is past its ceiling), or 0 */
  delayMs: number;
}

/** The wait of an attempt at a username with `failures` failures in the window: 0 below the ceiling, then doubling up to the cap. */
export function slowdownMs(failures: number, slowdown: LoginSlowdown): number {
  const past = failures - LOGIN_THROTTLE.maxFailuresPerUsername;
  if (past < 0) return 0;
  return Math.min(slowdown.maxMs, slowdown.firstMs * 2 ** Math.min(past, 30));
}

/** The waits, replaceable by tests (a recording or instant clock); the login calls loginClock.wait. */
export const loginClock = {
  wait: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * What an attempt at `username` from `ip` gets now: refused for `retryAfter` seconds when the pair
 * or the address is locked, else checked after `delayMs` (the username's slowdown, whatever the
 * address: a right password from an address without failures is slowed, never refused).
 */
export async function loginThrottle(db: DbOrTx, username: string, ip: string, slowdown: LoginSlowdown, now = new Date()): Promise<LoginThrottle> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const failures = (which: SQL | undefined) =>
    db
      .select({ n: count(), oldest: min(login_attempts.at) })
      .from(login_attempts)
      .where(and(eq(login_attempts.success, false), gt(login_attempts.at, since), which))
      .then(([row]) => row);
  const byUser = eq(login_attempts.username, throttleKey(username));
  const byIp = eq(login_attempts.ip, ip);
  const locks: [SQL | undefined, number][] = [
    [and(byUser, byIp), LOGIN_THROTTLE.maxFailures],
    [byIp, LOGIN_THROTTLE.maxFailuresPerAddress],
  ];
  let retryAfter = 0;
  for (const [which, max] of locks) {
    const { n, oldest } = await failures(which);
    if (n >= max && oldest) {
      const until = new Date(oldest).getTime() + LOGIN_THROTTLE.windowMs;
      retryAfter = Math.max(retryAfter, Math.ceil((until - now.getTime()) / 1000));
    }
  }
  if (retryAfter > 0) return { retryAfter, delayMs: 0 };
  const { n } = await failures(byUser);
  return { retryAfter: 0, delayMs: slowdownMs(n, slowdown) };
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
