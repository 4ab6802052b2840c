/**
 * Serves the admin SPA (docs/admin.md):
 *   GET /cms-static/admin/*   the bundle from build/admin (content-hashed: cached immutable)
 *   GET /admin/ and every /admin/* client route (not /admin/login/, /admin/logout/, /admin/static/)
 *       the HTML shell with the bundle's scripts and the admin's CSP
 * The bundle is read from ADMIN_BUILD_DIR (default ./build/admin, from the working directory).
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';

export const ADMIN_STATIC_MOUNT = '/cms-static/admin';

/**
 * react-admin renders with MUI, whose emotion engine injects <style> elements at run time: the
 * admin page allows inline STYLES ('unsafe-inline' in style-src, this page only). Scripts stay
 * 'self' only: no inline script, no eval.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const EXCLUDED = /^\/admin\/(?:login|logout|static)(?:\/|$)/;

export interface AdminManifest {
  publicPath: string;
  js: string[];
  /** the fonts' style sheet (older builds have none) */
  css?: string[];
}

export const defaultAdminBuildDir = () => process.env.ADMIN_BUILD_DIR || path.resolve('build/admin');

const manifests = new Map<string, { manifest: AdminManifest; mtime: number }>();

/** build/admin/manifest.json, read again when the build changes; null without a build. */
export function readAdminManifest(buildDir = defaultAdminBuildDir()): AdminManifest | null {
  const file = path.join(buildDir, 'manifest.json');
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const known = manifests.get(buildDir);
  if (known && known.mtime === stat.mtimeMs) return known.manifest;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as AdminManifest;
  manifests.set(buildDir, { manifest, mtime: stat.mtimeMs });
  return manifest;
}

/** The admin build's style sheets (the site's fonts), for the login page too. */
export function adminStyleSheets(buildDir = defaultAdminBuildDir()): string[] {
  const manifest = readAdminManifest(buildDir);
  return manifest ? (manifest.css ?? []).map((file) => manifest.publicPath + file) : [];
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function renderAdminHtml(manifest: AdminManifest): string {
  const styles = (manifest.css ?? []).map((f) => `<link rel="stylesheet" href="${escapeAttr(manifest.publicPath + f)}">`).join('');
  const scripts = manifest.js.map((f) => `<script defer src="${escapeAttr(manifest.publicPath + f)}"></script>`).join('');
  // the app sets lang and title to the editor's language once it knows the editor
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Verwaltung · Administration</title>${styles}${scripts}</head><body style="margin:0"><div id="admin-root"></div><noscript>Die Verwaltung braucht JavaScript. / The administration needs JavaScript.</noscript></body></html>`;
}

export function adminSpaRouter(buildDir = defaultAdminBuildDir()): Router {
  const router = express.Router({ strict: false });
  router.use(ADMIN_STATIC_MOUNT, express.static(buildDir, { immutable: true, maxAge: '365d', index: false, fallthrough: false }));

  let cached: { html: string; manifest: AdminManifest } | null = null;
  const html = (): string | null => {
    const manifest = readAdminManifest(buildDir);
    if (!manifest) return null;
    if (cached?.manifest !== manifest) cached = { html: renderAdminHtml(manifest), manifest };
    return cached.html;
  };

  const page = (req: Request, res: Response, next: () => void) => {
    if (EXCLUDED.test(req.path)) return next();
    const body = html();
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'Content-Security-Policy': ADMIN_CSP,
    });
    if (!body) {
      res.status(503).send('<!doctype html><title>Admin</title><p>Die Verwaltung ist nicht gebaut (npm run build). / The administration is not built (npm run build).</p>');
      return;
    }
    res.status(200).send(body);
  };
  router.get('/admin', page);
  router.get('/admin/*rest', page);
  return router;
}
