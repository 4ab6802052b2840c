/**
 * A stand-in back end for server tests: answers like the real one (SPEC §7 paths) with fixtures, and
 * records what it received. Tests switch behaviours with the exported fixtures.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ImageRef } from '../../shared/contract/common';
import type { Navigation } from '../../shared/contract/navigation';
import type { Page } from '../../shared/contract/pages';
import { contentAnswer } from './fakeContent';

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeCms {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** The sizes the back end makes of a 1600 × 1000 original (cms/media/renditions.ts `RENDITIONS`), in its order. */
const RENDITION_SIZES: Record<string, [number, number]> = {
  large: [1600, 1000],
  medium: [960, 600],
  small: [800, 500],
  vertical: [400, 500],
  'vertical-small': [320, 400],
  horizontal: [1240, 700],
  'horizontal-small': [800, 452],
  thumbnail: [320, 320],
};

/** A library image with every rendition the back end makes, at `/media/renditions/{id}-{alias}.{webp,avif,jpg}`. */
export function imageWithEveryRendition(id: number): ImageRef {
  const renditions = Object.fromEntries(
    Object.entries(RENDITION_SIZES).map(([alias, [width, height]]) => [alias, { width, height, webp: `/media/renditions/${id}-${alias}.webp`, avif: `/media/renditions/${id}-${alias}.avif`, jpeg: `/media/renditions/${id}-${alias}.jpg` }]),
  );
  return { id, url: `/media/originals/${id}.png`, width: 1600, height: 1000, alt: 'Der Saal', caption: '', copyright: '© Demo', renditions };
}

export function page(overrides: Partial<Page> = {}): Page {
  return {
    id: 1,
    urls: { de: '/de/ueber-uns', en: '/en/about-us' },
    content_type: 'page',
    page_type: 'default',
    parent: null,
    title: 'Über uns',
    headline: 'Über uns',
    seo_headline: '',
    is_online: true,
    is_clickable: true,
    in_menu: true,
    in_footer: false,
    meta_title: '',
    meta_description: 'Wer wir sind',
    og_title: '',
    og_description: '',
    og_image: null,
    og_type: 'website',
    og_image_thumbs: {},
    header_image: null,
    modules: [
      {
        id: 7,
        slug: 'intro',
        locale: 'de',
        content_type: 'page',
        object_id: 1,
        parent: null,
        layout: 0,
        order: 0,
        modules: [{ id: 70, model: 'headline', section: 7, parent: null, column: 0, order: 0, data: {}, children: [] }],
      },
    ],
    settings_url: '/admin/pages/page/1/change/',
    version_id: null,
    ...overrides,
  };
}

export const navigation: Navigation = {
  menu: [
    { id: 1, menu_name: 'Konzerte', url: '/de/konzerte', is_highlight: true, in_burger_menu: true, children: [] },
    { id: 2, menu_name: 'Shop', url: 'https://shop.example.org', is_highlight: true, in_burger_menu: false, children: [] },
  ],
  footer: [{ id: 3, menu_name: 'Presse', url: '/de/presse', is_highlight: false, in_burger_menu: false, children: [] }],
};

/** the version an answer reports (FakeCmsOptions.versionOnAnswers) */
const versionOf = new WeakMap<http.ServerResponse, number>();

