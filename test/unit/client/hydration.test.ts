/**
 * Where the page is in hydrating (client/hydration.ts): the root first, then the frame's boundaries it
 * left dehydrated; the page counts as hydrated (the mark `hydrated`, what waited for it) once all have.
 */
import type * as HydrationModule from '../../../client/hydration';

type Hydration = typeof HydrationModule;

/** A fresh copy of the module, as in a browser tab (`window` defined). */
function load(): Hydration {
  let module: Hydration | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    module = require('../../../client/hydration') as Hydration;
  });
  return module!;
}

const marks = () => performance.getEntriesByName('hydrated').length;

beforeAll(() => {
  (globalThis as { window?: unknown }).window = globalThis;
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});
beforeEach(() => performance.clearMarks());

describe('hydration', () => {
  it('counts the page hydrated once the root and every boundary it left dehydrated have', () => {
    const hydration = load();
    const ran: string[] = [];
    hydration.afterHydration(() => ran.push('after'));
    hydration.awaitBoundary('header');
    hydration.awaitBoundary('main');
    hydration.awaitBoundary('main'); // rendered again while hydrating: still one boundary
    expect(hydration.isHydrating()).toBe(true);
    hydration.endHydration();
    // the root has committed: a component mounted from now on is not hydrating the server's HTML
    expect(hydration.isHydrating()).toBe(false);
    hydration.boundaryHydrated('header');
    expect(ran).toEqual([]);
    expect(marks()).toBe(0);
    hydration.boundaryHydrated('main');
    expect(ran).toEqual(['after']);
    expect(marks()).toBe(1);
    // later: at once, and the mark stays one
    hydration.afterHydration(() => ran.push('later'));
    hydration.boundaryHydrated('main');
    expect(ran).toEqual(['after', 'later']);
    expect(marks()).toBe(1);
  });

  it('a page without boundaries (a bare layout) is hydrated with its root; a boundary mounted after it is not waited for', () => {
    const hydration = load();
    const ran: string[] = [];
    const cancelled = hydration.afterHydration(() => ran.push('cancelled'));
    hydration.afterHydration(() => ran.push('kept'));
    cancelled();
    hydration.endHydration();
    expect(ran).toEqual(['kept']);
    hydration.awaitBoundary('main');
    expect(marks()).toBe(1);
  });
});
