/**
 * A page's state (its row, its container sections in every locale, their modules) and the Page JSON
 * of shared/contract/pages.ts made from it. The live page and a stored version go through the same
 * `renderPage`, so a version looks exactly like the page would after restoring it.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../shared/constants';
import type { ImageRef, LocalizedUrls } from '../../shared/contract/common';
import type { Page } from '../../shared/contract/pages';
import { prepared } from '../db/prepared';
import type { DbOrTx, Tx } from '../db/client';
import { tr } from '../db/i18n';
import { container_sections, pages } from '../db/schema';
import { loadImageRefs } from '../media/imageRef';
import { expandPlacements, notePlaced, withPlacements } from './sharedSections';
import { imageIdsOf, moduleContent, modulesOfSections, sectionColumns, sectionsWithImages, type ModuleData, type SectionData } from './tree';

export type PageRow = typeof pages.$inferSelect;

export interface PageState {
  page: PageRow;
  sections: SectionData[];
  modules: ModuleData[];
}

/**
 * The page fields a version keeps and a restore writes back: the page's CONTENT. The tree and the
 * URL (parent, order, slugs, paths) and the publication and navigation switches (is_online,
 * in_menu, in_footer, is_highlight, in_burger_menu, is_clickable) are not versioned: restoring an
 * old version must not move the page, change its address or take it on- or offline.
 */
export const VERSIONED_PAGE_FIELDS = [
  'page_type',
  'title_de',
  'title_en',
  'menu_name_de',
  'menu_name_en',
  'headline_de',
  'headline_en',
  'seo_headline_de',
  'seo_headline_en',
  'meta_title_de',
  'meta_title_en',
  'meta_description_de',
  'meta_description_en',
  'og_title_de',
  'og_title_en',
  'og_description_de',
  'og_description_en',
  'og_image_id',
  'og_type',
  'header_image_id',
] as const satisfies readonly (keyof PageRow)[];

export const settingsUrl = (pageId: number) => `/admin/pages/page/${pageId}/change/`;

import { publicUrl } from './publicUrl';

export { publicUrl };

/** Whether a language of the page is a version not published yet (issue 45 item 3): visitors get 404 there and no link to it. */
export const unpublishedIn = (page: Partial<Pick<PageRow, 'unpublished_de' | 'unpublished_en'>>, locale: Locale): boolean => page[`unpublished_${locale}`] === true;

/**
 * The page's addresses per language; a language version not published yet only for editors
 * (`drafts`), so visitors' language switch, hreflang and sitemap never point at it.
 */
export function pageUrls(page: Pick<PageRow, 'path_de' | 'path_en'> & Partial<Pick<PageRow, 'unpublished_de' | 'unpublished_en'>>, drafts = false): LocalizedUrls {
  const urls: LocalizedUrls = {};
  for (const locale of LOCALES) {
    if (!drafts && unpublishedIn(page, locale)) continue;
    const url = publicUrl(page[`path_${locale}`]);
    if (url) urls[locale] = url;
  }
  return urls;
}

export async function loadPageRow(db: DbOrTx, pageId: number): Promise<PageRow | null> {
  const [row] = await prepared(db, 'pages_by_id', (on) => on.select().from(pages).where(eq(pages.id, sql.placeholder('id')))).execute({ id: pageId });
  return row ?? null;
}

/** Locks the page's row until the transaction ends: writes of one page take turns. */
export async function lockPage(tx: Tx, pageId: number): Promise<void> {
  await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).for('update');
}

/** The live state of a page (sections of every locale), or null when it does not exist. A row already read is not read again. */
export async function loadPageState(db: DbOrTx, pageOrId: number | PageRow): Promise<PageState | null> {
  const page = typeof pageOrId === 'number' ? await loadPageRow(db, pageOrId) : pageOrId;
  if (!page) return null;
  const pageId = page.id;
  // built once (cms/db/prepared.ts); the condition of sectionsOfOwner for a page
  const sections = await prepared(db, 'sections_of_page', (on) =>
    on
      .select(sectionColumns)
      .from(container_sections)
      .where(and(eq(container_sections.content_type, 'page'), eq(container_sections.object_id, sql.placeholder('id'))))
      .orderBy(asc(container_sections.id)),
  ).execute({ id: pageId });
  const moduleRows = (await modulesOfSections(db, sections.map((s) => s.id))).map(moduleContent);
  return { page, sections, modules: moduleRows };
}

