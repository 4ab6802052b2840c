/** The admin SPA's HTML and bundle: which paths get the shell, its CSP, the bundle's caching. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { ADMIN_CSP, adminSpaRouter, adminStyleSheets } from './spa';

let dir: string;
let app: express.Express;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-build-'));
  fs.writeFileSync(path.join(dir, 'admin.abc12345.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ publicPath: '/cms-static/admin/', js: ['admin.abc12345.js'] }));
  app = express();
  app.use(adminSpaRouter(dir));
  app.use((_req, res) => res.status(404).send('next'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test.each(['/admin', '/admin/', '/admin/events/event/12/change/', '/admin/persons/3'])('%s answers the shell with the admin CSP', async (url) => {
  const res = await request(app).get(url).expect(200);
  expect(res.text).toContain('<div id="admin-root"></div>');
  expect(res.text).toContain('<script defer src="/cms-static/admin/admin.abc12345.js"></script>');
  expect(res.text).not.toMatch(/<script>/); // no inline script
  expect(res.headers['content-security-policy']).toBe(ADMIN_CSP);
  expect(ADMIN_CSP).toContain("script-src 'self';");
  expect(res.headers['cache-control']).toBe('no-store');
});

test.each(['/admin/login/', '/admin/logout/', '/admin/static/login.css'])('%s is left to the login routes', async (url) => {
  await request(app).get(url).expect(404, 'next');
});

test('the bundle is served immutable; unknown files 404', async () => {
  const res = await request(app).get('/cms-static/admin/admin.abc12345.js').expect(200);
  expect(res.headers['cache-control']).toContain('immutable');
  await request(app).get('/cms-static/admin/nope.js').expect(404);
});

test("the build's style sheet (the site's fonts) is linked before the scripts", async () => {
  const withCss = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-build-'));
  try {
    fs.writeFileSync(path.join(withCss, 'manifest.json'), JSON.stringify({ publicPath: '/cms-static/admin/', js: ['admin.1.js'], css: ['admin.2.css'] }));
    const res = await request(express().use(adminSpaRouter(withCss))).get('/admin/').expect(200);
    expect(res.text).toContain('<link rel="stylesheet" href="/cms-static/admin/admin.2.css"><script defer src="/cms-static/admin/admin.1.js"></script>');
    expect(adminStyleSheets(withCss)).toEqual(['/cms-static/admin/admin.2.css']);
    expect(adminStyleSheets(dir)).toEqual([]);
  } finally {
    fs.rmSync(withCss, { recursive: true, force: true });
  }
});

test('without a build: 503 with a bilingual hint', async () => {
  const empty = express().use(adminSpaRouter(path.join(dir, 'missing')));
  const res = await request(empty).get('/admin/').expect(503);
  expect(res.text).toContain('npm run build');
});
