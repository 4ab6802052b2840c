/**
 * The API client for server-side loading: it calls the back end directly and acts on behalf of the
 * visitor (their cookies and CSRF header, and the public host and protocol as X-Forwarded-*).
 * Anonymous GETs of the same path (and public host) that overlap share one call (see coalesce.ts),
 * and one anonymous view asks for a path once however many of its parts read it.
 *
 * One per site (`createServerApi`, built by server/app.ts with the site's content-version tracker):
 * every answer reports its `X-Content-Version` to that tracker (./contentVersion.ts). For anonymous
 * views, every answer that depends on content only (all but `UNVERSIONED_PATHS`) comes from the
 * site's cache (./versionedCache.ts) while its version is the current, recently confirmed one: a
 * view of a page not in the page cache (another filter, a search, a page after a change) then calls
 * the back end only for what it alone shows. The client remembers whether it served such an entry older than an answer it fetched for
 * the same view (`usedStale()`): the renderer then loads the view again, so all its parts come from
 * the same version. A kept answer stays until a change touches one of the content keys it names
 * (X-Content-Keys, issue 40), so it counts as of the version up to which the site applied every change.
 * An anonymous view collects the keys of every content answer it used (`keysRead()`): the page made
 * from them is kept, here and in the proxy, until a change touches one of them.
 */
import type { Request } from 'express';
import { CONTENT_KEYS_HEADER, CONTENT_VERSION_HEADER, CSRF_HEADER, INTERNAL_REQUEST_HEADER } from '../../shared/constants';
import { ALL_KEYS, parseKeys } from '../../shared/contentKeys';
import { createApiClient, type ApiClient } from '../../shared/api/client';
import { ApiError } from '../../shared/api/errors';
import { nextBerlinMidnight } from '../../shared/berlinTime';
import { createInFlight, type InFlight } from './coalesce';
import { parseVersion, type ContentVersion } from './contentVersion';
import { createVersionedCache, type Versioned, type VersionedCache } from './versionedCache';

const FORWARDED = ['cookie', 'accept-language', 'user-agent'] as const;

/** The memory for kept answers when ANSWER_CACHE_MB is not given. */
export const DEFAULT_ANSWER_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Back-end paths whose anonymous answer depends on more than the content, the path and the day: the
 * calendar file (stamped with the time it was made), the health and version checks, the session's user.
 */
