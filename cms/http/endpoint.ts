/**
 * Declarative endpoints (Ghost style). An endpoint states its method, path, permission and input
 * schemas; the framework (cms/http/mount.ts) validates, checks permission and CSRF, calls the
 * handler with a `frame`, and writes the JSON. Handlers return data; they throw typed errors
 * (cms/errors/index.ts) and never touch status codes, except through `reply()`.
 *
 *   export const endpoints: Endpoint[] = [
 *     defineEndpoint({
 *       method: 'GET', api: 'api', path: '/genres/', permission: 'public',
 *       input: { query: z.object({ page: z.coerce.number().int().positive().optional() }) },
 *       handler: async ({ db, locale, query }) => ...,
 *     }),
 *   ];
 */
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Locale } from '../../shared/constants';
import type { Permission } from '../auth/permissions';
import type { SessionContext, SessionUser } from '../auth/session';
import type { CmsConfig } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

/** Cache-Control of an answer that depends on who asks (an editor's view, a session): no cache may store it. */
export const PRIVATE_NO_STORE = 'private, no-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** which root the path hangs under: /{locale}/api/... or /{locale}/pageeditor-api/... */
export type ApiRoot = 'api' | 'pageeditor-api';

/** Who calls: on an editor's or staff endpoint the framework has checked there is an active user. */
export type UserOf<R extends Permission> = R extends 'public' ? SessionUser | null : SessionUser;

export interface Frame<P = Record<string, string>, Q = Record<string, never>, B = undefined, R extends Permission = Permission> {
  /** path parameters after validation (wildcards `*name` arrive joined with '/') */
  params: P;
  /** query parameters after validation */
  query: Q;
  /** JSON body after validation (undefined when the endpoint declares none) */
  body: B;
  /** from the path prefix: /de/api, /en/api; locale-less /api is German */
  locale: Locale;
  user: UserOf<R>;
  session: SessionContext['session'] | null;
  db: Db;
  config: CmsConfig;
  log: Logger;
  /** escape hatches (cookies, files); prefer returning data or reply() */
  req: Request;
  res: Response;
}

type Schema = z.ZodType;
type Out<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;

export interface EndpointInput<P extends Schema | undefined, Q extends Schema | undefined, B extends Schema | undefined> {
  params?: P;
  /** a z.object: its keys (plus `allowQuery`) are the only query parameters accepted; others -> 400 */
  query?: Q;
  body?: B;
}

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Permission = Permission,
> {
  method: HttpMethod;
  api: ApiRoot;
  /**
   * Express 5 path under the root, e.g. '/genres/', '/events/:id/', '/redirect/*path'.
   * Routing is not strict: a trailing slash is optional on every path.
   */
  path: string;
  permission: R;
  input?: EndpointInput<P, Q, B>;
  /** query parameters tolerated without being declared (ignored, not validated), e.g. ['format'] */
  allowQuery?: readonly string[];
  /** success status (default 200; 204 when the handler returns undefined) */
  status?: number;
  /** CSRF check on unsafe methods (default true); false for e.g. the login endpoint if it sets its own rules */
  csrf?: boolean;
  /**
   * The content keys a public GET's answer read (shared/contentKeys.ts), sent as X-Content-Keys: the
   * SSR servers keep the answer, and the pages made from it, until a change touches one of them.
   * `result` is undefined for a 404 (name what would make it exist). Unset: `*` (dropped by every
   * change), the safe answer for whatever nobody has looked at.
   */
  keys?(frame: Frame<Out<P, Record<string, string>>, Out<Q, Record<string, never>>, Out<B, undefined>, R>, result: unknown): readonly string[];
  /** bump the content version after success (default: true for POST/PUT/PATCH/DELETE) */
  bumpsContentVersion?: boolean;
  /** short name for logs, e.g. 'genres.browse' */
  name?: string;
  handler(frame: Frame<Out<P, Record<string, string>>, Out<Q, Record<string, never>>, Out<B, undefined>, R>): unknown;
}

/** Any endpoint, for lists: `export const endpoints: AnyEndpoint[]`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, any>;

/** Identity function that infers the frame's types from the input schemas. */
export function defineEndpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Permission = Permission,
>(endpoint: Endpoint<P, Q, B, R>): AnyEndpoint {
  return endpoint as AnyEndpoint;
}

/** A handler result with an explicit status and headers: `return reply(503, { status: 'error' })`. */
export class Reply<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

export function reply<T>(status: number, body: T, headers?: Record<string, string>): Reply<T> {
  return new Reply(status, body, headers);
}
