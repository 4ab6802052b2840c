/**
 * The page editor's new pages and new language versions (issue 45 items 3 and 7; reads and rules:
 * cms/content/languageVersions.ts). Each is one transaction through the one write path
 * (./contentWrite.ts): a new page gets its first version ('created in the editor') and its search
 * documents as the admin's create does; a new language version is an editor write of the page (lock,
 * baseline, draft, version, search) that sets the language's title and slug, hides the version from
 * visitors until a publish of that language (`unpublished_{locale}`) and, when asked, copies the other
 * language's modules into it (marked 'needs translation', links to their counterparts).
 */
import { and, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import { PAGE_NOTES } from '../../shared/history/changes';
import type { Db, Tx } from '../db/client';
import { pages } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { LANGUAGE_NAMES, PAGE_CREATE_MESSAGES, pathBelow, pathFree, SLUG_PATTERN } from '../content/languageVersions';
import { loadPageRow, publicUrl, type PageRow } from '../content/pageState';
import { updatePaths } from '../content/pageTree';
import { copySections, moduleCountIn, otherLocale } from '../content/translation';
import { adminPageWrite, editorWrite } from './contentWrite';

export interface NewPageInput {
  title: string;
  slug: string;
  parent_id: number | null;
}

export interface NewVersionInput {
  /** the language of the new version */
  to: Locale;
  title: string;
  slug: string;
  /** copy the other language's modules into it */
  copy: boolean;
}

/** Title and slug as typed, checked (400 with the message at its field, in `locale`). */
function checked(input: { title: string; slug: string }, locale: Locale): { title: string; slug: string } {
  const m = PAGE_CREATE_MESSAGES[locale];
  const title = input.title.replace(/\s+/g, ' ').trim();
  const slug = input.slug.trim();
  const errors: Record<string, string[]> = {};
  if (!title) errors.title = [m.titleRequired];
  if (!slug) errors.slug = [m.slugRequired];
  else if (!SLUG_PATTERN.test(slug)) errors.slug = [m.slugInvalid];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { title, slug };
}

/** The parent (400 when it is gone) and the path below it in `to` (400 when the parent has no address there, or the path is taken). */
async function placeOf(tx: Tx, parentId: number | null, slug: string, to: Locale, except: number | null, locale: Locale): Promise<{ parent: PageRow | null; path: string }> {
  const m = PAGE_CREATE_MESSAGES[locale];
  const parent = parentId === null ? null : await loadPageRow(tx, parentId);
  if (parentId !== null && !parent) throw new ValidationError({ parent_id: [m.parentMissing] });
  const path = pathBelow(parent, slug, to);
  if (path === null) throw new ValidationError({ parent_id: [m.parentWithout(LANGUAGE_NAMES[locale][to])] });
  if (!(await pathFree(tx, path, to, except))) throw new ValidationError({ slug: [m.slugTaken] });
  return { parent, path };
}

/** A new page in `locale` only (offline, as the admin's new pages are), last among its siblings; answers its id and address. */
export async function createPage(db: Db, user: { id: number }, input: NewPageInput, locale: Locale): Promise<{ id: number; url: string }> {
  const { title, slug } = checked(input, locale);
  return db.transaction(async (tx) => {
    await placeOf(tx, input.parent_id, slug, locale, null, locale);
    const [last] = await tx
      .select({ order: max(pages.order) })
      .from(pages)
      .where(input.parent_id === null ? isNull(pages.parent_id) : eq(pages.parent_id, input.parent_id));
    const [row] = await tx
      .insert(pages)
      .values({ parent_id: input.parent_id, order: (last?.order ?? -1) + 1, [`title_${locale}`]: title, [`slug_${locale}`]: slug })
      .returning({ id: pages.id });
    const result = await updatePaths(tx, row.id);
    if ('problem' in result) throw new ValidationError({ slug: [PAGE_CREATE_MESSAGES[locale].slugTaken] });
    await adminPageWrite.after(tx, row.id, user.id, PAGE_NOTES.editorCreated, result.touched);
    const created = await loadPageRow(tx, row.id);
    return { id: row.id, url: publicUrl(created![`path_${locale}`])! };
  });
}

/**
 * The page's version in `input.to`, made as a draft that visitors do not see until it is published
 * in that language; 409 when the page has one already. Answers its address and how many modules
 * were copied into it.
 */
export async function createLanguageVersion(db: Db, user: { id: number }, pageId: number, input: NewVersionInput, locale: Locale): Promise<{ url: string; copied: number }> {
  const m = PAGE_CREATE_MESSAGES[locale];
  const { title, slug } = checked(input, locale);
  const to = input.to;
  const from = otherLocale(to);
  const owner = { content_type: 'page' as const, object_id: pageId };
  const note = to === 'de' ? PAGE_NOTES.versionCreatedDe : PAGE_NOTES.versionCreatedEn;
  return editorWrite(db, user, note, async (tx, { before }) => {
    const page = await loadPageRow(tx, pageId);
    if (!page) throw new NotFoundError();
    await before(owner);
    if (page[`path_${to}`]) throw new ConflictError(m.versionExists(LANGUAGE_NAMES[locale][to]));
    await placeOf(tx, page.parent_id, slug, to, pageId, locale);
    const column = to === 'de' ? pages.path_de : pages.path_en;
    // pages below it with a slug in `to` get an address with it: they too wait for their publish
    const without = (await tx.select({ id: pages.id }).from(pages).where(isNull(column))).map((r) => r.id);
    await tx
      .update(pages)
      .set({ [`title_${to}`]: title, [`slug_${to}`]: slug, [`unpublished_${to}`]: true })
      .where(eq(pages.id, pageId));
    const result = await updatePaths(tx, pageId);
    if ('problem' in result) throw new ValidationError({ slug: [m.slugTaken] });
    const addressed = result.touched.filter((id) => id !== pageId && without.includes(id));
    if (addressed.length > 0) await tx.update(pages).set({ [`unpublished_${to}`]: true }).where(and(inArray(pages.id, addressed), isNotNull(column)));
    const copied = input.copy && (await moduleCountIn(tx, owner, from)) > 0 && (await moduleCountIn(tx, owner, to)) === 0 ? await copySections(tx, owner, from, to, user.id) : 0;
    const row = await loadPageRow(tx, pageId);
    return { url: publicUrl(row![`path_${to}`])!, copied };
  });
}

