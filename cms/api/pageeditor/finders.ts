/**
 * The editor's link and event finders (shared/contract/finders.ts, SPEC §2), editor-only:
 *   GET /finder/links/?query=&kind=        pages, concerts, stories and persons whose title matches
 *   GET /finder/links/resolve/?url=&page=  {target}: the object a stored link points at (null: none, e.g. external)
 *   GET /finder/links/check/?url=          where one address leads: found, redirect, missing or unchecked
 *   POST /finder/links/check/ {urls}       the same for up to LINK_CHECK_MAX_URLS addresses (a page's links)
 *   GET /finder/events/?search=&page=      concerts by title: upcoming first (soonest first), then past (latest first)
 *   GET /finder/events/:id/                one concert
 * Titles match case- and accent-insensitively anywhere, in both languages. Offline objects are
 * included with `is_online: false`: an editor may prepare links before a page goes online.
 */
import { z } from 'zod';
import {
  EVENT_FINDER_PAGE_SIZE,
  LINK_CHECK_MAX_URLS,
  LINK_TARGET_KINDS,
  type LinkCheck,
  type LinkCheckAnswer,
  type LinkTarget,
  type ResolvedLink,
} from '../../../shared/contract/finders';
import { findEventChoices, findLinkTargets, loadEventChoice, resolveTarget } from '../../content/finders';
import { checkLink, checkLinks } from '../../content/linkCheck';
import { filterParams, pageOffset, paginated } from '../../content/listing';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { NotFoundError } from '../../errors';

const searchText = z.string().trim().max(200).optional();

/** an address as a link field or the rich text's link dialog holds it */
const linkUrl = z.string().trim().min(1).max(2048);

const idParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'finder.links.resolve',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/finder/links/resolve/',
    permission: 'editor',
    input: {
      query: z.object({
        url: z.string().max(2048).optional(),
        page: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
      }),
    },
    async handler({ db, query, locale }) {
      // 200 with null, not 404: an external or unknown address is an answer, not an error
      return { target: await resolveTarget(db, query.url, query.page, locale) } satisfies ResolvedLink;
    },
  }),
  defineEndpoint({
    name: 'finder.links.check',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/finder/links/check/',
    permission: 'editor',
    input: { query: z.object({ url: linkUrl }) },
    async handler({ db, query, locale }): Promise<LinkCheck> {
      return checkLink(db, query.url, locale);
    },
  }),
  defineEndpoint({
    name: 'finder.links.checkMany',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/finder/links/check/',
    permission: 'editor',
    // reads only: no content version bump, no history
    bumpsContentVersion: false,
    input: { body: z.object({ urls: z.array(linkUrl).max(LINK_CHECK_MAX_URLS) }) },
    async handler({ db, body, locale }): Promise<LinkCheckAnswer> {
      return { links: await checkLinks(db, body.urls, locale) };
    },
  }),
  defineEndpoint({
    name: 'finder.links',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/finder/links/',
    permission: 'editor',
    input: { query: z.object({ query: searchText, kind: z.enum(LINK_TARGET_KINDS).optional() }) },
    async handler({ db, query, locale }): Promise<LinkTarget[]> {
      return findLinkTargets(db, query.kind ? [query.kind] : LINK_TARGET_KINDS, query.query || undefined, locale);
    },
  }),
  defineEndpoint({
    name: 'finder.events',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/finder/events/',
    permission: 'editor',
    input: { query: z.object({ search: searchText, page: z.coerce.number().int().positive().default(1) }) },
    async handler({ db, query, locale, req }) {
      const { count, items } = await findEventChoices(db, query.search || undefined, { limit: EVENT_FINDER_PAGE_SIZE, offset: pageOffset(query.page, EVENT_FINDER_PAGE_SIZE) }, locale);
      return paginated(req, { page: query.page, size: EVENT_FINDER_PAGE_SIZE, count, params: filterParams(req) }, items);
    },
  }),
  defineEndpoint({
    name: 'finder.events.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/finder/events/:id/',
    permission: 'editor',
    input: { params: idParams },
    async handler({ db, params, locale }) {
      const choice = await loadEventChoice(db, params.id, locale);
      if (!choice) throw new NotFoundError();
      return choice;
    },
  }),
];
