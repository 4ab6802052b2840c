/**
 * Area stores: the state of one area of the site (concerts, stories, the editor …) as a
 * mobx-state-tree tree of its own, created on first use. RootStore does not compose them, so an
 * area's store travels in that area's route chunks instead of every visitor's main bundle.
 *
 * Components reach an area through `useArea` (./context.tsx, the stores' React side).
 *
 * Each area store is created with the root's environment and, on the first use in the browser, from
 * the server's snapshot of it (`areas` in the page's state), so hydration needs no fetch.
 */
import { getEnv, getSnapshot, type IAnyModelType, type Instance } from 'mobx-state-tree';

export interface Area<M extends IAnyModelType> {
  /** its key under `areas` in the serialized state */
  readonly key: string;
  readonly model: M;
}

export const defineArea = <M extends IAnyModelType>(key: string, model: M): Area<M> => ({ key, model });

/** The serialized area stores: key -> snapshot. */
export type AreaSnapshots = Record<string, unknown>;

interface AreaRegistry {
  /** snapshots an area is created from on its first use (the server's, in the browser) */
  initial: AreaSnapshots;
  stores: Map<string, unknown>;
}

const registries = new WeakMap<object, AreaRegistry>();

function registryOf(root: object): AreaRegistry {
  let registry = registries.get(root);
  if (!registry) {
    registry = { initial: {}, stores: new Map() };
    registries.set(root, registry);
  }
  return registry;
}

/** Remembers the area snapshots a root store starts from (called once, when the root is created). */
export function startAreas(root: object, initial: AreaSnapshots | undefined): void {
  registryOf(root).initial = initial ?? {};
}

/** The root's store of an area, created on first use. */
export function areaOf<M extends IAnyModelType>(root: object, area: Area<M>): Instance<M> {
  const registry = registryOf(root);
  const existing = registry.stores.get(area.key) as Instance<M> | undefined;
  if (existing) return existing;
  const store = area.model.create(registry.initial[area.key] ?? {}, getEnv(root)) as Instance<M>;
  registry.stores.set(area.key, store);
  return store;
}

/** The area stores used so far, as snapshots: what the server sends with the page. */
export function areaSnapshots(root: object): AreaSnapshots {
  const snapshots: AreaSnapshots = {};
  for (const [key, store] of registryOf(root).stores) snapshots[key] = getSnapshot(store as Instance<IAnyModelType>);
  return snapshots;
}
