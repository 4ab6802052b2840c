/**
 * Builds the search documents (one per object and locale) from the content tables, in batches:
 * `buildDocuments(db, 'event', [3, 4])` or `buildDocuments(db, 'event', null)` for every online one.
 * Only online objects give documents; a page without a path in a locale has no document there.
 *
 * Title and body per kind (body = plain text, HTML stripped):
 *   page          title | headline, SEO headline, meta description, text of its sections' modules
 *                 (a placement of a reusable section: that section's published modules in the
 *                 placement's language, at its place; nothing while it is in the trash)
 *   event         title | subtitle, text, venue, genre, tags, works (composer + title), performers (+ role), sections
 *   story         title | teaser, text, categories, tags, sections
 *   person        name  | position, instrument, categories, biography, sections
 *   subscription  name  | subtitle, description
 *   download      name  | (press directory) category, description, file titles
 */
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../shared/constants';
import { inSequence, type DbOrTx } from '../db/client';
import { tr } from '../db/i18n';
import {
  container_sections,
  download_categories,
  download_directories,
  download_files,
  event_performers,
  event_tags,
  event_works,
  events,
  events_event_tags,
  genres,
  modules,
  pages,
  person_categories,
  persons,
  persons_person_categories,
  shared_sections,
  stories,
  stories_story_categories,
  stories_story_tags,
  story_categories,
  story_tags,
  subscriptions,
  venues,
} from '../db/schema';
import type { ContentType } from '../db/schema/pages';
import type { SearchKind } from '../db/schema/search';
import { publishedSnapshots } from '../content/drafts';
import { cleanText, htmlToText, joinParts, moduleText } from './text';
import { groupBy, objectUrls, personName, titledSlugs } from '../content/common';

export interface SearchDocument {
  kind: SearchKind;
  object_id: number;
  locale: Locale;
  title: string;
  url: string;
  body: string;
  /** a concert's start, a story's date (UTC midnight); null for the other kinds (search_documents.sort_at) */
  sort_at: Date | null;
}

/** null = every object of the kind */
export type IdFilter = readonly number[] | null;

function idWhere(column: Parameters<typeof inArray>[0], ids: IdFilter): SQL | undefined {
  return ids === null ? undefined : inArray(column, [...ids]);
}

/**
 * Text of the container sections of objects of one content type: `${id}:${locale}` -> text. A
 * placement of a reusable section (a page's section with `shared_id`, issue 43 item 2) gives the
 * published text of that section in its language, as visitors see it there
 * (cms/content/sharedSections.ts expandPlacements); one in the trash (no `shared_sections` row) gives
 * nothing. The reusable sections' texts are read in one batch for every placement of `ids`.
 */
export async function sectionTexts(db: DbOrTx, contentType: ContentType, ids: IdFilter): Promise<Map<string, string>> {
  const sections: { id: number; object_id: number | null; locale: string; shared_id?: number | null }[] = await db
    .select({ id: container_sections.id, object_id: container_sections.object_id, locale: container_sections.locale, shared_id: container_sections.shared_id })
    .from(container_sections)
    .where(and(eq(container_sections.content_type, contentType), isNotNull(container_sections.object_id), idWhere(container_sections.object_id, ids)))
    .orderBy(asc(container_sections.order), asc(container_sections.id));
  const result = new Map<string, string>();
  // only what is published: owners with unpublished changes are indexed from their published snapshot
  const snapshots = await publishedSnapshots(db, contentType, ids === null ? null : [...ids]);
  const tableSections = sections.filter((s) => !snapshots.has(s.object_id!));
  let rows: { id: number; section_id: number; parent_id: number | null; model: string; data: Record<string, unknown>; column?: number; order?: number }[] =
    tableSections.length === 0
      ? []
      : await db
          .select({ id: modules.id, section_id: modules.section_id, parent_id: modules.parent_id, model: modules.model, data: modules.data })
          .from(modules)
          .where(inArray(modules.section_id, tableSections.map((s) => s.id)))
          .orderBy(asc(modules.section_id), asc(modules.column), asc(modules.order), asc(modules.id));
  for (const [objectId, snapshot] of snapshots) {
    const own = [...snapshot.sections].sort((a, b) => a.order - b.order || a.id - b.id);
    tableSections.push(...own.map((s) => ({ id: s.id, object_id: objectId, locale: s.locale, shared_id: s.shared_id })));
    rows = rows.concat([...snapshot.modules].sort((a, b) => a.column - b.column || a.order - b.order || a.id - b.id));
  }
  if (tableSections.length === 0) return result;
  const bySection = groupBy(rows, (m) => m.section_id);
  const children = groupBy(
    rows.filter((m) => m.parent_id !== null),
    (m) => m.parent_id,
  );
  const shared = contentType === 'shared' ? new Map<string, string>() : await placedTexts(db, tableSections);
  for (const section of tableSections) {
    const parts: string[] = [];
    if (typeof section.shared_id === 'number') parts.push(shared.get(`${section.shared_id}:${section.locale}`) ?? '');
    for (const module of bySection.get(section.id) ?? []) {
      if (module.parent_id !== null) continue;
      parts.push(moduleText(module.model, module.data));
      for (const child of children.get(module.id) ?? []) parts.push(moduleText(child.model, child.data));
    }
    const key = `${section.object_id}:${section.locale}`;
    result.set(key, joinParts([result.get(key), ...parts]));
  }
  return result;
}

