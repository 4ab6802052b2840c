/**
 * What this instance knows of the back end's content version (a counter in the database, bumped by
 * every write; SPEC §7 X-Content-Version). Learned two ways:
 *   - at once, from the header of every back-end answer passing through this instance (an editor's
 *     save through the proxy, the renderer's own loads);
 *   - from the back end's version stream (GET /api/content-version/stream/, server-sent events):
 *     the back end LISTENs to the database's NOTIFY of every bump and passes each new version on at
 *     once, with a heartbeat twice a second (cms/api/versionStream.ts). That brings changes made
 *     through other instances, the admin of another instance or the scheduler, with one idle
 *     connection per instance instead of a request and a query every 250 ms. A back end without
 *     the stream (404: an older one, or the original Django) is asked GET /api/content-version/
 *     every `intervalMs` instead, and so is every back end with `source: 'poll'`.
 * The page cache serves an entry only while `current` equals the entry's version: a stream silent
 * for `timeoutMs` (5 s: server/site.ts), a failed or late poll makes it unknown, so an instance that
 * cannot reach its back end stops serving cached pages until it can again.
 */
import { INTERNAL_REQUEST_HEADER } from '../../shared/constants';
import { parseVersion as parse } from '../api/contentVersion';
import type { Logger } from '../logger';

export interface ContentVersion {
  /** the newest version known, or null (never learned, or the last question to the back end failed) */
  readonly current: number | null;
  /** the newest version ever seen, confirmed or not */
  readonly latest: number | null;
  /** a version seen in a back-end answer (a header value) */
  observe(value: string | string[] | number | undefined | null): void;
  /** asks the back end once; resolves when the answer (or failure) is taken in */
  refresh(): Promise<void>;
  start(): void;
  stop(): void;
}

export interface ContentVersionOptions {
  cmsUrl: string;
  logger: Logger;
  /** 'stream' (default): follow the back end's version stream, falling back to the poll; 'poll': ask every `intervalMs` */
  source?: 'stream' | 'poll';
  /** how often the back end is asked (the poll) */
  intervalMs: number;
  /** a single request gives up after this long (and the version counts as unknown) */
  timeoutMs: number;
  /** hears every version learned (the renderer's per-version answers, server/api/contentVersion.ts) */
  onVersion?: (version: number) => void;
}

export const CONTENT_VERSION_PATH = '/api/content-version/';
export const VERSION_STREAM_PATH = '/api/content-version/stream/';
/** after a broken stream, the next try */
const RECONNECT_MS = 250;
const INTERNAL = { [INTERNAL_REQUEST_HEADER]: '1' };

export function createContentVersion(options: ContentVersionOptions): ContentVersion {
  let version: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stream: AbortController | null = null;
  let running = false;
  let failing = false;

  const take = (value: number) => {
    // versions only grow; an answer overtaken by a newer one must not take the cache back
    if (version === null || value >= version) version = value;
    options.onVersion?.(value);
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
      const response = await fetch(`${options.cmsUrl}${CONTENT_VERSION_PATH}`, { headers: INTERNAL, signal: AbortSignal.timeout(options.timeoutMs) });
      const body = response.ok ? ((await response.json()) as { version?: unknown }) : null;
      const value = parse(body && typeof body.version === 'number' ? body.version : null);
      if (value === null) throw new Error(`content version: HTTP ${response.status}`);
      take(value);
    } catch (error) {
      fail(error);
    }
  }

  const poll = () => {
    void refresh().finally(() => {
      if (running) timer = setTimeout(poll, options.intervalMs).unref();
    });
  };

  /** Follows the stream until it breaks; resolves false when the back end has none. */
  async function follow(controller: AbortController): Promise<boolean> {
    let silence = setTimeout(() => controller.abort(new Error('content version stream silent')), options.timeoutMs);
    try {
      const response = await fetch(`${options.cmsUrl}${VERSION_STREAM_PATH}`, { headers: INTERNAL, signal: controller.signal });
      if (response.status === 404) return false;
      if (!response.ok || !response.body) throw new Error(`content version stream: HTTP ${response.status}`);
      const decoder = new TextDecoder();
      let buffered = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        clearTimeout(silence);
        silence = setTimeout(() => controller.abort(new Error('content version stream silent')), options.timeoutMs);
        buffered += decoder.decode(chunk, { stream: true });
        const events = buffered.split('\n\n');
        buffered = events.pop()!;
        for (const event of events) {
          const value = parse(/^data: (\d+)$/m.exec(event)?.[1]);
          if (value !== null) take(value);
        }
      }
      throw new Error('content version stream ended');
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
        if (!supported && running) poll();
      },
      (error: unknown) => {
        if (!running) return;
        fail(error);
        timer = setTimeout(followStream, RECONNECT_MS).unref();
      },
    );
  };

  return {
    get current() {
      return failing ? null : version;
    },
    get latest() {
      return version;
    },
    observe(value) {
      const parsed = parse(value);
      if (parsed !== null && version !== null && parsed > version) {
        version = parsed;
        options.onVersion?.(parsed);
      }
    },
    refresh,
    start() {
      if (running) return;
      running = true;
      if (options.source === 'poll') timer = setTimeout(poll, 0).unref();
      else followStream();
    },
    stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      stream?.abort();
      stream = null;
    },
  };
}
