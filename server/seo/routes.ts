/**
 * The files for search engines, feed readers and calendars (docs/seo.md), all plain anonymous GETs
 * with their own Content-Type and no cookies:
 *   /robots.txt, /sitemap.xml (index), /sitemap-{de,en}-{kind}-{n}.xml (one kind's chunk; the
 *   former /sitemap-{de,en}.xml answer 301 to the index),
 *   /de/stories.rss, /en/stories.rss, /de/konzerte.ics, /en/concerts.ics (?venue={id}&tag={slug}),
 *   /manifest.webmanifest, /favicon.svg, /favicon.ico, /favicon-32.png, /apple-touch-icon.png,
 *   /icon-192.png, /icon-512.png, /og-image.png
 * Absolute URLs use the trusted origin (origin.ts); the data comes from the back end's public API.
 */
import { Router, type Request, type Response } from 'express';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/constants';
import type { EventList, EventListItem, Venue } from '../../shared/contract/events';
import { SITEMAP_KINDS, type Sitemap, type SitemapIndex } from '../../shared/contract/sitemap';
import type { ArticlePage, StoryCategory } from '../../shared/contract/stories';
import { calendarWindow, seasonCalendar } from './calendar';
import { berlinToday } from '../../shared/berlinTime';
import { ICON_FILES, manifest } from './icons';
import { DEGRADED_HEADERS } from '../errorPage';
import { serverI18n } from '../middleware/i18n';
import { relativeUrlsOnly, requestOrigin, type OriginOptions } from './origin';
import { calendarPath, legacySitemapPath, MANIFEST_PATH, ROBOTS_PATH, SITEMAP_FILE_PATTERN, SITEMAP_INDEX_PATH, storiesFeedPath } from './paths';
import { enclosureLookup } from './enclosures';
import { storiesRss } from './rss';
import { listEntries, robotsTxt, sitemapIndex, sitemapUrlset } from './sitemap';

export interface SeoRoutesOptions extends OriginOptions {
  cmsUrl: string;
  /** the back end's fetch (in process when embedded: server/cms/inProcess.ts); the global fetch by default */
  fetch?: typeof fetch;
  timeoutMs: number;
}

/** How long caches may keep the generated files (seconds); content changes show within this. */
const MAX_AGE = 300;
const ICON_MAX_AGE = 86_400;
/** The most concerts a season feed lists (12 per page of the back end's list), a bound beside the window. */
const MAX_EVENT_PAGES = 25;
const FEED_ITEMS = 20;

/** A language's texts from the server's i18next: a feed's language is its path's, not the request's. */
const textsOf = (locale: Locale) => serverI18n().getFixedT(locale);

class BackEndError extends Error {
  constructor(readonly status: number) {
    super(`back end answered ${status}`);
  }
}

