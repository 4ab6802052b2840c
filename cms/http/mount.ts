/**
 * Mounts endpoint declarations on an Express app under every prefix of SPEC §7:
 *   /api/..., /pageeditor-api/...            (locale de)
 *   /de/api/..., /de/pageeditor-api/...      (locale de)
 *   /en/api/..., /en/pageeditor-api/...      (locale en)
 * and answers JSON errors for everything under those roots.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale, CONTENT_KEYS_HEADER, CONTENT_VERSION_HEADER, EDIT_ACTION_HEADER } from '../../shared/constants';
import { ALL_KEYS, formatKeys } from '../../shared/contentKeys';
import { verifyCsrf } from '../auth/csrf';
import { checkPermission } from '../auth/permissions';
import { loadSession } from '../auth/session';
import type { CmsConfig } from '../config';
import type { Db } from '../db/client';
import { bumpContentVersion, getContentVersion } from '../db/contentVersion';
import type { AnswerVersions } from './answerVersion';
import { editActionOf, withWriteScope, type WriteScope } from './writeScope';
import type { Logger } from '../logger';
import type { AnyEndpoint, ApiRoot, Frame } from './endpoint';
import { PRIVATE_NO_STORE, Reply } from './endpoint';
import { drainRequest } from './drain';
import { sendJson } from './jsonAnswer';
import { NotFoundError, ValidationError, toApiError } from '../errors';
import { messages } from '../errors/messages';

export const API_ROOTS: readonly ApiRoot[] = ['api', 'pageeditor-api'];
/** JSON bodies above this answer 413 (file uploads go through multer with MAX_UPLOAD_BYTES). */
export const JSON_BODY_LIMIT = '2mb';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface MountContext {
  db: Db;
  config: CmsConfig;
  logger: Logger;
  /** where the back end follows the database's NOTIFY: the version an answer reports, known without a statement */
  versions?: AnswerVersions;
}

/** zod issues -> { field: [messages] } ('non_field_errors' for the object itself) */
export function zodToFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

function parseWith(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(zodToFieldErrors(result.error));
  return result.data;
}

function queryKeys(schema: z.ZodType | undefined): Set<string> {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  return new Set();
}

function localeOf(res: Response): Locale {
  return (res.locals.locale as Locale | undefined) ?? DEFAULT_LOCALE;
}

