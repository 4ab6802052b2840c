/**
 * The root store: one per request on the server, one per page load in the browser (created from the
 * server's snapshot). One child store per concern every page has (page, navigation, user, ui, layout,
 * module data); the areas of the site (concerts, stories, the editor …) keep their own trees
 * (./areas.ts), so their code loads only with their routes.
 */
import { getSnapshot, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { areaSnapshots, startAreas, type AreaSnapshots } from './areas';
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
/** The page's state: the root store's snapshot and the snapshots of the areas it used. */
export type RootSnapshot = SnapshotIn<typeof RootStore> & { areas?: AreaSnapshots };

export function createRootStore({ areas, ...snapshot }: RootSnapshot, env: StoreEnv): RootStoreInstance {
  const store = RootStore.create(snapshot, env);
  startAreas(store, areas);
  return store;
}

/** What the server writes into the page for the browser's createRootStore. */
export function rootSnapshot(store: RootStoreInstance): RootSnapshot {
  return { ...getSnapshot(store), areas: areaSnapshots(store) };
}
