/**
 * The editor's login modal (SPEC §4: "login requested in edit mode without a session shows a login
 * modal"):
 *   POST /{locale}/pageeditor-api/login/  {username, password} -> 200 EditorUser
 *        400 invalid_credentials, 429 too_many_requests (Retry-After), 403 csrf_failed
 *   POST /{locale}/pageeditor-api/logout/ -> 200 EditorUser (anonymous)
 * Both need the CSRF header like every write; login rotates the session key and the CSRF token
 * (read the csrftoken cookie again afterwards). Neither bumps the content version.
 */
import { z } from 'zod';
import type { EditorUser } from '../../../shared/contract/user';
import { logIn, MAX_PASSWORD, MAX_USERNAME } from '../../auth/login';
import { authMessages, minutesOf } from '../../auth/messages';
import { endSession } from '../../auth/session';
import { defineEndpoint, PRIVATE_NO_STORE, type AnyEndpoint } from '../../http/endpoint';
import { HttpError, TooManyRequestsError } from '../../errors';
import { toEditorUser } from '../userJson';

const credentials = z.object({
  username: z.string().trim().min(1).max(MAX_USERNAME),
  password: z.string().min(1).max(MAX_PASSWORD),
});

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'auth.login',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/login/',
    permission: 'public',
    bumpsContentVersion: false,
    input: { body: credentials },
    async handler({ db, req, res, config, locale, body }): Promise<EditorUser> {
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      const result = await logIn(db, req, res, config, body.username, body.password);
      if (result.ok) return toEditorUser(result.user, config, locale);
      if (result.reason === 'throttled') {
        throw new TooManyRequestsError(result.retryAfter, authMessages[locale].throttled(minutesOf(result.retryAfter)));
      }
      const message = authMessages[locale].invalidLogin;
      throw new HttpError(400, 'invalid_credentials', message, { non_field_errors: [message] });
    },
  }),
  defineEndpoint({
    name: 'auth.logout',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/logout/',
    permission: 'public',
    bumpsContentVersion: false,
    async handler({ db, req, res, config, locale }): Promise<EditorUser> {
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      await endSession(db, req, res, config);
      return toEditorUser(null, config, locale);
    },
  }),
];