/**
 * The published text of the reusable sections `sections` place (`${sharedId}:${locale}` -> text),
 * only of those that exist (one in the trash has no row).
 */
async function placedTexts(db: DbOrTx, sections: readonly { shared_id?: number | null }[]): Promise<Map<string, string>> {
  const placed = [...new Set(sections.flatMap((s) => (typeof s.shared_id === 'number' ? [s.shared_id] : [])))];
  if (placed.length === 0) return new Map();
  const existing = await db.select({ id: shared_sections.id }).from(shared_sections).where(inArray(shared_sections.id, placed));
  return existing.length === 0 ? new Map() : sectionTexts(db, 'shared', existing.map((r) => r.id));
}

async function pageDocuments(db: DbOrTx, ids: IdFilter): Promise<SearchDocument[]> {
  const rows = await db.select().from(pages).where(and(eq(pages.is_online, true), idWhere(pages.id, ids)));
  if (rows.length === 0) return [];
  const sections = await sectionTexts(db, 'page', rows.map((r) => r.id));
  const docs: SearchDocument[] = [];
  for (const row of rows) {
    for (const locale of LOCALES) {
      const url = locale === 'de' ? row.path_de : row.path_en;
      // a language version not published yet is not searchable (issue 45 item 3)
      if (!url || row[`unpublished_${locale}`]) continue;
      docs.push({
        kind: 'page',
        object_id: row.id,
        locale,
        title: cleanText(tr(row, 'title', locale)),
        url,
        sort_at: null,
        body: joinParts([
          tr(row, 'headline', locale),
          tr(row, 'seo_headline', locale),
          tr(row, 'meta_description', locale),
          sections.get(`${row.id}:${locale}`),
        ]),
      });
    }
  }
  return docs;
}

async function eventDocuments(db: DbOrTx, ids: IdFilter): Promise<SearchDocument[]> {
  const rows = await db
    .select({ event: events, venue: venues, genre: genres })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venue_id))
    .leftJoin(genres, eq(genres.id, events.genre_id))
    .where(and(eq(events.is_online, true), idWhere(events.id, ids)));
  if (rows.length === 0) return [];
  const eventIds = rows.map((r) => r.event.id);
  const [tags, works, performers, sections] = await inSequence([
    () => db
      .select({ event_id: events_event_tags.event_id, tag: event_tags })
      .from(events_event_tags)
      .innerJoin(event_tags, eq(event_tags.id, events_event_tags.tag_id))
      .where(inArray(events_event_tags.event_id, eventIds)),
    () => db.select().from(event_works).where(inArray(event_works.event_id, eventIds)).orderBy(asc(event_works.order), asc(event_works.id)),
    () => db
      .select()
      .from(event_performers)
      .where(inArray(event_performers.event_id, eventIds))
      .orderBy(asc(event_performers.order), asc(event_performers.id)),
    () => sectionTexts(db, 'event', eventIds),
  ]);
  const tagsOf = groupBy(tags, (t) => t.event_id);
  const worksOf = groupBy(works, (w) => w.event_id);
  const performersOf = groupBy(performers, (p) => p.event_id);
  return rows.flatMap(({ event, venue, genre }) =>
    LOCALES.map((locale) => ({
      kind: 'event' as const,
      object_id: event.id,
      locale,
      title: cleanText(tr(event, 'title', locale)),
      url: objectUrls('events-slug-id', titledSlugs(event), event.id)[locale],
      sort_at: event.start_at,
      body: joinParts([
        tr(event, 'subtitle', locale),
        htmlToText(tr(event, 'text', locale)),
        venue ? `${venue.name} ${venue.city}` : '',
        genre ? tr(genre, 'name', locale) : '',
        ...(tagsOf.get(event.id) ?? []).map((t) => tr(t.tag, 'name', locale)),
        ...(worksOf.get(event.id) ?? []).map((w) => `${w.composer}: ${tr(w, 'title', locale)}`),
        ...(performersOf.get(event.id) ?? []).map((p) => [p.name, tr(p, 'role', locale)].filter(Boolean).join(', ')),
        sections.get(`${event.id}:${locale}`),
      ]),
    })),
  );
}

