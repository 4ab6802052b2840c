/** Link prefetching is skipped offline, on 2G and with data-saver (SPEC §2). */
import { canPrefetch, internalPath, prefetchPath } from '../../../client/routing/prefetch';
import { isThriftyConnection } from '../../../client/network';
import { routeView } from '../../../client/routing/views';
import { isFailedNavigation } from '../../../client/stores/UiStore';

describe('canPrefetch', () => {
  it.each([
    ['online, 4g', { onLine: true, connection: { effectiveType: '4g', saveData: false } }, true],
    ['online, no connection info', { onLine: true }, true],
    ['offline', { onLine: false, connection: { effectiveType: '4g' } }, false],
    ['2g', { onLine: true, connection: { effectiveType: '2g' } }, false],
    ['slow-2g', { onLine: true, connection: { effectiveType: 'slow-2g' } }, false],
    ['data-saver', { onLine: true, connection: { effectiveType: '4g', saveData: true } }, false],
    ['3g', { onLine: true, connection: { effectiveType: '3g' } }, true],
  ])('%s', (_name, network, expected) => {
    expect(canPrefetch(network)).toBe(expected);
  });
});

describe('isThriftyConnection (also read by the service worker: no precache then)', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g', saveData: false }, false],
    [{ effectiveType: '4g', saveData: true }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
  ])('%j -> %s', (connection, expected) => {
    expect(isThriftyConnection(connection)).toBe(expected);
  });
});

describe('isFailedNavigation (the loading bar turns red)', () => {
  it.each([
    [null, false],
    [{ status: 404, kind: 'page' }, false],
    [{ status: 404, kind: 'route' }, false],
    [{ status: 404, kind: 'request' }, true],
    [{ status: 500, kind: 'page' }, true],
    [{ status: 503, kind: 'page' }, true],
    [{ status: 403, kind: 'page' }, false],
  ])('%j -> %s', (error, expected) => {
    expect(isFailedNavigation(error)).toBe(expected);
  });
});

describe('internalPath', () => {
  const origin = 'https://www.orchestra.example';
  it('keeps site pages and drops external, file, API and hash links', () => {
    expect(internalPath('/de/konzerte', origin)).toBe('/de/konzerte');
    expect(internalPath('https://www.orchestra.example/en?x=1', origin)).toBe('/en');
    expect(internalPath('https://shop.example.org/', origin)).toBeNull();
    expect(internalPath('/media/filer_public/a.pdf', origin)).toBeNull();
    expect(internalPath('#faq', origin)).toBeNull();
    expect(internalPath(null, origin)).toBeNull();
  });
});

describe('prefetchPath', () => {
  it('preloads the route chunk once, and nothing on 2G', () => {
    const preload = jest.spyOn(routeView('events'), 'preload').mockImplementation(() => undefined);
    expect(prefetchPath('/de/konzerte', { onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(preload).not.toHaveBeenCalled();
    expect(prefetchPath('/de/konzerte', { onLine: true })).toBe(true);
    expect(prefetchPath('/en/concerts', { onLine: true })).toBe(false);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