/** The home page: the page of type 'home', else the first root page. */
export async function findHomePage(db: DbOrTx): Promise<PageRow | null> {
  const [home] = await prepared(db, 'pages_home', (on) => on.select().from(pages).where(eq(pages.page_type, 'home')).orderBy(asc(pages.order), asc(pages.id)).limit(1)).execute();
  if (home) return home;
  const [root] = await db.select().from(pages).where(isNull(pages.parent_id)).orderBy(asc(pages.order), asc(pages.id)).limit(1);
  return root ?? null;
}

/** The page at '/{locale}/{slug}' (slug may contain '/'; trailing slash optional). */
export async function findPageByPath(db: DbOrTx, locale: Locale, slug: string): Promise<PageRow | null> {
  const clean = slug.replace(/^\/+|\/+$/g, '');
  if (!clean) return findHomePage(db);
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f]/.test(clean)) return null; // no stored path has control characters
  const column = locale === 'en' ? pages.path_en : pages.path_de;
  const withSlash = `/${locale}/${clean}/`;
  // every page view's: built once per language (cms/db/prepared.ts)
  const byPath = prepared(db, `pages_by_path_${locale === 'en' ? 'en' : 'de'}`, (on) => on.select().from(pages).where(eq(column, sql.placeholder('path'))));
  const rows = await byPath.execute({ path: withSlash });
  if (rows[0]) return rows[0];
  // a path stored without its trailing slash (hand-made data) still matches
  const [other] = await byPath.execute({ path: withSlash.slice(0, -1) });
  return other ?? null;
}

function ogImageOf(ref: ImageRef | undefined): { url: string | null; thumbs: Record<string, string> } {
  if (!ref) return { url: null, thumbs: {} };
  const thumbs = Object.fromEntries(Object.entries(ref.renditions).map(([alias, r]) => [alias, r.jpeg]));
  // crawlers want JPEG near 1200x630: the horizontal rendition (1240x700) fits best
  return { url: thumbs.horizontal ?? thumbs.large ?? ref.url, thumbs };
}

/**
 * The Page JSON of a state in a locale; `versionId` names the version it comes from (null: live).
 * `editor`: the addresses include language versions not published yet.
 */
export async function renderPage(db: DbOrTx, state: PageState, locale: Locale, versionId: number | null = null, editor = false, sharedDrafts = false): Promise<Page> {
  const { page } = state;
  const parent = page.parent_id ? await loadPageRow(db, page.parent_id) : null;
  const own = state.sections.filter((s) => s.locale === locale);
  const sectionIds = new Set(own.map((s) => s.id));
  // placements show their reusable section (./sharedSections.ts): its draft to an editor working on the page
  const { sections, modules: moduleRows, placements, placed } = await expandPlacements(db, own, state.modules.filter((m) => sectionIds.has(m.section_id)), locale, sharedDrafts);
  // the page's own images and its modules' in one query
  const images = await loadImageRefs(db, [page.og_image_id, page.header_image_id, ...imageIdsOf(moduleRows)], locale);
  const og = ogImageOf(page.og_image_id ? images.get(page.og_image_id) : undefined);
  return notePlaced<Page>({
    id: page.id,
    urls: pageUrls(page, editor),
    content_type: 'page',
    page_type: page.page_type,
    parent: parent
      ? { id: parent.id, title: tr(parent, 'title', locale), url: publicUrl(parent[`path_${locale}`] ?? parent.path_de) ?? '' }
      : null,
    title: tr(page, 'title', locale),
    headline: tr(page, 'headline', locale),
    seo_headline: tr(page, 'seo_headline', locale),
    is_online: page.is_online,
    is_clickable: page.is_clickable,
    in_menu: page.in_menu,
    in_footer: page.in_footer,
    meta_title: tr(page, 'meta_title', locale),
    meta_description: tr(page, 'meta_description', locale),
    og_title: tr(page, 'og_title', locale),
    og_description: tr(page, 'og_description', locale),
    og_image: og.url,
    og_type: page.og_type,
    og_image_thumbs: og.thumbs,
    header_image: page.header_image_id ? (images.get(page.header_image_id) ?? null) : null,
    modules: withPlacements(sectionsWithImages(sections, moduleRows, images), placements),
    settings_url: settingsUrl(page.id),
    version_id: versionId,
  }, placed);
}