async function storyDocuments(db: DbOrTx, ids: IdFilter): Promise<SearchDocument[]> {
  const rows = await db.select().from(stories).where(and(eq(stories.is_online, true), idWhere(stories.id, ids)));
  if (rows.length === 0) return [];
  const storyIds = rows.map((r) => r.id);
  const [categories, tags, sections] = await inSequence([
    () => db
      .select({ story_id: stories_story_categories.story_id, category: story_categories })
      .from(stories_story_categories)
      .innerJoin(story_categories, eq(story_categories.id, stories_story_categories.category_id))
      .where(inArray(stories_story_categories.story_id, storyIds)),
    () => db
      .select({ story_id: stories_story_tags.story_id, tag: story_tags })
      .from(stories_story_tags)
      .innerJoin(story_tags, eq(story_tags.id, stories_story_tags.tag_id))
      .where(inArray(stories_story_tags.story_id, storyIds)),
    () => sectionTexts(db, 'story', storyIds),
  ]);
  const categoriesOf = groupBy(categories, (c) => c.story_id);
  const tagsOf = groupBy(tags, (t) => t.story_id);
  return rows.flatMap((story) =>
    LOCALES.map((locale) => ({
      kind: 'story' as const,
      object_id: story.id,
      locale,
      title: cleanText(tr(story, 'title', locale)),
      url: objectUrls('stories-slug-id', titledSlugs(story), story.id)[locale],
      sort_at: new Date(`${story.date}T00:00:00Z`),
      body: joinParts([
        tr(story, 'teaser', locale),
        htmlToText(tr(story, 'text', locale)),
        ...(categoriesOf.get(story.id) ?? []).map((c) => tr(c.category, 'name', locale)),
        ...(tagsOf.get(story.id) ?? []).map((t) => tr(t.tag, 'name', locale)),
        sections.get(`${story.id}:${locale}`),
      ]),
    })),
  );
}

async function personDocuments(db: DbOrTx, ids: IdFilter): Promise<SearchDocument[]> {
  const rows = await db.select().from(persons).where(and(eq(persons.is_online, true), idWhere(persons.id, ids)));
  if (rows.length === 0) return [];
  const personIds = rows.map((r) => r.id);
  const [categories, sections] = await inSequence([
    () => db
      .select({ person_id: persons_person_categories.person_id, category: person_categories })
      .from(persons_person_categories)
      .innerJoin(person_categories, eq(person_categories.id, persons_person_categories.category_id))
      .where(inArray(persons_person_categories.person_id, personIds)),
    () => sectionTexts(db, 'person', personIds),
  ]);
  const categoriesOf = groupBy(categories, (c) => c.person_id);
  return rows.flatMap((person) =>
    LOCALES.map((locale) => ({
      kind: 'person' as const,
      object_id: person.id,
      locale,
      title: cleanText(personName(person)),
      url: objectUrls('persons-slug-id', person.slug, person.id)[locale],
      sort_at: null,
      body: joinParts([
        tr(person, 'position', locale),
        tr(person, 'instrument', locale),
        ...(categoriesOf.get(person.id) ?? []).map((c) => tr(c.category, 'name', locale)),
        htmlToText(tr(person, 'biography', locale)),
        sections.get(`${person.id}:${locale}`),
      ]),
    })),
  );
}

async function subscriptionDocuments(db: DbOrTx, ids: IdFilter): Promise<SearchDocument[]> {
  const rows = await db.select().from(subscriptions).where(and(eq(subscriptions.is_online, true), idWhere(subscriptions.id, ids)));
  return rows.flatMap((row) =>
    LOCALES.map((locale) => ({
      kind: 'subscription' as const,
      object_id: row.id,
      locale,
      title: cleanText(tr(row, 'name', locale)),
      url: objectUrls('subscriptions-slug-id', row.slug, row.id)[locale],
      sort_at: null,
      body: joinParts([tr(row, 'subtitle', locale), htmlToText(tr(row, 'description', locale))]),
    })),
  );
}

async function downloadDocuments(db: DbOrTx, ids: IdFilter): Promise<SearchDocument[]> {
  const rows = await db
    .select({ directory: download_directories, category: download_categories })
    .from(download_directories)
    .innerJoin(download_categories, eq(download_categories.id, download_directories.category_id))
    .where(idWhere(download_directories.id, ids));
  if (rows.length === 0) return [];
  const files = await db
    .select()
    .from(download_files)
    .where(inArray(download_files.directory_id, rows.map((r) => r.directory.id)))
    .orderBy(asc(download_files.order), asc(download_files.id));
  const filesOf = groupBy(files, (f) => f.directory_id);
  return rows.flatMap(({ directory, category }) =>
    LOCALES.map((locale) => ({
      kind: 'download' as const,
      object_id: directory.id,
      locale,
      title: cleanText(tr(directory, 'name', locale)),
      url: objectUrls('press-slug-id', directory.slug, directory.id)[locale],
      sort_at: null,
      body: joinParts([
        tr(category, 'name', locale),
        htmlToText(tr(directory, 'description', locale)),
        ...(filesOf.get(directory.id) ?? []).map((f) => tr(f, 'title', locale)),
      ]),
    })),
  );
}

const BUILDERS: Record<SearchKind, (db: DbOrTx, ids: IdFilter) => Promise<SearchDocument[]>> = {
  page: pageDocuments,
  event: eventDocuments,
  story: storyDocuments,
  person: personDocuments,
  subscription: subscriptionDocuments,
  download: downloadDocuments,
};

export function buildDocuments(db: DbOrTx, kind: SearchKind, ids: IdFilter): Promise<SearchDocument[]> {
  if (ids !== null && ids.length === 0) return Promise.resolve([]);
  return BUILDERS[kind](db, ids);
}
