/** The logged-in editor, if any. Filled by a later issue (GET /{locale}/pageeditor-api/user). */
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
  }))
  .actions((self) => ({
    set(user: EditorUser | null) {
      self.current = user;
    },
  }));
