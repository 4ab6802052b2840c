import { createContext, useContext, type ReactNode } from 'react';
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
