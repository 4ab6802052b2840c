/**
 * The root store: one per request on the server, one per page load in the browser (created from the
 * server's snapshot). One child store per domain; one per area of the site.
 */
import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { NavigationStore } from './NavigationStore';
import { PageStore } from './PageStore';
import type { StoreEnv } from './env';
import { UiStore } from './UiStore';
import { UserStore } from './UserStore';
import { LayoutStore } from './LayoutStore';
import { ModuleDataStore } from './ModuleDataStore';
import { EventsStore } from './EventsStore';
import { SubscriptionsStore } from './SubscriptionsStore';
import { StoriesStore } from './StoriesStore';
import { PersonsStore } from './PersonsStore';
import { PressStore } from './PressStore';
import { FormsStore } from './FormsStore';
import { SearchStore } from './SearchStore';
import { EditorStore } from './EditorStore';


export const RootStore = types.model('RootStore', {
  page: types.optional(PageStore, {}),
  navigation: types.optional(NavigationStore, {}),
  user: types.optional(UserStore, {}),
  ui: types.optional(UiStore, {}),
  layout: types.optional(LayoutStore, {}),
  moduleData: types.optional(ModuleDataStore, {}),
  events: types.optional(EventsStore, {}),
  subscriptions: types.optional(SubscriptionsStore, {}),
  stories: types.optional(StoriesStore, {}),
  persons: types.optional(PersonsStore, {}),
  press: types.optional(PressStore, {}),
  forms: types.optional(FormsStore, {}),
  search: types.optional(SearchStore, {}),
  editor: types.optional(EditorStore, {}),
});

export type RootStoreInstance = Instance<typeof RootStore>;
export type RootSnapshot = SnapshotIn<typeof RootStore>;

export function createRootStore(snapshot: RootSnapshot, env: StoreEnv): RootStoreInstance {
  return RootStore.create(snapshot, env);
}
