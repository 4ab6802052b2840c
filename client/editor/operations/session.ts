/** The editor's session: who is signed in, signing in and out. */
import type { EditorUser } from '../../../shared/contract/user';
import * as apiPaths from '../../../shared/api/paths';
import { storeEnv } from '../../stores/env';
import type { OperationsContext } from './context';
import { forgetStoredHistories } from '../history/sessionHistory';

export function sessionOperations({ store, locale, api, editor, showDraftPage }: OperationsContext) {
  return {
    /** GET the editor (sets the csrftoken cookie, confirms the session). */
    async refreshUser(): Promise<EditorUser | null> {
      try {
        const user = await api.get<EditorUser>(apiPaths.user(locale));
        store.user.set(user.is_logged_in ? user : null);
        return user;
      } catch (error) {
        storeEnv(store).logger.warn({ err: error }, 'user details failed to load'); // SPEC §8: console only
        return null;
      }
    },

    /** Throws ApiError (400 invalid_credentials, 429 too_many_requests) with the server's localized message. */
    async login(username: string, password: string): Promise<EditorUser> {
      await api.get(apiPaths.user(locale)); // a csrftoken cookie before the POST
      const user = await api.send<EditorUser>('POST', apiPaths.login(locale), { username, password });
      // signing in on a page a visitor was shown: the editor works on its draft, not on what is published
      if (!store.user.isLoggedIn) await showDraftPage();
      store.user.set(user);
      editor.openLogin(false);
      return user;
    },

    async logout(): Promise<void> {
      await editor.track('read', () => api.send('POST', apiPaths.logout(locale)));
      store.user.set(null);
      // the next one to sign in in this tab does not get this editor's undo history
      editor.clearHistory();
      forgetStoredHistories();
    },
  };
}
