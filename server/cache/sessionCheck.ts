/**
 * Whether a page request's session cookie belongs to a session the back end accepts (issue 44).
 * Only such a request leaves the page cache: one with a forged or expired `sessionid` is a visitor
 * and is answered the cached anonymous page, as if it carried no session cookie (server/site.ts
 * removes the cookie from it, so nothing later can render it as anything but anonymous).
 *
 * Cheap: the back end's user endpoint is asked once per session id, concurrent requests with the
 * same id share the one call, and the answer is kept for `ttlMs` (a few seconds, so a logout or an
 * expiry elsewhere is seen quickly) in an LRU of at most `maxEntries` ids: a crowd of made-up ids
 * can push out entries, never grow memory, and at most `maxAsking` questions run at once (a new id
 * beyond that is a visitor's this once, `busy`, and costs nothing). An id no back end issues (too
 * long) is anonymous without a call. When the back end cannot say (unreachable, an error status), the answer is `unknown`: the
 * request goes on as before this check (not from the cache; the app asks again), and nothing is kept.
 */
import { LRUCache } from 'lru-cache';
import { DEFAULT_LOCALE, INTERNAL_REQUEST_HEADER, SESSION_COOKIE } from '../../shared/constants';
import * as apiPaths from '../../shared/api/paths';

/**
 * `busy`: not asked, because `maxAsking` questions are under way already (a crowd of made-up ids,
 * each new): the request is a visitor's this once, and nothing is kept.
 */
export type SessionAnswer = 'editor' | 'anonymous' | 'unknown' | 'busy';

export interface SessionCheckOptions {
  cmsUrl: string;
  timeoutMs: number;
  /** the back end's fetch (in process when embedded: server/cms/inProcess.ts); the global fetch by default */
  fetch?: typeof fetch;
  /** how long an answer is kept */
  ttlMs?: number;
  /** session ids kept at most */
  maxEntries?: number;
  /** questions to the back end under way at once at most; beyond, a new id is answered `busy` */
  maxAsking?: number;
  /** the clock the kept answers expire by (tests) */
  now?: () => number;
  /** asks the back end (tests count or replace it); the default calls its user endpoint */
  ask?: (sessionId: string) => Promise<SessionAnswer>;
}

export interface SessionCheckStats {
  /** ids whose answer is kept */
  entries: number;
  /** calls made to the back end */
  asked: number;
  /** new ids not asked about because `maxAsking` questions were under way */
  busy: number;
}

export interface SessionCheck {
  /** the kept answer for this id, or undefined when the back end must be asked */
  known(sessionId: string): SessionAnswer | undefined;
  check(sessionId: string): Promise<SessionAnswer>;
  readonly stats: SessionCheckStats;
}

export const DEFAULT_SESSION_TTL_MS = 3000;
export const DEFAULT_SESSION_ENTRIES = 10_000;
/**
 * A new made-up id per request costs a question each (a query on the back end's database): at most
 * this many at once, so such a crowd is answered the cached page instead of queueing on the back end.
 */
export const DEFAULT_MAX_ASKING = 16;
/** Django's keys are 32 characters, ours 43: anything much longer is no session of either. */
export const MAX_SESSION_ID_LENGTH = 256;

const PAIR = /^\s*([^=;]*?)\s*=\s*([^;]*?)\s*$/;

/** The first `sessionid` value of a Cookie header (as cookie-parser reads it), or null. */
export function sessionIdOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader || !cookieHeader.includes(SESSION_COOKIE)) return null;
  for (const part of cookieHeader.split(';')) {
    const pair = PAIR.exec(part);
    if (pair && pair[1] === SESSION_COOKIE && pair[2]) return pair[2];
  }
  return null;
}

/** The Cookie header without its `sessionid` pairs (undefined when nothing else is left). */
export function withoutSession(cookieHeader: string): string | undefined {
  const rest = cookieHeader.split(';').filter((part) => PAIR.exec(part)?.[1] !== SESSION_COOKIE);
  const joined = rest.map((part) => part.trim()).filter(Boolean).join('; ');
  return joined || undefined;
}

/** Asks the back end's user endpoint (the same contract as Django's) whether the session is logged in. */
export function askBackend(cmsUrl: string, timeoutMs: number, doFetch: typeof fetch = fetch): (sessionId: string) => Promise<SessionAnswer> {
  const url = `${cmsUrl}${apiPaths.user(DEFAULT_LOCALE)}`;
  return async (sessionId) => {
    try {
      const response = await doFetch(url, {
        headers: { cookie: `${SESSION_COOKIE}=${sessionId}`, accept: 'application/json', [INTERNAL_REQUEST_HEADER]: '1' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return 'unknown';
      }
      const user = (await response.json()) as { is_logged_in?: unknown } | null;
      return user?.is_logged_in === true ? 'editor' : 'anonymous';
    } catch {
      return 'unknown';
    }
  };
}

export function createSessionCheck(options: SessionCheckOptions): SessionCheck {
  const now = options.now ?? (() => performance.now());
  const ask = options.ask ?? askBackend(options.cmsUrl, options.timeoutMs, options.fetch);
  const kept = new LRUCache<string, 'editor' | 'anonymous'>({
    max: options.maxEntries ?? DEFAULT_SESSION_ENTRIES,
    ttl: options.ttlMs ?? DEFAULT_SESSION_TTL_MS,
    // expired entries are dropped when read (and pushed out by newer ones): no timer per entry
    ttlAutopurge: false,
    // the clock read on every lookup (no timer caching it; a fake clock in tests moves at once)
    ttlResolution: 0,
    perf: { now },
  });
  const asking = new Map<string, Promise<SessionAnswer>>();
  const maxAsking = options.maxAsking ?? DEFAULT_MAX_ASKING;
  let asked = 0;
  let busy = 0;

  const known = (sessionId: string): SessionAnswer | undefined =>
    sessionId.length > MAX_SESSION_ID_LENGTH ? 'anonymous' : kept.get(sessionId);

  return {
    known,
    check(sessionId) {
      const answer = known(sessionId);
      if (answer) return Promise.resolve(answer);
      let running = asking.get(sessionId);
      if (!running && asking.size >= maxAsking) {
        busy++;
        return Promise.resolve('busy');
      }
      if (!running) {
        asked++;
        running = ask(sessionId)
          .catch((): SessionAnswer => 'unknown')
          .then((result) => {
            asking.delete(sessionId);
            if (result === 'editor' || result === 'anonymous') kept.set(sessionId, result);
            return result;
          });
        asking.set(sessionId, running);
      }
      return running;
    },
    get stats() {
      return { entries: kept.size, asked, busy };
    },
  };
}