export function seoRoutes(options: SeoRoutesOptions): Router {
  const router = Router();

  async function api<T>(path: string): Promise<T> {
    const res = await (options.fetch ?? fetch)(`${options.cmsUrl}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
    if (!res.ok) throw new BackEndError(res.status);
    return (await res.json()) as T;
  }

  const enclosuresOf = enclosureLookup(options);

  /** The origin, or a 400 already sent (an untrusted Host). */
  const originOf = (req: Request, res: Response): string | null => {
    const origin = requestOrigin(req, options);
    if (origin === null) res.status(400).type('text/plain').send('Invalid host.');
    return origin;
  };

  /**
   * Production without PUBLIC_URL or PUBLIC_HOSTS (docs/seo.md, "Without a public origin"): the
   * sitemaps and the stories feeds need absolute URLs (the sitemap protocol, RSS 2.0), so there are
   * none rather than invalid ones; robots.txt then names no sitemap. The start says so in one line.
   */
  const withoutOrigin = relativeUrlsOnly(options);
  const notFound = (_req: Request, res: Response) => void res.status(404).type('text/plain').send('Not found.');

  const send = (res: Response, type: string, body: string | Buffer, maxAge = MAX_AGE) => {
    res.status(200).set({ 'Content-Type': type, 'Cache-Control': `public, max-age=${maxAge}` }).send(body);
  };

  /** A refused filter is the caller's 400; anything else is the back end's absence: 503 that no cache keeps, as pages answer. */
  const failed = (res: Response, error: unknown, req: Request) => {
    if (error instanceof BackEndError && error.status === 400) return void res.status(400).type('text/plain').send('Bad request.');
    req.log?.warn({ err: error }, 'a feed could not be built');
    res
      .status(503)
      .set(DEGRADED_HEADERS)
      .type('text/plain')
      .send('The content is not available right now.');
  };

  router.get(ROBOTS_PATH, (req, res) => {
    const origin = originOf(req, res);
    if (origin !== null) send(res, 'text/plain; charset=utf-8', robotsTxt(origin));
  });

  if (withoutOrigin) {
    router.get([SITEMAP_INDEX_PATH, SITEMAP_FILE_PATTERN, ...LOCALES.flatMap((locale) => [legacySitemapPath(locale), storiesFeedPath(locale)])], notFound);
  }

  router.get(SITEMAP_INDEX_PATH, async (req, res) => {
    const origin = originOf(req, res);
    if (origin === null) return;
    try {
      const { sections } = await api<SitemapIndex>('/api/sitemap/');
      send(res, 'application/xml; charset=utf-8', sitemapIndex(origin, sections));
    } catch (error) {
      failed(res, error, req);
    }
  });

  // one language's chunk of one kind; the pages' first chunk opens with the list pages
  router.get(SITEMAP_FILE_PATTERN, async (req, res) => {
    const [, locale, word, number] = SITEMAP_FILE_PATTERN.exec(req.path) as unknown as [string, Locale, string, string];
    const kind = SITEMAP_KINDS.find((known) => known === word);
    if (!kind) return void res.status(404).type('text/plain').send('Not found.');
    const origin = originOf(req, res);
    if (origin === null) return;
    const chunk = Number(number);
    try {
      const lists = kind === 'page' && chunk === 1;
      const [{ entries }, index, categories] = await Promise.all([
        api<Sitemap>(`/api/sitemap/${kind}/?page=${chunk}`),
        lists ? api<SitemapIndex>('/api/sitemap/') : null,
        lists ? api<StoryCategory[]>('/api/article-categories/') : [],
      ]);
      const all = index ? [...listEntries(index.sections, categories), ...entries] : entries;
      send(res, 'application/xml; charset=utf-8', sitemapUrlset(origin, locale, all));
    } catch (error) {
      if (error instanceof BackEndError && error.status === 404) return void res.status(404).type('text/plain').send('Not found.');
      failed(res, error, req);
    }
  });

  for (const locale of LOCALES) {
    router.get(legacySitemapPath(locale), (_req, res) => res.redirect(301, SITEMAP_INDEX_PATH));

    router.get(storiesFeedPath(locale), async (req, res) => {
      const origin = originOf(req, res);
      if (origin === null) return;
      try {
        const page = await api<ArticlePage>(`/${locale}/api/articles/?page=1`);
        const articles = page.results.slice(0, FEED_ITEMS);
        const t = textsOf(locale);
        const body = storiesRss({
          origin,
          locale,
          title: t('seo.storiesFeed', { site: t('site.name') }),
          description: t('stories.description'),
          selfPath: storiesFeedPath(locale),
          articles,
          enclosures: await enclosuresOf(articles),
        });
        send(res, 'application/rss+xml; charset=utf-8', body);
      } catch (error) {
        failed(res, error, req);
      }
    });

    router.get(calendarPath(locale), async (req, res) => {
      const origin = originOf(req, res);
      if (origin === null) return;
      const t = textsOf(locale);
      const filter = new URLSearchParams();
      for (const name of ['venue', 'tag'] as const) {
        const value = req.query[name];
        if (typeof value === 'string' && value) filter.set(name, value);
        else if (value !== undefined) return void res.status(400).type('text/plain').send(t('seo.invalidFilter', { name }));
      }
      for (const name of Object.keys(req.query)) {
        if (name !== 'venue' && name !== 'tag') return void res.status(400).type('text/plain').send(t('seo.unknownParameter', { name }));
      }
      try {
        const events: EventListItem[] = [];
        const range = calendarWindow(berlinToday());
        for (let page = 1; page <= MAX_EVENT_PAGES; page++) {
          const list = await api<EventList>(`/${locale}/api/events/?${new URLSearchParams({ ...Object.fromEntries(filter), ...range, page: String(page) })}`);
          events.push(...list.results);
          if (!list.next) break;
        }
        const venues = await api<Venue[]>(`/${locale}/api/venues/`);
        const body = seasonCalendar(events, { origin, locale, now: new Date(), name: t('seo.calendarName', { site: t('site.name'), events: t('routes.events') }), venues });
        send(res, 'text/calendar; charset=utf-8', body);
      } catch (error) {
        failed(res, error, req);
      }
    });
  }

  router.get(MANIFEST_PATH, (req, res) => {
    const locale = (req.acceptsLanguages(...LOCALES) || DEFAULT_LOCALE) as Locale;
    const t = textsOf(locale);
    const name = t('site.name');
    const body = manifest({ name, shortName: name.split(' ')[0], description: t('site.tagline'), lang: locale, startUrl: `/${locale}` });
    res.vary('Accept-Language');
    send(res, 'application/manifest+json; charset=utf-8', JSON.stringify(body));
  });

  for (const [path, [type, body]] of Object.entries(ICON_FILES)) {
    router.get(path, (_req, res) => send(res, type, body, ICON_MAX_AGE));
  }

  return router;
}