function handlerFor(endpoint: AnyEndpoint, ctx: MountContext) {
  const declaredQuery = queryKeys(endpoint.input?.query);
  for (const name of endpoint.allowQuery ?? []) declaredQuery.add(name);
  const unsafe = UNSAFE.has(endpoint.method);
  const bumps = endpoint.bumpsContentVersion ?? unsafe;
  const keyed = endpoint.method === 'GET';
  /** the keys of a GET's answer (or its 404) as a header; a failing declaration says `*` */
  const nameKeys = (res: Response, frame: Frame<unknown, unknown, unknown> | null, result: unknown) => {
    if (!keyed || res.headersSent) return;
    let keys: readonly string[] = [ALL_KEYS];
    try {
      if (endpoint.keys && frame) keys = endpoint.keys(frame as never, result);
    } catch {
      keys = [ALL_KEYS];
    }
    res.setHeader(CONTENT_KEYS_HEADER, formatKeys(keys) || ALL_KEYS);
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    let frame: Frame<unknown, unknown, unknown> | null = null;
    // before any read: what the handler reads is at least this new (./answerVersion.ts)
    const known = ctx.versions?.atStart() ?? null;
    try {
      // 1. CSRF before anything else, as Django's middleware runs before the view: a forged request
      //    learns nothing (not even whether its input would have been valid)
      if (unsafe && endpoint.csrf !== false) verifyCsrf(req, ctx.config);

      // 2. who is asking: 401/403 before input validation, so visitors learn nothing about inputs
      const sessionContext = await loadSession(req, ctx.db);
      const user = sessionContext?.user ?? null;
      checkPermission(endpoint.permission, user);
      // an answer only editors get depends on who asks: no cache may store it (a handler may still say otherwise)
      if (endpoint.permission !== 'public') res.setHeader('Cache-Control', PRIVATE_NO_STORE);

      // 3. input
      const unknown = Object.keys(req.query as object).filter((k) => !declaredQuery.has(k));
      if (unknown.length) {
        throw new ValidationError(Object.fromEntries(unknown.map((k) => [k, [messages.unknownQueryParameter]])));
      }
      const rawParams = Object.fromEntries(
        Object.entries(req.params as Record<string, string | string[]>).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]),
      );
      const params = parseWith(endpoint.input?.params, rawParams);
      // z.object strips keys it does not declare, so tolerated (allowQuery) names never reach the handler
      const query = endpoint.input?.query ? parseWith(endpoint.input.query, { ...(req.query as object) }) : {};
      const body = endpoint.input?.body ? parseWith(endpoint.input.body, req.body ?? {}) : undefined;

      // 4. the work
      frame = {
        params,
        query,
        body,
        locale: localeOf(res),
        user,
        session: sessionContext?.session ?? null,
        db: ctx.db,
        config: ctx.config,
        log: (req as Request & { log?: Logger }).log ?? ctx.logger,
        req,
        res,
      };
      const writes: WriteScope = { draftOnly: undefined, action: editActionOf(req.get(EDIT_ACTION_HEADER)) };
      // only a write reads what its writes reported (a read without the storage: writeScope.ts)
      const result = unsafe || bumps ? await withWriteScope(writes, () => endpoint.handler(frame as never)) : await endpoint.handler(frame as never);
      if (res.headersSent) return;

      // 5. content version: bumped by writes (not by those that changed drafts only), reported on
      //    every answer; a bump publishes the keys the writes touched (none said: `*`), a GET names
      //    the keys it read
      const bump = bumps && writes.draftOnly !== true;
      let version: number | null = null;
      nameKeys(res, frame, result instanceof Reply ? result.body : result);
      try {
        if (bump) {
          version = await bumpContentVersion(ctx.db, writes.keys ?? null);
          ctx.versions?.bumped(version);
        } else version = known ?? (await getContentVersion(ctx.db));
      } catch (err) {
        if (bump) throw err;
        // a failing read must not hide the handler's answer (e.g. the health check with the DB down)
      }
      if (version !== null) res.setHeader(CONTENT_VERSION_HEADER, String(version));
      // a write's answer names the keys it touched: the instance it went through applies the change at once
      if (bump) res.setHeader(CONTENT_KEYS_HEADER, formatKeys(writes.keys ?? [ALL_KEYS]));

      // 6. the answer
      if (result instanceof Reply) {
        for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
        if (result.body === undefined) res.status(result.status).end();
        else sendJson(req, res, result.status, result.body);
      } else if (result === undefined) {
        res.status(endpoint.status ?? 204).end();
      } else {
        sendJson(req, res, endpoint.status ?? 200, result);
      }
    } catch (err) {
      // "not found" depends on the content like any answer: its version lets a renderer keep it
      if (err instanceof NotFoundError && !res.headersSent) {
        nameKeys(res, frame, undefined);
        try {
          res.setHeader(CONTENT_VERSION_HEADER, String(known ?? (await getContentVersion(ctx.db))));
        } catch {
          // the error's own answer matters more than its version
        }
      }
      next(err);
    }
  };
}

/** Build one router per API root from a list of endpoints. */
export function buildRouters(endpoints: readonly AnyEndpoint[], ctx: MountContext): Record<ApiRoot, Router> {
  const routers = {} as Record<ApiRoot, Router>;
  for (const root of API_ROOTS) {
    const router = express.Router({ strict: false, caseSensitive: true });
    router.use(express.json({ limit: JSON_BODY_LIMIT }));
    for (const endpoint of endpoints.filter((e) => e.api === root)) {
      const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      router[method](endpoint.path, handlerFor(endpoint, ctx));
    }
    router.use((_req: Request, _res: Response, next: NextFunction) => next(new NotFoundError(messages.routeNotFound)));
    routers[root] = router;
  }
  return routers;
}

/** Every mount prefix with its locale: '' (de), '/de', '/en'. */
export const LOCALE_PREFIXES: readonly { prefix: string; locale: Locale }[] = [
  { prefix: '', locale: DEFAULT_LOCALE },
  ...LOCALES.map((locale) => ({ prefix: `/${locale}`, locale })),
];

export function mountEndpoints(app: express.Express, endpoints: readonly AnyEndpoint[], ctx: MountContext): void {
  const routers = buildRouters(endpoints, ctx);
  for (const { prefix, locale } of LOCALE_PREFIXES) {
    for (const root of API_ROOTS) {
      app.use(
        `${prefix}/${root}`,
        (_req: Request, res: Response, next: NextFunction) => {
          res.locals.locale = locale;
          next();
        },
        routers[root],
      );
    }
  }
}

/** The one error middleware: every error becomes the ApiError JSON; unexpected ones are logged and answered generically. */
export function errorMiddleware(logger: Logger) {
  return async (err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const mapped = toApiError(err);
    const log = (req as Request & { log?: Logger }).log ?? logger;
    if (mapped.unexpected) log.error({ err }, 'unexpected error');
    // a refused upload still being sent: read it to the end first, or the client sees a reset, not this answer
    if (!(await drainRequest(req))) res.setHeader('Connection', 'close');
    if (res.headersSent || res.destroyed) return;
    for (const [name, value] of Object.entries(mapped.headers ?? {})) res.setHeader(name, value);
    res.status(mapped.body.status).json(mapped.body);
  };
}