const UNVERSIONED_PATHS = [/\/api\/calendar\//, /\/api\/health\//, /\/api\/content-version\//, /\/pageeditor-api\/user\b/];
export const isVersionedPath = (path: string) => !UNVERSIONED_PATHS.some((pattern) => pattern.test(path));

export interface ServerApiOptions {
  /** true when the request has no logged-in editor: its GETs may be shared with other visitors */
  anonymous?: boolean;
  /** false: no answer from the per-version cache (a view loaded again after it found one stale) */
  versioned?: boolean;
  /** called when a call fails because the back end could not answer (unreachable, timed out, unavailable) */
  onUpstreamFailure?: (error: ApiError) => void;
}

/**
 * Whether an error means the back end could not answer: unreachable (502), unavailable (503) or too
 * slow (504). Its own answers, a 404 or a 500 for one page, are the page's status (SPEC §8).
 */
export const isUpstreamFailure = (error: unknown): error is ApiError => error instanceof ApiError && [502, 503, 504].includes(error.status);

function watched(client: ApiClient, onFailure: (error: ApiError) => void): ApiClient {
  const watch = <T>(call: Promise<T>): Promise<T> =>
    call.catch((error: unknown) => {
      if (isUpstreamFailure(error)) onFailure(error);
      throw error;
    });
  return {
    get: (path) => watch(client.get(path)),
    send: (method, path, body) => watch(client.send(method, path, body)),
    upload: (path, form) => watch(client.upload(path, form)),
  };
}

export interface ServerApiClient extends ApiClient {
  /** true when this view used a cached answer that is older than another answer it fetched */
  usedStale(): boolean;
  /** the content keys of the content answers this (anonymous) view used; `*` for one that named none */
  keysRead(): ReadonlySet<string>;
}

export interface ServerApiSetup {
  cmsUrl: string;
  /** the embedded back end in this process (server/cms/inProcess.ts); the global fetch (HTTP) by default */
  fetch?: typeof fetch;
  timeoutMs: number;
  /** the site's content-version tracker: every answer reports to it, the kept answers follow it */
  version: ContentVersion;
  /** the memory for kept answers (ANSWER_CACHE_MB); 0 keeps none */
  answerCacheBytes?: number;
}

/** The site's API client maker: its calls share the site's tracker, kept answers and running calls. */
export interface ServerApi {
  client(req: Request, options?: ServerApiOptions): ServerApiClient;
  readonly version: ContentVersion;
  /** the kept answers, or null when there is no memory for them */
  readonly answers: VersionedCache | null;
}

export function createServerApi(setup: ServerApiSetup): ServerApi {
  const maxBytes = setup.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES;
  // anonymous answers kept per content version, at most until the next midnight in Berlin (a
  // concert list without a date starts "today")
  const answers = maxBytes > 0 ? createVersionedCache({ version: setup.version, maxBytes, expiresAt: nextBerlinMidnight }) : null;
  // overlapping anonymous page views share their back-end calls
  const anonymousGets = createInFlight();
  return {
    client: (req, options) => serverApiClient(req, setup, answers, anonymousGets, options),
    version: setup.version,
    answers,
  };
}

function serverApiClient(req: Request, setup: ServerApiSetup, versionedAnswers: VersionedCache | null, anonymousGets: InFlight, options: ServerApiOptions = {}): ServerApiClient {
  const { cmsUrl, timeoutMs, version: tracker } = setup;
  const doFetch = setup.fetch ?? fetch;
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.get(name);
    if (value) headers[name] = value;
  }
  headers['x-forwarded-host'] = req.get('host') ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  // the visitor's address as this server decides it (TRUST_PROXY): one value, never the client's own list
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  headers[INTERNAL_REQUEST_HEADER] = '1';
  // the JSON as it is, in process or from a remote back end: an answer's Content-Length is the size the
  // answer cache counts (a gzipped one would count a tenth of what it holds)
  headers['accept-encoding'] = 'identity';
  const csrfToken = () => req.get(CSRF_HEADER);

  /** a client whose every answer reports its content version (to the site's tracker, and to `seen`) */
  const reportingClient = (seen?: (version: number | null, bytes: number, keys: string[] | null) => void): ApiClient =>
    createApiClient({
      baseUrl: cmsUrl,
      headers,
      timeoutMs,
      csrfToken,
      fetch: async (input, init) => {
        const response = await doFetch(input, init);
        const version = parseVersion(response.headers.get(CONTENT_VERSION_HEADER));
        tracker.observe(version);
        seen?.(version, Number(response.headers.get('content-length')) || 0, parseKeys(response.headers.get(CONTENT_KEYS_HEADER)));
        return response;
      },
    });

  /**
   * fetches `path` and reports the version its answer carried; a 404 is an answer too (a concert
   * without sections of its own, a page that does not exist), kept like any other and thrown by `get`
   */
  const fetchVersioned = async <T>(path: string): Promise<Versioned<T>> => {
    let version: number | null = null;
    let bytes = 0;
    let keys: string[] | null = null;
    const seen = (seenVersion: number | null, seenBytes: number, seenKeys: string[] | null) => {
      version = seenVersion;
      bytes = seenBytes;
      keys = seenKeys;
    };
    try {
      return { value: await reportingClient(seen).get<T>(path), version, bytes, keys };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404 && version !== null) return { value: undefined as T, version, bytes, keys, notFound: error };
      throw error;
    }
  };
  const valueOf = <T>(answer: Versioned<T>): T => {
    if (answer.notFound) throw answer.notFound;
    return answer.value;
  };

  const client = reportingClient();
  const finish = (built: ServerApiClient): ServerApiClient =>
    options.onUpstreamFailure ? { ...watched(built, options.onUpstreamFailure), usedStale: built.usedStale, keysRead: built.keysRead } : built;
  if (!options.anonymous) return finish({ ...client, usedStale: () => false, keysRead: () => new Set([ALL_KEYS]) });

  const origin = `${headers['x-forwarded-proto']}://${headers['x-forwarded-host']}`;
  /** the newest version a fetched answer of this view reported */
  let fetched: number | null = null;
  /** the oldest version of a cached answer this view used */
  let cached: number | null = null;
  const noteFetched = (version: number | null) => {
    if (version !== null) fetched = fetched === null ? version : Math.max(fetched, version);
  };
  /** the content keys of the answers this view used */
  const read = new Set<string>();
  const noteKeys = (path: string, answer: Versioned<unknown>) => {
    if (!isVersionedPath(path)) return;
    for (const key of answer.keys ?? [ALL_KEYS]) read.add(key);
  };
  // keyed by the version known when the call starts: a view that began after a change never takes
  // an answer fetched before it
  const share = <T>(path: string) => anonymousGets.run(`anon ${origin} v${tracker.latest ?? '?'} ${path}`, () => fetchVersioned<T>(path));
  // this view's answers by path: a path two of its parts read is one call even with no answers kept
  // (ANSWER_CACHE_MB=0, or loaded again after a stale one), and both parts show the same answer; a
  // failed call is not kept
  const viewAnswers = new Map<string, Promise<Versioned<unknown>>>();
  const once = <T>(path: string): Promise<Versioned<T>> => {
    let answer = viewAnswers.get(path);
    if (!answer) {
      answer = share<T>(path);
      viewAnswers.set(path, answer);
      answer.catch(() => viewAnswers.delete(path));
    }
    return answer as Promise<Versioned<T>>;
  };
  return finish({
    ...client,
    async get<T>(path: string): Promise<T> {
      if (versionedAnswers && options.versioned !== false && isVersionedPath(path)) {
        let loaded = false;
        const answer = await versionedAnswers.get(`${origin} ${path}`, () => ((loaded = true), share<T>(path)));
        noteKeys(path, answer);
        if (loaded) noteFetched(answer.version);
        else if (answer.version !== null) {
          // a kept answer is current as of every change the site has applied (a change that touched it dropped it)
          const asOf = Math.max(answer.version, tracker.applied ?? answer.version);
          cached = cached === null ? asOf : Math.min(cached, asOf);
        }
        return valueOf(answer);
      }
      const answer = await (isVersionedPath(path) ? once<T>(path) : share<T>(path));
      noteKeys(path, answer);
      noteFetched(answer.version);
      return valueOf(answer);
    },
    usedStale: () => cached !== null && fetched !== null && cached < fetched,
    keysRead: () => read,
  });
}
