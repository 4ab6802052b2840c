/** What each environment variable may hold. Unknown variables are ignored. */
import { z } from 'zod';
import { healthTokenSchema } from '../shared/operatorToken';
import { defaults } from './defaults';

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''))
  .pipe(z.union([z.literal(''), url]))
  .transform((value) => value || undefined)
  .optional();
const milliseconds = z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default(defaults.NODE_ENV),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(defaults.PORT),
    HOST: z.string().default(defaults.HOST),
    CMS_URL: optionalUrl,
    CMS_TRANSPORT: z.enum(['in-process', 'http'], { error: "must be 'in-process' or 'http'" }).default(defaults.CMS_TRANSPORT),
    PUBLIC_URL: optionalUrl,
    /** host names (with port if not the default) the site answers to when PUBLIC_URL is unset; comma-separated */
    PUBLIC_HOSTS: z
      .string()
      .trim()
      .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'must be host names like www.example.org, separated by commas')))
      .optional(),
    PROXY_TIMEOUT_MS: milliseconds.default(defaults.PROXY_TIMEOUT_MS),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default(defaults.LOG_LEVEL),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(defaults.KEEP_ALIVE_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: milliseconds.default(defaults.HEADERS_TIMEOUT_MS),
    SHUTDOWN_TIMEOUT_MS: milliseconds.default(defaults.SHUTDOWN_TIMEOUT_MS),
    PAGE_CACHE_MB: z.coerce.number({ error: 'must be a number of megabytes' }).min(0).default(defaults.PAGE_CACHE_MB),
    ANSWER_CACHE_MB: z.coerce.number({ error: 'must be a number of megabytes' }).min(0).default(defaults.ANSWER_CACHE_MB),
    CONTENT_VERSION_SOURCE: z.enum(['stream', 'poll'], { error: "must be 'stream' or 'poll'" }).default(defaults.CONTENT_VERSION_SOURCE),
    /** the caching proxy's or CDN's purge endpoint (issue 40; server/cache/purge.ts) */
    PURGE_URL: optionalUrl,
    PURGE_METHOD: z.string().trim().regex(/^[A-Z]{3,12}$/, 'must be an HTTP method such as PURGE or POST').default(defaults.PURGE_METHOD),
    /** the request header that carries the keys (space-separated), or `json` for a body {"tags": [...]} */
    PURGE_KEYS_HEADER: z.string().trim().regex(/^(?:json|[A-Za-z0-9-]{1,64})$/, "must be a header name or 'json'").default(defaults.PURGE_KEYS_HEADER),
    /** one header sent with every purge, `Name: value` (a token) */
    PURGE_AUTH_HEADER: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,64}: ?\S.*$/, "must be one header as 'Name: value'")
      .optional(),
    /** seconds shared caches keep a page; default: 3600 with PURGE_URL, else 10 */
    SHARED_MAX_AGE_S: z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(31_536_000).optional(),
    CONTENT_VERSION_POLL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(50).max(1000).default(defaults.CONTENT_VERSION_POLL_MS),
    RENDER_CONCURRENCY: z.coerce.number({ error: 'must be a whole number of renders' }).int().min(1).default(defaults.RENDER_CONCURRENCY),
    RENDER_QUEUE: z.coerce.number({ error: 'must be a whole number of requests' }).int().min(0).default(defaults.RENDER_QUEUE),
    RENDER_QUEUE_WAIT_MS: milliseconds.default(defaults.RENDER_QUEUE_WAIT_MS),
    TRUST_PROXY: z.coerce.number({ error: 'must be the number of trusted proxy hops' }).int().min(0).default(defaults.TRUST_PROXY),
    /** who may read /healthz's details (cache and render statistics): `Authorization: Bearer <HEALTH_TOKEN>`; unset: nobody */
    HEALTH_TOKEN: healthTokenSchema.optional(),
    /** Google Tag Manager container id (GTM-XXXX); loaded only after tracking consent */
    TAG_MANAGER_ID: z
      .string()
      .trim()
      .regex(/^GTM-[A-Z0-9]+$/, 'must be a tag manager id like GTM-ABC123')
      .optional(),
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS > env.KEEP_ALIVE_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must be greater than KEEP_ALIVE_TIMEOUT_MS',
  });

export type Env = z.infer<typeof envSchema>;
