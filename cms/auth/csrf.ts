/**
 * CSRF protection of every unsafe request (POST, PUT, PATCH, DELETE), as Django 4+ does it:
 *
 * 1. Origin check. Browsers send `Origin` on cross-origin and on same-origin unsafe requests. When
 *    present it must be the request's OWN origin or one of CSRF_TRUSTED_ORIGINS. `null` (sandboxed
 *    frames, some redirects), a value that is not a bare scheme://host[:port], or any other site is
 *    refused. The own origin is scheme + host as the visitor's browser saw them: behind the SSR
 *    proxy that is X-Forwarded-Proto / X-Forwarded-Host (the proxy sets one value each, replacing
 *    the client's: http-proxy-middleware's own `xfwd` is off, server/proxy/index.ts; the first
 *    value is read, for a proxy that appends), else the Host header and the socket's protocol. A cross-site page cannot make a
 *    browser send X-Forwarded-* headers (they need a CORS preflight we never grant), so reading
 *    them cannot help an attacker.
 * 2. Referer check, only for https requests without Origin (older browsers): the Referer must be
 *    https (an http page may be a man in the middle) and name our host or a trusted origin.
 * 3. Double submit: the X-CSRFToken header (or, for urlencoded forms such as the login page, the
 *    `csrfmiddlewaretoken` field) must equal the `csrftoken` cookie. Another site can make the
 *    browser SEND our cookie but cannot READ it, so it cannot put the same value in the header.
 *    Compared in constant time, so the answer time leaks nothing about the token.
 *
 * Failure: 403 `{status, code: 'csrf_failed', message: 'CSRF verification failed. <reason>'}`.
 */
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/constants';
import type { CmsConfig } from '../config';
import { PermissionError } from '../errors';
import { messages } from '../errors/messages';
import { setCsrfCookie } from './cookies';

/** Name of the hidden form field carrying the token (Django's name). */
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';

/** Our tokens are 32 random bytes in base64url (43 characters); accept that alphabet only. */
const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export const CSRF_REASONS = {
  badOrigin: 'Origin checking failed: the Origin header does not match any trusted origin.',
  noReferer: 'Referer checking failed: no Referer.',
  malformedReferer: 'Referer checking failed: the Referer is malformed.',
  insecureReferer: 'Referer checking failed: the Referer is insecure while the host is secure.',
  badReferer: 'Referer checking failed: the Referer does not match any trusted origin.',
  noCookie: 'CSRF cookie not set.',
  noToken: 'CSRF token missing.',
  badToken: 'CSRF token incorrect.',
} as const;

export class CsrfError extends PermissionError {
  constructor(reason: string) {
    super(`${messages.csrfFailed} ${reason}`, 'csrf_failed');
  }
}

export function newCsrfToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function csrfCookieOf(req: Request): string | null {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[CSRF_COOKIE];
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

/** The request's token, setting the `csrftoken` cookie when it is missing or malformed. */
export function ensureCsrfCookie(req: Request, res: Response, config: CmsConfig): string {
  const existing = csrfCookieOf(req);
  if (existing) return existing;
  const token = newCsrfToken();
  setCsrfCookie(res, config, token);
  // later code of the same request (the login page's hidden field) sees the new value
  if (req.cookies) (req.cookies as Record<string, string>)[CSRF_COOKIE] = token;
  return token;
}

/** A new token (at login, as Django's rotate_token): a token seen before login is useless after. */
export function rotateCsrfToken(res: Response, config: CmsConfig): string {
  const token = newCsrfToken();
  setCsrfCookie(res, config, token);
  return token;
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(header) ? header[0] : header;
  const first = raw?.split(',')[0]?.trim();
  return first || undefined;
}

/** The scheme the visitor's browser used: X-Forwarded-Proto (first hop) or the socket's. */
export function requestScheme(req: Request): string {
  return (firstValue(req.headers['x-forwarded-proto']) ?? req.protocol).toLowerCase();
}

/** Our own origin as the browser sees it (`https://www.example.org`), or null without a usable Host. */
export function requestOrigin(req: Request): string | null {
  const host = firstValue(req.headers['x-forwarded-host']) ?? req.headers.host;
  if (!host) return null;
  return normalizeOrigin(`${requestScheme(req)}://${host}`);
}

/** A bare scheme://host[:port] normalised (lower case, default port dropped); null for anything else. */
export function normalizeOrigin(value: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#@\s]+$/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

function trustedOrigins(config: CmsConfig): Set<string> {
  return new Set(config.csrfTrustedOrigins.map((o) => normalizeOrigin(o.replace(/\/+$/, ''))).filter((o): o is string => !!o));
}

/** The reason the Origin/Referer check fails, or null when it passes. */
export function originProblem(req: Request, config: CmsConfig): string | null {
  const own = requestOrigin(req);
  const trusted = trustedOrigins(config);
  const origin = req.headers.origin;
  if (origin !== undefined) {
    const normalized = normalizeOrigin(origin);
    if (!normalized || (normalized !== own && !trusted.has(normalized))) return CSRF_REASONS.badOrigin;
    return null;
  }
  if (requestScheme(req) !== 'https') return null;
  const referer = req.headers.referer;
  if (!referer) return CSRF_REASONS.noReferer;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return CSRF_REASONS.malformedReferer;
  }
  if (!url.host) return CSRF_REASONS.malformedReferer;
  if (url.protocol !== 'https:') return CSRF_REASONS.insecureReferer;
  if (url.origin !== own && !trusted.has(url.origin)) return CSRF_REASONS.badReferer;
  return null;
}

function tokenOf(req: Request): string | undefined {
  const header = req.get(CSRF_HEADER);
  if (header) return header;
  // like Django: the form field counts for form posts only (the login page); JSON must use the header
  if (req.is('application/x-www-form-urlencoded') && req.body && typeof req.body === 'object') {
    const field = (req.body as Record<string, unknown>)[CSRF_FORM_FIELD];
    if (typeof field === 'string') return field;
  }
  return undefined;
}

/** Constant-time equality of two strings of any length (hashing first gives equal lengths). */
export function safeEqual(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb) && a.length === b.length;
}

/** The reason the request fails CSRF verification, or null. */
export function csrfProblem(req: Request, config: CmsConfig): string | null {
  const origin = originProblem(req, config);
  if (origin) return origin;
  const cookie = csrfCookieOf(req);
  if (!cookie) return CSRF_REASONS.noCookie;
  const token = tokenOf(req);
  if (!token) return CSRF_REASONS.noToken;
  if (!safeEqual(token, cookie)) return CSRF_REASONS.badToken;
  return null;
}

/** Throws CsrfError (403 csrf_failed) unless the unsafe request passes every check. */
export function verifyCsrf(req: Request, config: CmsConfig): void {
  const problem = csrfProblem(req, config);
  if (problem) throw new CsrfError(problem);
}
