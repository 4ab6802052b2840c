/** State of the screen: edit mode, the error the page shows, and whether a navigation is loading. */
import { types } from 'mobx-state-tree';

export const PageError = types.model('PageError', {
  status: types.number,
  /** route: no route or malformed parameters ('This page could not be found'); page: loading failed */
  kind: types.enumeration(['route', 'page']),
});

export const UiStore = types
  .model('UiStore', {
    editMode: false,
    error: types.maybeNull(PageError),
  })
  .volatile(() => ({ navigating: false, navigationFailed: false }))
  .actions((self) => ({
    setEditMode(on: boolean) {
      self.editMode = on;
    },
    setError(status: number, kind: 'route' | 'page' = 'page') {
      self.error = PageError.create({ status, kind });
    },
    clearError() {
      self.error = null;
    },
    startNavigation() {
      self.navigating = true;
      self.navigationFailed = false;
    },
    endNavigation(failed = false) {
      self.navigating = false;
      self.navigationFailed = failed;
    },
  }));
