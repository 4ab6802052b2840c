/** The stores' React side: the page's root store in a context, and the area stores through it. */
import type { IAnyModelType, Instance } from 'mobx-state-tree';
import { createContext, useContext, type ReactNode } from 'react';
import { areaOf, type Area } from './areas';
import { storeEnv, type StoreEnv } from './env';
import type { RootStoreInstance } from './RootStore';

const StoreContext = createContext<RootStoreInstance | null>(null);

export function StoreProvider({ store, children }: { store: RootStoreInstance; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStore(): RootStoreInstance {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore outside StoreProvider');
  return store;
}

/** The server's note of a picture shown (./env.ts `noteImage`); none in the browser or without a store. */
export function useImageNote(): StoreEnv['noteImage'] {
  const store = useContext(StoreContext);
  return store ? storeEnv(store).noteImage : undefined;
}

/** The area's store of the page's root store (for components). */
export function useArea<M extends IAnyModelType>(area: Area<M>): Instance<M> {
  return areaOf(useStore(), area);
}
