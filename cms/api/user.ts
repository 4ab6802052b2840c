/**
 * Who is asking (SPEC §6, §7):
 *   GET /{locale}/pageeditor-api/user   -> EditorUser (anonymous: is_logged_in false, empty fields)
 *   GET /{locale}/api/user-details/     -> LoginUser  (the "configured user details path"; never 401)
 * Both set the `csrftoken` cookie when the browser has none, so the editor can send X-CSRFToken on
 * its first write (and on the JSON login). Answers depend on the session cookie: never cached.
 */
import type { EditorUser, LoginUser } from '../../shared/contract/user';
import { ensureCsrfCookie } from '../auth/csrf';
import { defineEndpoint, PRIVATE_NO_STORE, type AnyEndpoint } from '../http/endpoint';
import { toEditorUser, toLoginUser } from './userJson';

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'user.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/user',
    permission: 'public',
    handler({ req, res, user, config, locale }): EditorUser {
      ensureCsrfCookie(req, res, config);
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      return toEditorUser(user, config, locale);
    },
  }),
  defineEndpoint({
    name: 'user.details',
    method: 'GET',
    api: 'api',
    path: '/user-details/',
    permission: 'public',
    handler({ req, res, user, config }): LoginUser {
      ensureCsrfCookie(req, res, config);
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      return toLoginUser(user, config);
    },
  }),
];
