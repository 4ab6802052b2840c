import { ADMIN_MODELS, adminChangeUrl, type AdminModel } from '../../../shared/adminUrls';
import { adminRouteOf, RESOURCE_OF_MODEL } from './djangoPaths';

describe('Django-style admin addresses', () => {
  test.each(Object.keys(ADMIN_MODELS) as AdminModel[])('every staff edit link of SPEC §2 has an edit screen: %s', (model) => {
    expect(adminRouteOf(adminChangeUrl(model, 12).replace(/^\/admin/, ''))).toMatch(/^\/[a-z-]+\/12$/);
  });

  test('change, add and list', () => {
    expect(adminRouteOf('/events/event/12/change/')).toBe('/events/12');
    expect(adminRouteOf('/persons/person/add/')).toBe('/persons/create');
    expect(adminRouteOf('/pages/page/')).toBe('/pages');
    expect(adminRouteOf('/nope/nope/1/change/')).toBeNull();
    expect(adminRouteOf('/events/12')).toBeNull();
  });

  test('one resource per model', () => {
    const resources = Object.values(RESOURCE_OF_MODEL);
    expect(new Set(resources).size).toBe(resources.length);
  });
});
