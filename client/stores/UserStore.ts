/**
 * The logged-in editor, if any: the server fills it from the session (server/middleware/pageRequests.ts,
 * GET /{locale}/pageeditor-api/user); the editor's login modal and logout set it in the browser.
 */
import { types } from 'mobx-state-tree';
import type { EditorUser } from '../../shared/contract/user';

export const UserStore = types
  .model('UserStore', {
    current: types.maybeNull(types.frozen<EditorUser>()),
  })
  .views((self) => ({
    get isLoggedIn(): boolean {
      return self.current?.is_logged_in ?? false;
    },
    /** staff see the edit links to the admin (SPEC §2) */
    get isStaff(): boolean {
      return (self.current?.is_logged_in && self.current.is_staff) ?? false;
    },
  }))
  .actions((self) => ({
    set(user: EditorUser | null) {
      self.current = user;
    },
  }));
