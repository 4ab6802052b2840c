/**
 * What one site (server/site.ts) knows of the back end's content version: a counter in the
 * database, bumped by every write (SPEC §7 X-Content-Version; docs/api.md). One tracker per site,
 * passed to whatever needs it (the page cache, the renderer's API client and its per-version answers,
 * the redirect table, the proxy): never module state, so several sites in one process (the tests)
 * keep their own versions. Learned three ways:
 *   - at once, from the header of every back-end answer passing through this site (`observe`: an
 *     editor's save through the proxy, the renderer's own loads, the redirect table's);
 *   - from the back end's version stream (GET /api/content-version/stream/, server-sent events):
 *     the back end LISTENs to the database's NOTIFY of every bump and passes each new version on at
 *     once, with a heartbeat twice a second (cms/api/versionStream.ts). That brings changes made
 *     through other instances, the admin of another instance or the scheduler, with one idle
 *     connection per instance instead of a request and a query every 250 ms. A broken stream is
 *     tried again after a wait that doubles per failure in a row, with jitter, up to 8 s
 *     (`reconnectDelay`), and starts afresh once a connection brings a version. A back end without
 *     the stream (404: an older one, or the original Django) is asked GET /api/content-version/
 *     every `intervalMs` instead, and so is every back end with `source: 'poll'`;
 *   - by `refresh()`, one question.
 * Versions only grow: `latest` is the highest seen, `seenAt` when an answer last reported it.
 *
 * Changes by content key (issue 40): each change event of the stream names the content keys the
 * change touched (`keys:`, shared/contentKeys.ts); `onChange` listeners (the page cache, the kept
 * answers, the purge hook) hear them and drop what read those keys, and nothing else. A change
 * whose keys are unknown (the poll, a bare version, a gap after a lost connection, a version seen
 * in an answer that the stream has not confirmed with its keys within `PENDING_MS`) is heard as
 * null: everything. `applied` is the version up to which the listeners have heard every change;
 * `touchedSince` tells whether anything read at an older version may be out of date. The
 * page cache serves an entry only while `current` equals the entry's version: before the stream or
 * the poll first answered, and while it is silent for `timeoutMs` or failing, `current` is null, so
 * an instance that cannot reach its back end stops serving cached pages until it can again.
 */
import http from 'node:http';
import https from 'node:https';
import { INTERNAL_REQUEST_HEADER } from '../../shared/constants';
import { parseKeys, touches } from '../../shared/contentKeys';
import type { Logger } from '../logger';

/** A change's keys (null: unknown, everything) and the version it made. */
export type ChangeListener = (keys: ReadonlySet<string> | null, version: number) => void;

/** A header value (Node gives a repeated header as an array) or a version a body reported. */
export type VersionValue = number | string | readonly string[] | null | undefined;

export interface ContentVersion {
  /** the newest version known, or null (the back end never answered the stream or poll, or the last question failed) */
  readonly current: number | null;
  /** the newest version ever seen, confirmed or not (null before the first) */
  readonly latest: number | null;
  /** when (ms since epoch) an answer last reported `latest`: how fresh it is */
  readonly seenAt: number;
  /**
   * a version seen in a back-end answer (at `at`); returns it when it is a new latest one. `keys`:
   * what the write that made it touched (a write's answer through the proxy names them): the
   * change is applied at once, before the stream brings it
   */
  observe(value: VersionValue, at?: number, keys?: readonly string[] | null): number | null;
  /** asks the back end once; resolves when the answer (or failure) is taken in */
  refresh(): Promise<void>;
  /** the version up to which every change has been handed to the `onChange` listeners (null before the first) */
  readonly applied: number | null;
  /** hears each change: the keys it touched, or null (unknown: everything); returns the unsubscribe function */
  onChange(listener: ChangeListener): () => void;
  /** whether a change after version `since` (up to `applied`) may have touched what read `keys` (null `since`: yes) */
  touchedSince(since: number | null, keys: Iterable<string>): boolean;
  /** follows the version stream (or polls) until `stop` */
  start(): void;
  stop(): void;
}

