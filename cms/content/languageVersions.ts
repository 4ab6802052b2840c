/**
 * Language versions of a page made in the page editor, and new pages (issue 45 items 3 and 7,
 * docs/editor.md "Translation" and "New page"): a page has a version in a language when it has an
 * address there (`path_de` / `path_en`, ./pageTree.ts). A version made in the editor is a draft
 * until a publish of that language: `pages.unpublished_{locale}` hides it from visitors (404 at its
 * address, no language switch, hreflang, menu, sitemap or search entry; ./pageAnswer.ts,
 * ./pageState.ts `pageUrls`). What this file holds: the slug suggestion, the parent list by title,
 * the flags and the messages. The writes are cms/write/pageCreateWrite.ts.
 */
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../shared/constants';
import { slugify } from '../../shared/slug';
import type { DbOrTx } from '../db/client';
import { tr } from '../db/i18n';
import { pages } from '../db/schema';
import { childPath } from './pageTree';
import { publicUrl, type PageRow } from './pageState';

export const LANGUAGE_NAMES: Record<Locale, Record<Locale, string>> = {
  de: { de: 'Deutsch', en: 'Englisch' },
  en: { de: 'German', en: 'English' },
};

/** The messages of creating a page or a language version, in the editor's language. */
export const PAGE_CREATE_MESSAGES: Record<
  Locale,
  {
    titleRequired: string;
    slugRequired: string;
    slugInvalid: string;
    slugTaken: string;
    parentMissing: string;
    parentWithout: (language: string) => string;
    versionExists: (language: string) => string;
    sameLanguage: string;
  }
> = {
  de: {
    titleRequired: 'Bitte einen Titel eingeben.',
    slugRequired: 'Bitte eine Adresse (Slug) eingeben.',
    slugInvalid: 'Die Adresse darf nur Kleinbuchstaben a–z, Ziffern und Bindestriche enthalten.',
    slugTaken: 'Eine andere Seite hat bereits diese Adresse. Bitte eine andere wählen.',
    parentMissing: 'Die übergeordnete Seite gibt es nicht mehr.',
    parentWithout: (language) => `Die übergeordnete Seite hat noch keine Fassung auf ${language}. Legen Sie zuerst deren Fassung an.`,
    versionExists: (language) => `Diese Seite hat schon eine Fassung auf ${language}.`,
    sameLanguage: 'Die neue Fassung muss in der anderen Sprache sein.',
  },
  en: {
    titleRequired: 'Please enter a title.',
    slugRequired: 'Please enter an address (slug).',
    slugInvalid: 'The address may contain only lower-case letters a–z, digits and hyphens.',
    slugTaken: 'Another page already has this address. Please choose another one.',
    parentMissing: 'The parent page no longer exists.',
    parentWithout: (language) => `The parent page has no ${language} version yet. Create that one first.`,
    versionExists: (language) => `This page already has a ${language} version.`,
    sameLanguage: 'The new version must be in the other language.',
  },
};

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a language of the page is a version made in the editor and not published yet. */
export const hiddenLocales = (page: Pick<PageRow, 'unpublished_de' | 'unpublished_en'>): Locale[] => LOCALES.filter((l) => page[`unpublished_${l}`]);

/** The languages of page `pageId` not published yet (none for another owner or no such page). */
export async function unpublishedLocalesOf(db: DbOrTx, pageId: number): Promise<Locale[]> {
  const [row] = await db.select({ unpublished_de: pages.unpublished_de, unpublished_en: pages.unpublished_en }).from(pages).where(eq(pages.id, pageId));
  return row ? hiddenLocales(row) : [];
}

/**
 * A publish of `locales` shows the page's versions in them that were not published yet; answers
 * which it showed (an undo of the publish hides them again: `hideLocales`).
 */
export async function showLocales(db: DbOrTx, pageId: number, locales: readonly Locale[]): Promise<Locale[]> {
  const shown = (await unpublishedLocalesOf(db, pageId)).filter((l) => locales.includes(l));
  if (shown.length > 0) await db.update(pages).set(Object.fromEntries(shown.map((l) => [`unpublished_${l}`, false]))).where(eq(pages.id, pageId));
  return shown;
}

export async function hideLocales(db: DbOrTx, pageId: number, locales: readonly Locale[]): Promise<void> {
  const hidden = LOCALES.filter((l) => locales.includes(l));
  if (hidden.length > 0) await db.update(pages).set(Object.fromEntries(hidden.map((l) => [`unpublished_${l}`, true]))).where(eq(pages.id, pageId));
}

/** The path a page of `slug` below `parent` would have in `locale` (null: the parent has no address there). */
export function pathBelow(parent: Pick<PageRow, 'path_de' | 'path_en'> | null, slug: string, locale: Locale): string | null {
  return childPath(parent ? parent[`path_${locale}`] : null, slug, locale, parent === null);
}

/** Whether `path` is free in `locale` (the page `except` may have it). */
export async function pathFree(db: DbOrTx, path: string, locale: Locale, except: number | null): Promise<boolean> {
  const column = locale === 'en' ? pages.path_en : pages.path_de;
  const where: SQL | undefined = except === null ? eq(column, path) : and(eq(column, path), ne(pages.id, except));
  const [clash] = await db.select({ id: pages.id }).from(pages).where(where).limit(1);
  return !clash;
}

/**
 * A free slug for `title` below `parent` in `locale`: the title's slug, else with '-2', '-3' …
 * (the page `except` itself does not count). '' for a title without letters or digits.
 */
export async function suggestSlug(db: DbOrTx, title: string, parent: Pick<PageRow, 'path_de' | 'path_en'> | null, locale: Locale, except: number | null): Promise<string> {
  const base = slugify(title).slice(0, 80).replace(/-+$/, '');
  if (!base) return '';
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const path = pathBelow(parent, slug, locale);
    // below a parent without an address in this language there is nothing to clash with
    if (path === null || (await pathFree(db, path, locale, except))) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

export interface ParentOption {
  id: number;
  /** the title in the asked language (the other's when empty) */
  title: string;
  /** 0 for a top-level page */
  depth: number;
  /** the address in the asked language, null when the page has none there */
  url: string | null;
}

/** Every page as a parent to choose, by title, in tree order (children below their parent). */
export async function parentOptions(db: DbOrTx, locale: Locale): Promise<ParentOption[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.order), asc(pages.id));
  const children = new Map<number | null, PageRow[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const out: ParentOption[] = [];
  const visit = (row: PageRow, depth: number) => {
    if (depth > 50) return;
    out.push({ id: row.id, title: tr(row, 'title', locale) || row.title_en, depth, url: publicUrl(row[`path_${locale}`]) });
    for (const child of children.get(row.id) ?? []) visit(child, depth + 1);
  };
  for (const root of children.get(null) ?? []) visit(root, 0);
  return out;
}