const json = (res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) => {
  if (versionOf.has(res)) headers = { 'x-content-version': String(versionOf.get(res)), ...headers };
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const notFound = (res: http.ServerResponse) => json(res, 404, { status: 404, code: 'not_found', message: 'Not found' });

export interface FakeCmsOptions {
  pages?: Record<string, Page | number>;
  navigation?: Navigation | number;
  /** `${locale}:${slug}` -> milliseconds before the page answers */
  delays?: Record<string, number>;
  /** `${locale}:${slug}` -> the page answers once this settles (a test holds a render as long as it needs) */
  holds?: Record<string, Promise<unknown>>;
  /** any other path (e.g. '/de/api/events/1/') -> its JSON answer */
  api?: Record<string, unknown>;
  /**
   * The back end's content version (GET /api/content-version/, X-Content-Version on answers); a
   * POST to /api/write/ bumps it, as every write of the real back end does. Unset: no such endpoint.
   */
  contentVersion?: { value: number };
  /** every answer carries X-Content-Version (as the real back end's do), so the renderer keeps them per version */
  versionOnAnswers?: boolean;
  /**
   * Sessions the back end accepts: session id -> editor's user name. GET /{locale}/pageeditor-api/user
   * answers the editor for those and an anonymous user (is_logged_in false) for any other id, as the real one.
   */
  editors?: Record<string, string>;
  /** the back end's HEALTH_TOKEN: /api/health/ asked with it adds `search` (the real one's search line) */
  health?: { token: string; search: Record<string, number> };
}

const sessionOf = (cookie: string | undefined) => /(?:^|;)\s*sessionid=([^;]*)/.exec(cookie ?? '')?.[1]?.trim();

function userAnswer(username: string | undefined) {
  const base = { email: '', first_name: '', last_name: '', admin_menus: [], login_url: '/admin/login/', logout_url: '/admin/logout/', webshop_url: '' };
  return username
    ? { ...base, is_logged_in: true, username, is_staff: true, is_reviewer: false, may_publish: true, has_dashboard_online_access: true }
    : { ...base, is_logged_in: false, username: '', is_staff: false, is_reviewer: false, may_publish: false, has_dashboard_online_access: false };
}

const SECTION_OWNERS: Record<string, string> = { events: 'event', articles: 'story', persons: 'person' };

/**
 * `?with=section` on a detail, as the real back end answers it: the section the table has at its
 * by-slug path, else null. A story's `topics` and a person's `concerts` (`with=section,topics`,
 * `with=section,concerts`) are not brought: the client then reads them apart, as from a back end
 * before them.
 */
function withObjectSection(api: Record<string, unknown>, path: string, search: URLSearchParams, answer: unknown): unknown {
  const detail = /^\/(de|en)\/api\/(events|articles|persons)\/(\d+)\/$/.exec(path);
  if (!detail || !(search.get('with') ?? '').split(',').includes('section')) return answer;
  const section = api[`/${detail[1]}/pageeditor-api/container/by-slug/${SECTION_OWNERS[detail[2]]}-${detail[3]}`];
  return { ...(answer as object), section: section ?? null };
}

/** `pages` maps `${locale}:${slug}` to a page or an error status. */
export async function startFakeCms(options: FakeCmsOptions = {}): Promise<FakeCms> {
  const received: Received[] = [];
  const pages = options.pages ?? {};
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname;
      if (path === '/api/health/') {
        const operator = options.health && req.headers.authorization === `Bearer ${options.health.token}`;
        return json(res, 200, { status: 'ok', database: 'ok', version: 'fake-1', ...(operator ? { search: options.health!.search } : {}) });
      }
      const version = options.contentVersion;
      if (version && options.versionOnAnswers) versionOf.set(res, version.value);
      if (version && path === '/api/content-version/') return json(res, 200, { version: version.value });
      if (version && path === '/api/write/' && req.method === 'POST') {
        version.value++;
        return json(res, 200, { ok: true }, { 'x-content-version': String(version.value) });
      }
      if (path.endsWith('/api/slow/')) return; // never answers
      if (path.endsWith('/echo/') || /^\/(admin|media|cms-static)(\/|$)/.test(path)) {
        return json(
          res,
          200,
          { method: req.method, path, headers: req.headers, body },
          { 'set-cookie': ['sessionid=abc; Domain=backend.internal; Path=/; HttpOnly', 'csrftoken=tok; Domain=backend.internal; Path=/'] },
        );
      }
      if (options.editors && /^\/(de|en)\/pageeditor-api\/user$/.test(path)) {
        const session = sessionOf(req.headers.cookie);
        return json(res, 200, userAnswer(session ? options.editors[session] : undefined));
      }
      const nav = /^\/(de|en)\/pageeditor-api\/nav$/.exec(path);
      if (nav) {
        const value = options.navigation ?? navigation;
        return typeof value === 'number' ? json(res, value, { status: value, code: 'error', message: 'nav' }) : json(res, 200, value);
      }
      const pageMatch = /^\/(de|en)\/pageeditor-api\/page\/(.*)$/.exec(path);
      if (pageMatch) {
        const key = `${pageMatch[1]}:${decodeURIComponent(pageMatch[2])}`;
        const value = pages[key];
        const answer = () => {
          if (value === undefined) return notFound(res);
          if (typeof value === 'number') return json(res, value, { status: value, code: 'error', message: 'failed' });
          json(res, 200, value);
        };
        const delay = options.delays?.[key];
        const hold = options.holds?.[key];
        if (hold) void hold.finally(answer);
        else if (delay) setTimeout(answer, delay);
        else answer();
        return;
      }
      if (options.api && path in options.api) return json(res, 200, withObjectSection(options.api, path, url.searchParams, options.api[path]));
      // forms and the content hub (client/pages/forms, client/pages/cmsHubLoader.ts): any slug is a one-field form
      const formMatch = /^\/(de|en)\/api\/forms\/([^/]+)\/$/.exec(path);
      if (formMatch) {
        const field = { slug: 'email', label: 'E-Mail', field_type: 3, required: true, visible: true, choices: [], default: '', placeholder_text: '', help_text: '' };
        return json(res, 200, { id: 1, slug: formMatch[2], title: 'Formular', intro: '', success_message: 'Danke', fields: [field] });
      }
      if (/^(\/(de|en))?\/pageeditor-api\/cms-hub$/.test(path)) {
        return json(res, 200, { ...page({ title: 'Content-Hub' }), id: null, content_type: 'hub', urls: { de: '/cms-hub', en: '/cms-hub' } });
      }
      const content = contentAnswer(path);
      if (content !== null) return json(res, 200, withObjectSection(options.api ?? {}, path, url.searchParams, content));
      notFound(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
