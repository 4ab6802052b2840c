/**
 * What this instance knows of the back end's content version (a counter in the database, bumped by
 * every write; SPEC §7 X-Content-Version). Learned two ways:
 *   - at once, from the header of every back-end answer passing through this instance (an editor's
 *     save through the proxy, the renderer's own loads);
 *   - by asking GET /api/content-version/ every `intervalMs` (250 ms by default), which brings
 *     changes made through other instances, the admin of another instance or the scheduler.
 * The page cache serves an entry only while `current` equals the entry's version: a failed or late
 * answer (over `timeoutMs`, 5 s: server/site.ts) makes it unknown, so an instance that cannot reach its back end stops
 * serving cached pages until it can again.
 */
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
  /** how often the back end is asked */
  intervalMs: number;
  /** a single request gives up after this long (and the version counts as unknown) */
  timeoutMs: number;
  /** hears every version learned (the renderer's per-version answers, server/api/contentVersion.ts) */
  onVersion?: (version: number) => void;
}

export const CONTENT_VERSION_PATH = '/api/content-version/';

function parse(value: string | string[] | number | undefined | null): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const number = typeof raw === 'number' ? raw : raw ? Number(raw) : NaN;
  return Number.isSafeInteger(number) && number >= 0 ? number : null;
}

export function createContentVersion(options: ContentVersionOptions): ContentVersion {
  let version: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failing = false;

  const take = (value: number) => {
    // versions only grow; an answer overtaken by a newer one must not take the cache back
    if (version === null || value >= version) version = value;
    options.onVersion?.(value);
  };

  async function refresh(): Promise<void> {
    try {
      const response = await fetch(`${options.cmsUrl}${CONTENT_VERSION_PATH}`, { signal: AbortSignal.timeout(options.timeoutMs) });
      const body = response.ok ? ((await response.json()) as { version?: unknown }) : null;
      const value = parse(body && typeof body.version === 'number' ? body.version : null);
      if (value === null) throw new Error(`content version: HTTP ${response.status}`);
      take(value);
      if (failing) options.logger.info({ version: value }, 'content version reachable again');
      failing = false;
    } catch (error) {
      if (!failing) options.logger.warn({ err: error }, 'content version unavailable: cached pages are not served until it is');
      failing = true;
    }
  }

  return {
    get current() {
      return failing ? null : version;
    },
    get latest() {
      return version;
    },
    observe(value) {
      const parsed = parse(value);
      if (parsed !== null && version !== null && parsed > version) take(parsed);
    },
    refresh,
    start() {
      if (timer) return;
      const tick = () => {
        void refresh().finally(() => {
          if (timer) timer = setTimeout(tick, options.intervalMs).unref();
        });
      };
      timer = setTimeout(tick, 0).unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
