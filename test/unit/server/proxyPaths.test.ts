import { isApiPath, isBackendPath } from '../../../server/proxy/paths';

describe('back-end paths', () => {
  it.each(['/api/health/', '/api', '/de/api/events/', '/en/api/search/', '/pageeditor-api/cms-hub', '/de/pageeditor-api/page/', '/en/pageeditor-api/nav'])(
    '%s is an API path of the back end',
    (path) => {
      expect(isApiPath(path)).toBe(true);
      expect(isBackendPath(path)).toBe(true);
    },
  );

  it.each(['/admin', '/admin/events/event/1/change/', '/media/images/a.webp', '/cms-static/admin.js'])('%s belongs to the back end', (path) => {
    expect(isBackendPath(path)).toBe(true);
    expect(isApiPath(path)).toBe(false);
  });

  it.each(['/', '/de', '/de/konzerte', '/cms-hub', '/de/apis', '/fr/api/x', '/administration', '/static/main.js', '/de/admin'])(
    '%s is the front end',
    (path) => {
      expect(isBackendPath(path)).toBe(false);
    },
  );
});
