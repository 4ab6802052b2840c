/**
 * A page view: match the route, build a fresh store with an API client acting for the visitor, run
 * the route's loaders, then stream: head (known before the body, as the data is loaded), body,
 * snapshot and scripts. The route's chunk and those of the module kinds of the page's first section
 * (recorded by the loader in the store) are added to the extractor BEFORE piping, because tags that
 * @loadable/server would collect during a streamed render come too late to be written.
 */
import type { Request, RequestHandler, Response } from 'express';
import { StaticRouter } from 'react-router-dom';
import { DEFAULT_LOCALE } from '../../shared/constants';
import { localeOfPath, matchRoute } from '../../shared/routes';
import { App } from '../../client/App';
import { moduleChunks } from '../../client/modules/renderers';
import { LATER_LAYOUT_CHUNKS } from '../../client/layout/laterParts';
import { loadRoute } from '../../client/routing/loadRoute';
import { headLinks } from '../../client/routing/headLinks';
import { headInfo } from '../../client/routing/title';
import { selectView } from '../../client/routing/views';
import { serializeState } from '../../client/snapshot';
import { createRootStore, rootSnapshot } from '../../client/stores/RootStore';
import { TAG_MANAGER_META } from '../../client/consent/tagManager';
import { DEGRADED_HEADERS, sendErrorPage } from '../errorPage';
import { escapeHtml } from '../../shared/html';
import { nonceOf } from '../middleware/security';
import { sessionUserOf } from '../middleware/pageRequests';
import type { ServerApi } from '../api/client';
import type { Assets } from './assets';
import { documentHead, documentTail } from './document';
import { streamPage } from './stream';
import type { PageCache } from '../cache/pageCache';
import { pageRequestOf } from '../cache/cacheKey';
import { pageExpiry } from '../cache/expiry';
import { cacheHeaders } from '../cache/httpCaching';
import { ALL_KEYS } from '../../shared/contentKeys';
import { jsonLdContext, seoHeadTags, structuredData } from '../seo/head';
import { OG_IMAGE_PATH } from '../seo/icons';
import { RELATIVE_ORIGIN, requestOrigin } from '../seo/origin';
import { renderView } from './i18nView';
import { pageTexts } from './pageTexts';
import { ShownImages } from './shownImages';
import { scriptsAfterPaint } from './scriptsAfterPaint';
import { intlWarmupScript } from './intlWarmup';

export interface RenderOptions {
  /** the site's API client maker (its content version, kept answers and running calls) */
  api: ServerApi;
  /** anonymous pages are stored here when complete (server/cache) */
  pageCache?: PageCache;
  assets: Assets;
  /** origin for absolute hreflang, canonical and og URLs; the request's own when unset */
  publicUrl?: string;
  /** without publicUrl: the hosts absolute URLs may name (server/seo/origin.ts) */
  publicHosts?: readonly string[];
  /** written into the page for client/consent/tagManager.ts (loaded only after tracking consent) */
  tagManagerId?: string;
  /** a stored page is rendered again after this long at the latest */
  cacheMaxAgeMs?: number;
  /** how long shared caches (a proxy, a CDN) keep an anonymous page: long only with a purge hook (server/cache/httpCaching.ts) */
  sharedMaxAgeS?: number;
}

const DEFAULT_MAX_AGE_MS = 10 * 60_000;

// hostGuard (server/seo/origin.ts) answered 400 before an untrusted host got here
const originOf = (req: Request, options: RenderOptions) => requestOrigin(req, options) ?? 'http://localhost';

/**
 * A page some of whose content failed to load because of the back end keeps its friendly inline
 * message, but no cache or crawler may keep it: 503 (unless it is a 4xx anyway), Retry-After and
 * Cache-Control: no-store.
 */
export function pageStatus(status: number, degraded: boolean): { status: number; headers?: Record<string, string> } {
  if (!degraded) return { status };
  return {
    status: status >= 400 && status < 500 ? status : 503,
    headers: DEGRADED_HEADERS,
  };
}

