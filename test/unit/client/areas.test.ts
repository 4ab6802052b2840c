/** Area stores (client/stores/areas.ts): own trees, created on first use, travelling under `areas`. */
import { getEnv, types } from 'mobx-state-tree';
import { areaOf, areaSnapshots, defineArea } from '../../../client/stores/areas';
import { concertArea } from '../../../client/stores/ConcertStore';
import { createRootStore, rootSnapshot } from '../../../client/stores/RootStore';
import type { StoreEnv } from '../../../client/stores/env';

const env: StoreEnv = {
  api: { get: () => Promise.reject(new Error('no api')), send: () => Promise.reject(new Error('no api')), upload: () => Promise.reject(new Error('no api')) },
  logger: { warn: jest.fn() },
};

const counterArea = defineArea('counter', types.model('Counter', { count: 0 }).actions((self) => ({ add() { self.count += 1; } })));

describe('area stores', () => {
  it('are created on first use, once per root store, with the root store environment', () => {
    const root = createRootStore({}, env);
    expect(areaSnapshots(root)).toEqual({});
    const counter = areaOf(root, counterArea);
    expect(areaOf(root, counterArea)).toBe(counter);
    expect(getEnv(counter)).toBe(env);
    expect(areaOf(createRootStore({}, env), counterArea)).not.toBe(counter);
  });

  it('serialize the areas used so far next to the root store snapshot', () => {
    const root = createRootStore({}, env);
    areaOf(root, counterArea).add();
    const snapshot = rootSnapshot(root);
    expect(snapshot.areas).toEqual({ counter: { count: 1 } });
    expect(snapshot).toHaveProperty('ui');
    expect(snapshot).not.toHaveProperty('events');
  });

  it('start from the snapshot they were serialized to (hydration)', () => {
    const server = createRootStore({}, env);
    areaOf(server, counterArea).add();
    areaOf(server, counterArea).add();
    areaOf(server, concertArea).setCurrent(null, []);
    const browser = createRootStore(JSON.parse(JSON.stringify(rootSnapshot(server))) as never, env);
    expect(areaOf(browser, counterArea).count).toBe(2);
    areaOf(browser, concertArea);
    expect(rootSnapshot(browser)).toEqual(rootSnapshot(server));
  });
});
