/**
 * What a container section belongs to (content_type + object_id): a page, an event, a story, a
 * person, or the content hub (no object). Used to check that the object exists when a section is
 * created, and to hide sections of offline objects from visitors.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import type { DraftContentType } from '../../shared/contract/pages';
import type { SessionUser } from '../auth/session';
import type { DbOrTx } from '../db/client';
import { container_sections, events, pages, persons, shared_sections, stories } from '../db/schema';
import { objectUrls, personName, titledSlugs } from './common';
import { pageUrls } from './pageState';
import { publicUrl } from './publicUrl';
import type { SectionOwner } from './tree';

/** The table of each kind of owner but the hub. */
export const OWNER_TABLES = { page: pages, event: events, story: stories, person: persons, shared: shared_sections } as const;

type OwnerKind = keyof typeof OWNER_TABLES;

const isOwnerKind = (kind: string): kind is OwnerKind => kind in OWNER_TABLES;

/** The owner's online switch; null when there is no such owner (or it is the hub). */
export async function ownerRow(db: DbOrTx, owner: SectionOwner): Promise<{ is_online: boolean } | null> {
  if (!isOwnerKind(owner.content_type) || owner.object_id === null) return null;
  const table = OWNER_TABLES[owner.content_type];
  const [row] = await db.select({ is_online: table.is_online }).from(table).where(eq(table.id, owner.object_id));
  return row ?? null;
}

export async function ownerExists(db: DbOrTx, owner: SectionOwner): Promise<boolean> {
  if (owner.content_type === 'hub') return owner.object_id === null;
  return (await ownerRow(db, owner)) !== null;
}

/** Visitors see sections of online objects (and of the hub); editors see everything. */
export async function ownerVisible(db: DbOrTx, owner: SectionOwner, user: SessionUser | null): Promise<boolean> {
  if (user) return true;
  if (owner.content_type === 'hub') return true;
  return (await ownerRow(db, owner))?.is_online ?? false;
}

/** An owner's title per language and its addresses (lists of the translation and review workflows). */
export interface OwnerInfo {
  title: Record<Locale, string>;
  urls: Partial<Record<Locale, string>>;
}

export async function ownerInfos(db: DbOrTx, type: DraftContentType, ids: number[]): Promise<Map<number, OwnerInfo>> {
  const infos = new Map<number, OwnerInfo>();
  if (!ids.length) return infos;
  if (type === 'page') {
    const rows = await db.select({ id: pages.id, title_de: pages.title_de, title_en: pages.title_en, path_de: pages.path_de, path_en: pages.path_en }).from(pages).where(inArray(pages.id, ids));
    for (const row of rows) infos.set(row.id, { title: { de: row.title_de, en: row.title_en }, urls: pageUrls(row) });
  } else if (type === 'shared') {
    // a reusable section has no address of its own: per language, the first page that shows it there
    const rows = await db.select({ id: shared_sections.id, name: shared_sections.name }).from(shared_sections).where(inArray(shared_sections.id, ids));
    const places = await firstPlacements(db, ids);
    for (const row of rows) infos.set(row.id, { title: { de: row.name, en: row.name }, urls: places.get(row.id) ?? {} });
  } else if (type === 'event' || type === 'story') {
    const table = type === 'event' ? events : stories;
    const rows = await db.select({ id: table.id, slug: table.slug, title_de: table.title_de, title_en: table.title_en }).from(table).where(inArray(table.id, ids));
    const route = type === 'event' ? 'events-slug-id' : 'stories-slug-id';
    for (const row of rows) infos.set(row.id, { title: { de: row.title_de, en: row.title_en }, urls: objectUrls(route, titledSlugs(row), row.id) });
  } else {
    const rows = await db.select({ id: persons.id, slug: persons.slug, first_name: persons.first_name, last_name: persons.last_name, is_ensemble: persons.is_ensemble }).from(persons).where(inArray(persons.id, ids));
    for (const row of rows) {
      const name = personName(row);
      infos.set(row.id, { title: { de: name, en: name }, urls: objectUrls('persons-slug-id', row.slug, row.id) });
    }
  }
  return infos;
}

/** Per reusable section and language, the address of the first page (by id) that places it in that language. */
async function firstPlacements(db: DbOrTx, ids: number[]): Promise<Map<number, Partial<Record<Locale, string>>>> {
  const rows = await db
    .select({ shared: container_sections.shared_id, locale: container_sections.locale, path_de: pages.path_de, path_en: pages.path_en })
    .from(container_sections)
    .innerJoin(pages, and(eq(container_sections.content_type, 'page'), eq(pages.id, container_sections.object_id)))
    .where(and(isNotNull(container_sections.shared_id), inArray(container_sections.shared_id, ids)))
    .orderBy(asc(pages.id), asc(container_sections.id));
  const out = new Map<number, Partial<Record<Locale, string>>>();
  for (const row of rows) {
    const locale = row.locale as Locale;
    const url = publicUrl(locale === 'en' ? row.path_en : row.path_de);
    const urls = out.get(row.shared!) ?? {};
    if (url && !urls[locale]) urls[locale] = url;
    out.set(row.shared!, urls);
  }
  return out;
}