const absolute = (origin: string, url: string | null) => (!url ? null : /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

export function renderPage(options: RenderOptions): RequestHandler {
  return async (req: Request, res: Response, next) => {
    try {
      const user = sessionUserOf(res);
      // an anonymous page is rendered at its normalised URL (its own query parameters only): the
      // markup then depends on nothing but the page cache's key, whether or not it gets stored
      const ticket = user ? undefined : options.pageCache?.ticketOf(req);
      const pageRequest = user ? null : (ticket ?? pageRequestOf(req));
      const location = pageRequest?.url ?? req.originalUrl;
      const url = new URL(location, 'http://localhost');
      const match = matchRoute(url.pathname);
      const locale = match?.locale ?? localeOfPath(url.pathname) ?? DEFAULT_LOCALE;
      const loadedAt = Date.now();
      // the version up to which every change had reached this site when the view started loading
      const since = ticket?.version ?? options.api.version.applied;
      let degraded = false;
      // a visitor's snapshot keeps only the renditions its pictures read (an editor's keeps all)
      const shown = user ? null : new ShownImages();
      const load = async (versioned: boolean) => {
        const api = options.api.client(req, {
          anonymous: !user,
          versioned,
          onUpstreamFailure: () => {
            degraded = true;
          },
        });
        const loaded = createRootStore({ user: { current: user } }, { api, logger: req.log, cookies: () => req.headers.cookie ?? '', noteImage: shown?.note });
        await loadRoute(loaded, match, locale, url.searchParams);
        return { store: loaded, stale: api.usedStale(), keys: api.keysRead() };
      };
      const first = await load(true);
      // the frame (navigation and latest stories) from the per-version cache, older than this view's content (or
      // unconfirmed by it): load the view again without the cache (server/api/client.ts)
      const { store, keys: read } = first.stale && !res.destroyed ? await load(false) : first;
      // the content keys of what the page shows (none read at all: `*`, to be safe)
      const keys = read.size ? [...read] : [ALL_KEYS];
      if (res.destroyed) return;
      // a wrong slug or a second form of the address: 301 to the canonical one (docs/seo.md)
      if (store.ui.redirect && !store.ui.error) return res.redirect(301, store.ui.redirect);

      const i18n = req.i18n;
      if (i18n.language !== locale) await i18n.changeLanguage(locale);
      const view = selectView(store, match);
      const extractor = options.assets.createExtractor();
      // the renderers of the first section's kinds; the others load in the browser as their modules near the viewport
      if (view) for (const chunk of [view.chunk, ...moduleChunks(store.moduleData.eagerModels)]) extractor.addChunk(chunk);
      const deferred = [...moduleChunks(store.moduleData.models), ...LATER_LAYOUT_CHUNKS];
      const written = [...extractor.chunks];
      const nonce = nonceOf(res);
      const outcome = pageStatus(store.ui.error?.status ?? 200, degraded);
      // the page names the status it is answered with ('Fehler 503' on a 503, not the back end's 502)
      if (store.ui.error) store.ui.setErrorStatus(outcome.status);
      // the components' texts and the head's from views of the request's instance (./i18nView.ts)
      // the groups of texts the body's render asks for: a visitor's page carries only those
      // (./pageTexts.ts); the head's are the server's alone (the browser's come with a navigation)
      const textGroups = new Set<string>();
      const i18nView = renderView(i18n, textGroups);
      const t = renderView(i18n).getFixedT(null, null);
      const head = headInfo(store, match, t);
      const origin = originOf(req, options);
      const { canonical, alternates } = headLinks(origin, url, store, match, locale);
      const jsonLd = structuredData(store, match, url, jsonLdContext(origin, locale, t), t);

      const element = extractor.collectChunks(
        <StaticRouter location={location}>
          <App store={store} i18n={i18nView} />
        </StaticRouter>,
      );
      const scriptTags = extractor.getScriptTags({ nonce });
      // written after the body, once its pictures have said which renditions they read
      let state = '';
      const tail = () => {
        state = shown ? shown.serialize(rootSnapshot(store)) : serializeState(rootSnapshot(store));
        return documentTail({ state, texts: pageTexts(locale, user ? null : textGroups), routeAssets: options.assets.routeAssetsJson(), scriptTags: user ? scriptTags : scriptsAfterPaint(scriptTags, nonce), nonce });
      };
      // a change heard while loading touched what this page read: it is out of date already, and no
      // shared cache may keep it (its purge may have gone out before this answer)
      const outdated = !user && since !== null && options.api.version.touchedSince(since, keys);
      const storable = ticket && ticket.version !== null && req.method === 'GET' && !outdated ? ticket : null;
      const caching = cacheHeaders(user ? 'editor' : pageRequest && !outdated ? 'public' : 'private', keys, options.sharedMaxAgeS);
      streamPage(res, element, {
        status: outcome.status,
        cacheControl: caching.cacheControl,
        // a degraded page (back end down) is no-store for everyone and never stored
        headers: outcome.headers ?? (ticket ? { ...caching.headers, 'X-Cache': 'MISS' } : caching.headers),
        onComplete:
          storable && options.pageCache && !degraded
            ? (status, body) => {
                const rendered = { status, headers: res.getHeaders(), body, keys, expiresAt: pageExpiry(state, loadedAt, options.cacheMaxAgeMs ?? DEFAULT_MAX_AGE_MS) };
                options.pageCache?.store(storable, rendered);
              }
            : undefined,
        nonce,
        logger: req.log,
        head: documentHead({
          locale,
          title: head.title,
          description: head.description,
          og: { ...head.og, image: absolute(origin, head.og.image) ?? origin + OG_IMAGE_PATH, url: canonical, siteName: t('site.name') },
          canonical,
          alternates,
          // the parts of the frame hydrated when needed (client/layout/laterParts.tsx) have their
          // styles in main.css (scripts/webpack/clientChunks.ts) and their scripts not named
          styleTags: extractor.getStyleTags(),
          fontPreloads: options.assets.fontPreloads,
          scripts: intlWarmupScript(options.assets.intlWarmup, locale, nonce),
          extra:
            (store.ui.error ? '<meta name="robots" content="noindex">' : '') +
            seoHeadTags({ match: store.ui.error ? null : match, locale, data: jsonLd, nonce, t, storiesFeed: origin !== RELATIVE_ORIGIN }) +
            (options.tagManagerId ? `<meta name="${TAG_MANAGER_META}" content="${escapeHtml(options.tagManagerId)}">` : ''),
        }),
        tail,
        onShellError: (error) => {
          // The React error page could not render either: the plain-HTML one (SPEC §2 fallback).
          req.log.error({ err: error }, 'the page shell failed to render');
          if (!res.headersSent) sendErrorPage(res, 500, locale);
        },
        onFinish: () => {
          const late = extractor.chunks.filter((chunk) => !written.includes(chunk) && !deferred.includes(chunk));
          if (late.length) req.log.warn({ chunks: late }, 'chunks used by the render were not written into the page');
        },
      });
    } catch (error) {
      next(error);
    }
  };
}