export interface ContentVersionOptions {
  cmsUrl: string;
  logger: Logger;
  /** 'stream' (default): follow the back end's version stream, falling back to the poll; 'poll': ask every `intervalMs` */
  source?: 'stream' | 'poll';
  /** how often the back end is asked (the poll; CONTENT_VERSION_POLL_MS) */
  intervalMs?: number;
  /** a single request, or the stream's silence, gives up after this long (and the version counts as unknown) */
  timeoutMs?: number;
  now?: () => number;
  /** the wait before reconnecting a broken stream, doubling per failure in a row (default RECONNECT_BASE_MS and RECONNECT_MAX_MS) */
  reconnect?: { baseMs?: number; maxMs?: number };
  /** the jitter's source, [0, 1) (default Math.random) */
  random?: () => number;
  /** how long a version an answer reported may wait for the stream to bring its keys (default PENDING_MS; tests shorten it) */
  pendingMs?: number;
}

/**
 * Parses an `X-Content-Version` header value (a repeated header: the first counts) or a version a
 * body reported: a non-negative safe integer, else null. The one parser of the version.
 */
export function parseVersion(value: VersionValue): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * A poll that takes longer, or a version stream silent for longer, fails (then nothing is served
 * from the page cache until one succeeds). Not 1 s: in a crowd the answer waits behind the renders on
 * the same event loop (embedded back end), and a slow answer must not turn the page cache off
 * exactly when it is needed most (the soak found it). A back end that is down fails at once
 * (refused connection, 5xx), whatever this says.
 */
export const VERSION_TIMEOUT_MS = 5000;
/** the poll's interval when none is configured (CONTENT_VERSION_POLL_MS) */
export const VERSION_POLL_MS = 250;
export const CONTENT_VERSION_PATH = '/api/content-version/';
export const VERSION_STREAM_PATH = '/api/content-version/stream/';
/** after a broken stream, the first wait before the next try (at most this long, at least half) */
export const RECONNECT_BASE_MS = 250;
/** the longest wait between tries: a back end that is back is followed again within this long */
export const RECONNECT_MAX_MS = 8000;
/**
 * A version an answer reported that the stream has not brought with its keys within this long is
 * taken as a change of everything (a stream silently stuck must not keep pages for long).
 */
export const PENDING_MS = 1000;
/** how many changes' keys are remembered for `touchedSince` (older: unknown, so touched) */
const CHANGE_LOG = 1024;

/**
 * How long to wait before the next try after `failures` failed tries in a row (1, 2, …): the
 * ceiling doubles from `baseMs` per failure up to `maxMs`, and the wait is a random point in its
 * upper half ("equal jitter"). So a back end that restarts is not met by every instance at the
 * same moment, every 250 ms, for as long as it is away; and a single broken connection is retried
 * within `baseMs`. `random` is in [0, 1).
 */
export function reconnectDelay(failures: number, random: number, baseMs = RECONNECT_BASE_MS, maxMs = RECONNECT_MAX_MS): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(failures, 1) - 1, 30));
  return ceiling / 2 + (Math.min(Math.max(random, 0), 1) * ceiling) / 2;
}
const INTERNAL = { [INTERNAL_REQUEST_HEADER]: '1' };

/**
 * GET of the version stream on a connection of its own (node:http, not fetch), closed when `signal`
 * aborts. Not fetch: Node 20's fetch (undici 6) puts a request aborted while its answer is still
 * arriving back in line and opens a new connection for it, then drops it, leaving a connection to
 * the back end that never carries a request (nodejs/undici#5845). The stream is always aborted
 * mid-answer (at `stop`, or when silent), so at every shutdown such a connection appeared while the
 * back end was closing, and its close waited for it until the headers timeout (issue 44).
 */
