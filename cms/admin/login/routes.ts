/**
 * Login and logout as Django's auth views do them, server-rendered:
 *   GET  /admin/login/?next=/de/ueber-uns&lang=en  the form; sets the csrftoken cookie when absent
 *   POST /admin/login/   urlencoded {username, password, next, lang, csrfmiddlewaretoken}
 *        -> 302 to `next` (same-site path only, else '/'); wrong -> the form again with the error;
 *           throttled -> 429; CSRF failure -> 403
 *   GET|POST /admin/logout/?next=...   ends the session -> 302 to `next` or '/' (POST needs CSRF)
 *   GET  /admin/static/login.css
 * Errors answer HTML to browsers and ApiError JSON to clients that prefer JSON (Accept).
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Locale } from '../../../shared/constants';
import type { ApiError } from '../../../shared/contract/common';
import { csrfProblem, ensureCsrfCookie } from '../../auth/csrf';
import { logIn, MAX_PASSWORD, MAX_USERNAME } from '../../auth/login';
import { minutesOf } from '../../auth/messages';
import { safeNext } from '../../auth/safeRedirect';
import { endSession, loadSession } from '../../auth/session';
import type { CmsConfig } from '../../config';
import type { Db } from '../../db/client';
import { messages } from '../../errors/messages';
import { anonymousLanguage, editorLanguage, rememberLanguage } from '../language';
import { adminStyleSheets } from '../spa';
import { LOGIN_CSS, LOGIN_CSS_PATH } from './css';
import { LOGIN_PATH, renderLoginPage } from './page';
import { LOGIN_STRINGS } from './strings';

export const LOGOUT_PATH = '/admin/logout/';

/** Headers of every login page: never cached, never framed (clickjacking), no inline code allowed. */
const PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

/** ?lang= (the page's language switch), else the last editor's language in this browser, else next's, else German: never Accept-Language. */
function pickLocale(req: Request): Locale {
  const requested = (req.body as Record<string, unknown> | undefined)?.lang ?? req.query.lang;
  return anonymousLanguage(req, requested, field(req, 'next'));
}

function field(req: Request, name: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[name] ?? req.query[name];
  return typeof value === 'string' ? value : '';
}

function wantsJson(req: Request): boolean {
  return req.accepts(['html', 'json']) === 'json';
}

function sendPage(res: Response, status: number, html: string, headers: Record<string, string> = {}): void {
  res.status(status).set({ ...PAGE_HEADERS, ...headers }).send(html);
}

function sendJsonError(res: Response, body: ApiError, headers: Record<string, string> = {}): void {
  res.status(body.status).set({ 'Cache-Control': 'no-store', ...headers }).json(body);
}

export function loginRouter({ db, config, styleSheets = adminStyleSheets }: { db: Db; config: CmsConfig; styleSheets?: () => string[] }): Router {
  const router = express.Router({ strict: false });
  // a login form is tiny; refuse anything bigger before parsing it
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });

  const showForm = async (req: Request, res: Response, status: number, extra: { error?: string; username?: string }, headers?: Record<string, string>) => {
    const session = await loadSession(req, db);
    const html = renderLoginPage({
      locale: pickLocale(req),
      csrfToken: ensureCsrfCookie(req, res, config),
      next: safeNext(field(req, 'next')),
      loggedInAs: session?.user.username ?? null,
      styleSheets: styleSheets(),
      ...extra,
    });
    sendPage(res, status, html, headers);
  };

  /** 403 for a failed CSRF check: the form again (with a fresh token) for browsers, JSON otherwise. */
  const csrfFailed = async (req: Request, res: Response, reason: string) => {
    if (wantsJson(req)) return sendJsonError(res, { status: 403, code: 'csrf_failed', message: `${messages.csrfFailed} ${reason}` });
    await showForm(req, res, 403, { error: LOGIN_STRINGS[pickLocale(req)].csrfFailed });
  };

  router.get(LOGIN_CSS_PATH, (_req, res) => {
    res.set({ 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }).send(LOGIN_CSS);
  });

  router.get(LOGIN_PATH, async (req, res, next) => {
    try {
      await showForm(req, res, 200, {});
    } catch (err) {
      next(err);
    }
  });

  router.post(LOGIN_PATH, form, async (req, res, next) => {
    try {
      const problem = csrfProblem(req, config);
      if (problem) return await csrfFailed(req, res, problem);
      const locale = pickLocale(req);
      const t = LOGIN_STRINGS[locale];
      const username = field(req, 'username').trim().slice(0, MAX_USERNAME);
      const password = field(req, 'password');
      const result =
        username && password && password.length <= MAX_PASSWORD
          ? await logIn(db, req, res, config, username, password)
          : ({ ok: false, reason: 'invalid' } as const);
      if (result.ok) {
        rememberLanguage(req, res, config, editorLanguage(result.user));
        return res.set('Cache-Control', 'no-store').redirect(302, safeNext(field(req, 'next')));
      }
      if (result.reason === 'throttled') {
        const message = t.throttled(minutesOf(result.retryAfter));
        const headers = { 'Retry-After': String(result.retryAfter) };
        if (wantsJson(req)) return sendJsonError(res, { status: 429, code: 'too_many_requests', message }, headers);
        return await showForm(req, res, 429, { error: message, username }, headers);
      }
      // like Django's LoginView: the form again, with the error, status 200
      await showForm(req, res, 200, { error: t.invalidLogin, username });
    } catch (err) {
      next(err);
    }
  });

  const logout = async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (req.method === 'POST') {
        const problem = csrfProblem(req, config);
        if (problem) return await csrfFailed(req, res, problem);
      }
      await endSession(db, req, res, config);
      res.set('Cache-Control', 'no-store').redirect(302, safeNext(field(req, 'next')));
    } catch (err) {
      next(err);
    }
  };
  router.get(LOGOUT_PATH, logout);
  router.post(LOGOUT_PATH, form, express.json({ limit: '16kb' }), logout);

  return router;
}
