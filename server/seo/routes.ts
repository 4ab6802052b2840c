/**
 * The files for search engines, feed readers and calendars (docs/seo.md), all plain anonymous GETs
 * with their own Content-Type and no cookies:
 *   /robots.txt, /sitemap.xml (index), /sitemap-de.xml, /sitemap-en.xml,
 *   /de/stories.rss, /en/stories.rss, /de/konzerte.ics, /en/concerts.ics (?venue={id}&tag={slug}),
 *   /manifest.webmanifest, /favicon.svg, /favicon.ico, /favicon-32.png, /apple-touch-icon.png,
 *   /icon-192.png, /icon-512.png, /og-image.png
 * Absolute URLs use the trusted origin (origin.ts); the data comes from the back end's public API.
 */
import { Router, type Request, type Response } from 'express';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/constants';
import type { EventList, EventListItem, Venue } from '../../shared/contract/events';
import type { Sitemap } from '../../shared/contract/sitemap';
import type { ArticlePage, StoryCategory } from '../../shared/contract/stories';
import { resources } from '../../shared/i18n';
import { seasonCalendar } from './calendar';
import { ICON_FILES, manifest } from './icons';
import { requestOrigin, type OriginOptions } from './origin';
import { calendarPath, MANIFEST_PATH, ROBOTS_PATH, SITEMAP_INDEX_PATH, sitemapPath, storiesFeedPath } from './paths';
import { storiesRss } from './rss';
import { listEntries, robotsTxt, sitemapIndex, sitemapUrlset } from './sitemap';

export interface SeoRoutesOptions extends OriginOptions {
  cmsUrl: string;
  timeoutMs: number;
}

/** How long caches may keep the generated files (seconds); content changes show within this. */
const MAX_AGE = 300;
const ICON_MAX_AGE = 86_400;
/** The most concerts a season feed lists (12 per page of the back end's list). */
const MAX_EVENT_PAGES = 25;
const FEED_ITEMS = 20;

const site = (locale: Locale) => resources[locale].translation.site;

class BackEndError extends Error {
  constructor(readonly status: number) {
    super(`back end answered ${status}`);
  }
}

export function seoRoutes(options: SeoRoutesOptions): Router {
  const router = Router();

  async function api<T>(path: string): Promise<T> {
    const res = await fetch(`${options.cmsUrl}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
    if (!res.ok) throw new BackEndError(res.status);
    return (await res.json()) as T;
  }

  /** The origin, or a 400 already sent (an untrusted Host). */
  const originOf = (req: Request, res: Response): string | null => {
    const origin = requestOrigin(req, options);
    if (!origin) res.status(400).type('text/plain').send('Invalid host.');
    return origin;
  };

  const send = (res: Response, type: string, body: string | Buffer, maxAge = MAX_AGE) => {
    res.status(200).set({ 'Content-Type': type, 'Cache-Control': `public, max-age=${maxAge}` }).send(body);
  };

  const failed = (res: Response, error: unknown, req: Request) => {
    const status = error instanceof BackEndError && error.status === 400 ? 400 : 502;
    if (status === 502) req.log?.warn({ err: error }, 'a feed could not be built');
    res.status(status).type('text/plain').send(status === 400 ? 'Bad request.' : 'The content is not available right now.');
  };

  router.get(ROBOTS_PATH, (req, res) => {
    const origin = originOf(req, res);
    if (origin) send(res, 'text/plain; charset=utf-8', robotsTxt(origin));
  });

  router.get(SITEMAP_INDEX_PATH, async (req, res) => {
    const origin = originOf(req, res);
    if (!origin) return;
    try {
      const { entries } = await api<Sitemap>('/api/sitemap/');
      send(res, 'application/xml; charset=utf-8', sitemapIndex(origin, entries));
    } catch (error) {
      failed(res, error, req);
    }
  });

  for (const locale of LOCALES) {
    router.get(sitemapPath(locale), async (req, res) => {
      const origin = originOf(req, res);
      if (!origin) return;
      try {
        const [{ entries }, categories] = await Promise.all([api<Sitemap>('/api/sitemap/'), api<StoryCategory[]>('/api/article-categories/')]);
        send(res, 'application/xml; charset=utf-8', sitemapUrlset(origin, locale, [...listEntries(entries, categories), ...entries]));
      } catch (error) {
        failed(res, error, req);
      }
    });

    router.get(storiesFeedPath(locale), async (req, res) => {
      const origin = originOf(req, res);
      if (!origin) return;
      try {
        const page = await api<ArticlePage>(`/${locale}/api/articles/?page=1`);
        const texts = resources[locale].translation;
        const body = storiesRss({
          origin,
          locale,
          title: `${texts.seo.storiesFeed.replace('{{site}}', site(locale).name)}`,
          description: texts.stories.description,
          selfPath: storiesFeedPath(locale),
          articles: page.results.slice(0, FEED_ITEMS),
        });
        send(res, 'application/rss+xml; charset=utf-8', body);
      } catch (error) {
        failed(res, error, req);
      }
    });

    router.get(calendarPath(locale), async (req, res) => {
      const origin = originOf(req, res);
      if (!origin) return;
      const filter = new URLSearchParams();
      for (const name of ['venue', 'tag'] as const) {
        const value = req.query[name];
        if (typeof value === 'string' && value) filter.set(name, value);
        else if (value !== undefined) return void res.status(400).type('text/plain').send(locale === 'de' ? `Ungültiger Filter: ${name}` : `Invalid filter: ${name}`);
      }
      for (const name of Object.keys(req.query)) {
        if (name !== 'venue' && name !== 'tag') return void res.status(400).type('text/plain').send(locale === 'de' ? `Unbekannter Parameter: ${name}` : `Unknown parameter: ${name}`);
      }
      try {
        const events: EventListItem[] = [];
        for (let page = 1; page <= MAX_EVENT_PAGES; page++) {
          const list = await api<EventList>(`/${locale}/api/events/?${new URLSearchParams({ ...Object.fromEntries(filter), page: String(page) })}`);
          events.push(...list.results);
          if (!list.next) break;
        }
        const venues = await api<Venue[]>(`/${locale}/api/venues/`);
        const body = seasonCalendar(events, { origin, locale, now: new Date(), name: `${site(locale).name}: ${resources[locale].translation.routes.events}`, venues });
        send(res, 'text/calendar; charset=utf-8', body);
      } catch (error) {
        failed(res, error, req);
      }
    });
  }

  router.get(MANIFEST_PATH, (req, res) => {
    const locale = req.acceptsLanguages(...LOCALES) || DEFAULT_LOCALE;
    const texts = resources[locale as Locale].translation;
    const body = manifest({ name: texts.site.name, shortName: texts.site.name.split(' ')[0], description: texts.site.tagline, lang: locale, startUrl: `/${locale}` });
    res.vary('Accept-Language');
    send(res, 'application/manifest+json; charset=utf-8', JSON.stringify(body));
  });

  for (const [path, [type, body]] of Object.entries(ICON_FILES)) {
    router.get(path, (_req, res) => send(res, type, body, ICON_MAX_AGE));
  }

  return router;
}
