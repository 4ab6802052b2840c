/**
 * The root store: one per request on the server, one per page load in the browser (created from the
 * server's snapshot). One child store per domain; later issues add events, stories, persons, editor.
 */
import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { NavigationStore } from './NavigationStore';
import { PageStore } from './PageStore';
import type { StoreEnv } from './env';
import { UiStore } from './UiStore';
import { UserStore } from './UserStore';
import { LayoutStore } from './LayoutStore';
import { ModuleDataStore } from './ModuleDataStore';

export const RootStore = types.model('RootStore', {
  page: types.optional(PageStore, {}),
  navigation: types.optional(NavigationStore, {}),
  user: types.optional(UserStore, {}),
  ui: types.optional(UiStore, {}),
  layout: types.optional(LayoutStore, {}),
  moduleData: types.optional(ModuleDataStore, {}),
});

export type RootStoreInstance = Instance<typeof RootStore>;
export type RootSnapshot = SnapshotIn<typeof RootStore>;

export function createRootStore(snapshot: RootSnapshot, env: StoreEnv): RootStoreInstance {
  return RootStore.create(snapshot, env);
}
