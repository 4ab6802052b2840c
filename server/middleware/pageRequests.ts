/**
 * What happens to a page request before anything renders (SPEC §2, §4):
 *   1. the redirect table: a path listed as old_path answers 301 to new_path (lookup failures ignored);
 *      only a path of this site is ever sent as Location (shared/sitePath.ts): a target a browser
 *      would read as another host ('//evil.example', '/\evil.example', encoded forms) is ignored;
 *   2. the session: only when the browser sends a session cookie, the back end's user endpoint says
 *      whether it belongs to a logged-in editor (res.locals.user; anonymous requests cost no call);
 *   3. `?v=` (a page version) is for editors: a visitor gets a 301 to the same URL without it.
 */
import type { Request, RequestHandler, Response } from 'express';
import { DEFAULT_LOCALE, REDIRECT_STATUS, SESSION_COOKIE } from '../../shared/constants';
import type { EditorUser } from '../../shared/contract/user';
import { localeOfPath, VERSION_QUERY } from '../../shared/routes';
import { isSitePath } from '../../shared/sitePath';
import * as apiPaths from '../../shared/api/paths';
import type { ServerApi } from '../api/client';
import type { RedirectTable } from '../redirects/table';

/** The editor the request's session belongs to, or null (anonymous, or the check failed). */
export const sessionUserOf = (res: Response): EditorUser | null => (res.locals.user as EditorUser | null | undefined) ?? null;

const queryOf = (req: Request) => {
  const index = req.originalUrl.indexOf('?');
  return index < 0 ? '' : req.originalUrl.slice(index);
};

function permanent(res: Response, location: string) {
  res.set('Cache-Control', 'no-cache');
  res.redirect(REDIRECT_STATUS, location);
}

export function redirectTable(table: RedirectTable): RequestHandler {
  return async (req, res, next) => {
    try {
      const target = await table.lookup(localeOfPath(req.path) ?? DEFAULT_LOCALE, req.path);
      if (target && target !== req.path) {
        // never an open redirect, whatever the table holds (the back end refuses such targets at write)
        if (!isSitePath(target)) req.log.warn({ target }, 'redirect target is not a path of this site: ignored');
        // the visitor's query follows
        else return permanent(res, `${target}${queryOf(req)}`);
      }
    } catch (error) {
      req.log.warn({ err: error }, 'redirect lookup failed');
    }
    next();
  };
}

export function sessionUser(api: ServerApi): RequestHandler {
  return async (req, res, next) => {
    res.locals.user = null;
    if (!(req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]) return next();
    try {
      const user = await api.client(req).get<EditorUser>(apiPaths.user(localeOfPath(req.path) ?? DEFAULT_LOCALE));
      res.locals.user = user.is_logged_in ? user : null;
    } catch (error) {
      // treated as anonymous; the page still renders (SPEC §8: user check failure, console only)
      req.log.warn({ err: error }, 'user check failed');
    }
    next();
  };
}

/** Must run after sessionUser. */
export const dropVersionForVisitors: RequestHandler = (req, res, next) => {
  const url = new URL(req.originalUrl, 'http://localhost');
  if (!url.searchParams.has(VERSION_QUERY) || sessionUserOf(res)) return next();
  url.searchParams.delete(VERSION_QUERY);
  const search = url.searchParams.toString();
  // `?edit` has no value; URLSearchParams would write `edit=`, which means the same (SPEC §2)
  permanent(res, `${url.pathname}${search ? `?${search.replace(/=(?=&|$)/g, '')}` : ''}`);
};