function openStream(url: string, signal: AbortSignal): Promise<http.IncomingMessage> {
  const get = url.startsWith('https:') ? https.get : http.get;
  return new Promise((resolve, reject) => {
    get(url, { headers: INTERNAL, agent: false, signal }, resolve).on('error', reject);
  });
}

export function createContentVersion(options: ContentVersionOptions): ContentVersion {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? VERSION_POLL_MS;
  const timeoutMs = options.timeoutMs ?? VERSION_TIMEOUT_MS;
  const random = options.random ?? Math.random;
  const pendingMs = options.pendingMs ?? PENDING_MS;
  const reconnectBaseMs = options.reconnect?.baseMs ?? RECONNECT_BASE_MS;
  const reconnectMaxMs = options.reconnect?.maxMs ?? RECONNECT_MAX_MS;
  /** failed tries of the stream in a row; back to 0 once a connection brings a version */
  let streamFailures = 0;
  let version: number | null = null;
  let seenAt = 0;
  /** the stream or the poll has answered once */
  let answered = false;
  let timer: NodeJS.Timeout | null = null;
  let stream: AbortController | null = null;
  let running = false;
  let failing = false;
  /** following a stream that names each change's keys (else every new version is a change of everything) */
  let keyed = false;
  let applied: number | null = null;
  const changeLog = new Map<number, ReadonlySet<string> | null>();
  const listeners = new Set<ChangeListener>();
  let pending: NodeJS.Timeout | null = null;

  /** hands the change that made `value` to the listeners (keys null: unknown, everything) */
  const apply = (value: number, keys: readonly string[] | null) => {
    if (applied !== null && value <= applied) return;
    const known = applied !== null && value === applied + 1 && keys !== null ? new Set(keys) : null;
    const first = applied === null;
    applied = value;
    changeLog.set(value, known);
    if (changeLog.size > CHANGE_LOG) changeLog.delete(changeLog.keys().next().value!);
    if (first) return;
    for (const listener of listeners) {
      try {
        listener(known, value);
      } catch (error) {
        options.logger.error({ err: error }, 'content change listener failed');
      }
    }
  };

  const observe = (value: VersionValue, at = now(), keys?: readonly string[] | null): number | null => {
    const parsed = parseVersion(value);
    if (parsed !== null && keys && applied !== null && parsed === applied + 1) apply(parsed, keys);
    // versions only grow; an answer overtaken by a newer one must not take the caches back
    if (parsed === null || (version !== null && parsed < version)) return null;
    seenAt = at;
    if (parsed === version) return null;
    version = parsed;
    if (!keyed) apply(parsed, null);
    else awaitKeys();
    return parsed;
  };
  /**
   * The stream brings a version's keys within milliseconds; a version it has not brought `pendingMs`
   * after an answer reported it is a change of everything. The wait is for the version that started
   * it: one the stream brought meanwhile re-arms it for a newer one seen since, which gets its own
   * `pendingMs` (judged by the newest, a version seen a moment before the timer of an older one ran
   * out was taken for a change of everything: every page dropped and purged, in a ticket sale's
   * stream of changes).
   */
  function awaitKeys() {
    if (pending || version === null || (applied !== null && applied >= version)) return;
    const awaited = version;
    pending = setTimeout(() => {
      pending = null;
      if (applied === null || applied < awaited) apply(version!, null);
      else awaitKeys();
    }, pendingMs).unref();
  }
  /** a version the stream or the poll reported (with the keys of its change, when the stream named them): the back end is reachable */
  const take = (value: number, keys: readonly string[] | null = null) => {
    observe(value);
    apply(value, keys);
    answered = true;
    if (failing) options.logger.info({ version: value }, 'content version reachable again');
    failing = false;
  };
  const fail = (error: unknown) => {
    if (!failing) options.logger.warn({ err: error }, 'content version unavailable: cached pages are not served until it is');
    failing = true;
  };

  async function refresh(): Promise<void> {
    try {
      // marked internal: the back end logs it at debug (an idle site writes nothing at info)
      const response = await fetch(`${options.cmsUrl}${CONTENT_VERSION_PATH}`, { headers: INTERNAL, signal: AbortSignal.timeout(timeoutMs) });
      const body = response.ok ? ((await response.json()) as { version?: unknown }) : null;
      const value = parseVersion(body && typeof body.version === 'number' ? body.version : null);
      if (value === null) throw new Error(`content version: HTTP ${response.status}`);
      take(value);
    } catch (error) {
      fail(error);
    }
  }

  const poll = () => {
    void refresh().finally(() => {
      if (running) timer = setTimeout(poll, intervalMs).unref();
    });
  };

  /** Follows the stream until it breaks; resolves false when the back end has none. */
  async function follow(controller: AbortController): Promise<boolean> {
    // a watchdog: the stream's socket keeps the process alive while it is followed, not this
    let silence = setTimeout(() => controller.abort(new Error('content version stream silent')), timeoutMs).unref();
    try {
      const response = await openStream(`${options.cmsUrl}${VERSION_STREAM_PATH}`, controller.signal);
      const status = response.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      if (!ok) response.resume();
      if (status === 404) return false;
      if (!ok) throw new Error(`content version stream: HTTP ${status}`);
      const decoder = new TextDecoder();
      let buffered = '';
      for await (const chunk of response as AsyncIterable<Buffer>) {
        clearTimeout(silence);
        silence = setTimeout(() => controller.abort(new Error('content version stream silent')), timeoutMs).unref();
        buffered += decoder.decode(chunk, { stream: true });
        const events = buffered.split('\n\n');
        buffered = events.pop()!;
        for (const event of events) {
          const value = parseVersion(/^data: (\d+)$/m.exec(event)?.[1]);
          if (value === null) continue;
          // a connection that brought a version succeeded: the next break starts the waits afresh
          streamFailures = 0;
          keyed = true;
          const keys = /^keys: ?(.*)$/m.exec(event);
          take(value, keys ? parseKeys(keys[1]) : null);
        }
      }
      throw new Error('content version stream ended');
    } catch (error) {
      // the reason it was aborted (silent, stopped) rather than node:http's AbortError
      throw controller.signal.aborted ? controller.signal.reason : error;
    } finally {
      clearTimeout(silence);
    }
  }

  const followStream = () => {
    if (!running) return;
    const controller = new AbortController();
    stream = controller;
    follow(controller).then(
      (supported) => {
        if (!supported && running) {
          keyed = false;
          poll();
        }
      },
      (error: unknown) => {
        if (!running) return;
        fail(error);
        streamFailures += 1;
        timer = setTimeout(followStream, reconnectDelay(streamFailures, random(), reconnectBaseMs, reconnectMaxMs)).unref();
      },
    );
  };

  return {
    get current() {
      return answered && !failing ? version : null;
    },
    get latest() {
      return version;
    },
    get seenAt() {
      return seenAt;
    },
    get applied() {
      return applied;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    touchedSince(since, keys) {
      if (since === null) return true;
      if (applied === null || since >= applied) return false;
      const read = [...keys];
      for (let at = since + 1; at <= applied; at++) {
        const changed = changeLog.get(at);
        if (!changed || touches(changed, read)) return true;
      }
      return false;
    },
    observe,
    refresh,
    start() {
      if (running) return;
      running = true;
      if (options.source === 'poll') timer = setTimeout(poll, 0).unref();
      else followStream();
    },
    stop() {
      running = false;
      keyed = false;
      if (pending) clearTimeout(pending);
      pending = null;
      if (timer) clearTimeout(timer);
      timer = null;
      stream?.abort();
      stream = null;
    },
  };
}
