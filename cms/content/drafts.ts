/**
 * Drafts and publishing of in-place content (schema: cms/db/schema/drafts.ts; docs/editor.md).
 *
 * The sections/modules rows of an owner are the DRAFT editors work on. Visitors, the cache and the
 * search index read `publishedContent()`: the rows while the owner has no unpublished changes, else
 * the snapshot taken at the last publish (or, for content from before drafts existed, the state
 * just before the first draft write). The hub (no object) is not drafted: its writes are live.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import type { ContainerSection } from '../../shared/contract/pages';
import { prepared } from '../db/prepared';
import type { DbOrTx } from '../db/client';
import { container_sections, content_publications, editors, shared_sections, type KeptContent } from '../db/schema';
import { changedLocales, mergeLocales, type OwnerContent } from './draftLocales';
import { moduleContent, modulesOfSections, sectionColumns, sectionsJson, sectionsOfOwner, withoutMarks, type ModuleData, type SectionData, type SectionOwner } from './tree';

export type { OwnerContent } from './draftLocales';

export type DraftOwner = { content_type: 'page' | 'event' | 'story' | 'person' | 'shared'; object_id: number };

/** 'shared': a reusable section (issue 43 item 2, ./sharedSections.ts) */
export const DRAFT_OWNER_TYPES = ['page', 'event', 'story', 'person', 'shared'] as const;

export const isDrafted = (owner: SectionOwner): owner is DraftOwner =>
  owner.object_id !== null && (DRAFT_OWNER_TYPES as readonly string[]).includes(owner.content_type);

/** The rows of an owner (its draft, every locale). */
export async function draftContent(db: DbOrTx, owner: SectionOwner): Promise<OwnerContent> {
  const sections = await db.select(sectionColumns).from(container_sections).where(sectionsOfOwner(owner)).orderBy(asc(container_sections.id));
  const modules = (await modulesOfSections(db, sections.map((s) => s.id))).map(moduleContent);
  return { sections, modules };
}

export const ownerWhere = (owner: DraftOwner) =>
  and(eq(content_publications.content_type, owner.content_type), eq(content_publications.object_id, owner.object_id));

/** The published snapshot of an owner with unpublished changes, else null (its rows are published). */
export async function publishedSnapshot(db: DbOrTx, owner: SectionOwner): Promise<OwnerContent | null> {
  if (!isDrafted(owner)) return null;
  // read for every page and object a visitor sees: built once (cms/db/prepared.ts)
  const [row] = await prepared(db, 'publications_snapshot', (on) =>
    on
      .select({ sections: content_publications.sections, modules: content_publications.modules })
      .from(content_publications)
      .where(
        and(
          eq(content_publications.content_type, sql.placeholder('type')),
          eq(content_publications.object_id, sql.placeholder('id')),
          eq(content_publications.has_draft, true),
        ),
      ),
  ).execute({ type: owner.content_type, id: owner.object_id });
  return row ? { sections: row.sections as SectionData[], modules: row.modules as ModuleData[] } : null;
}

/** What visitors see of an owner. */
export async function publishedContent(db: DbOrTx, owner: SectionOwner): Promise<OwnerContent> {
  return (await publishedSnapshot(db, owner)) ?? draftContent(db, owner);
}

/** Published snapshots of every owner of a type with unpublished changes (ids: null = all): object_id -> content. */
export async function publishedSnapshots(db: DbOrTx, contentType: string, ids: readonly number[] | null): Promise<Map<number, OwnerContent>> {
  const rows = await db
    .select({ object_id: content_publications.object_id, sections: content_publications.sections, modules: content_publications.modules })
    .from(content_publications)
    .where(
      and(
        eq(content_publications.content_type, contentType),
        eq(content_publications.has_draft, true),
        ids === null ? undefined : inArray(content_publications.object_id, [...ids]),
      ),
    );
  return new Map(rows.map((r) => [r.object_id, { sections: r.sections as SectionData[], modules: r.modules as ModuleData[] }]));
}

/**
 * Called before the first change of a write (inside its transaction, with the owner locked): the
 * owner now has unpublished changes. The first time, what is live is kept as the published snapshot.
 */
export async function markDraft(tx: DbOrTx, owner: SectionOwner, editorId: number | null): Promise<void> {
  if (!isDrafted(owner)) return;
  const [row] = await tx.select({ has_draft: content_publications.has_draft }).from(content_publications).where(ownerWhere(owner)).for('update');
  const now = new Date();
  if (row?.has_draft) {
    await tx.update(content_publications).set({ draft_updated_at: now, draft_updated_by: editorId }).where(ownerWhere(owner));
    return;
  }
  const live = await draftContent(tx, owner);
  await tx
    .insert(content_publications)
    .values({ ...owner, has_draft: true, sections: live.sections, modules: live.modules, draft_updated_at: now, draft_updated_by: editorId })
    .onConflictDoUpdate({
      target: [content_publications.content_type, content_publications.object_id],
      set: { has_draft: true, sections: live.sections, modules: live.modules, draft_updated_at: now, draft_updated_by: editorId },
    });
}

/**
 * The draft becomes what visitors see, in every language or in `locales` only (./draftLocales.ts:
 * the other languages keep their unpublished changes). What they saw until now is kept
 * (`before_publish`), so undo can bring it back (cms/content/publicationUndo.ts). Returns whether
 * there was anything to publish (in those languages).
 */
export async function publishDraft(tx: DbOrTx, owner: DraftOwner, editorId: number | null, locales?: readonly Locale[]): Promise<boolean> {
  const [row] = await tx
    .select({
      has_draft: content_publications.has_draft,
      sections: content_publications.sections,
      modules: content_publications.modules,
      published_at: content_publications.published_at,
      published_by: content_publications.published_by,
    })
    .from(content_publications)
    .where(ownerWhere(owner))
    .for('update');
  if (!row?.has_draft) return false;
  const now = new Date();
  const before: KeptContent = { sections: row.sections, modules: row.modules, at: row.published_at?.toISOString() ?? null, by: row.published_by };
  const published = { sections: row.sections as SectionData[], modules: row.modules as ModuleData[] };
  const part = locales && (await partOfDraft(tx, owner, published, locales));
  if (part && part.chosen.length === 0) return false;
  if (part && part.others.length > 0) {
    // some languages only: the snapshot takes their rows, the others stay a draft
    const merged = mergeLocales(published, part.draft, part.chosen);
    await tx
      .update(content_publications)
      .set({ sections: merged.sections, modules: merged.modules, published_at: now, published_by: editorId, before_publish: before })
      .where(ownerWhere(owner));
    return true;
  }
  // the rows are now published: the snapshot is not read while has_draft is false, so keep it small
  await tx
    .update(content_publications)
    .set({ has_draft: false, sections: [], modules: [], published_at: now, published_by: editorId, before_publish: before })
    .where(ownerWhere(owner));
  return true;
}

/**
 * Which of `locales` have unpublished changes (`chosen`) and which other languages have (`others`),
 * with the draft they were read from.
 */
export async function partOfDraft(db: DbOrTx, owner: DraftOwner, published: OwnerContent, locales: readonly Locale[]): Promise<{ draft: OwnerContent; chosen: Locale[]; others: Locale[] }> {
  const draft = await draftContent(db, owner);
  const changed = changedLocales(draft, published);
  return { draft, chosen: changed.filter((l) => locales.includes(l)), others: changed.filter((l) => !locales.includes(l)) };
}

/** The languages of an owner with unpublished changes (none without a draft). */
export async function draftLocalesOf(db: DbOrTx, owner: DraftOwner): Promise<Locale[]> {
  const snapshot = await publishedSnapshot(db, owner);
  return snapshot ? changedLocales(await draftContent(db, owner), snapshot) : [];
}

/**
 * A publish showed the page's language versions `shown` (not published before, issue 45 item 3):
 * the kept state before the publish says so, so its undo hides them again. When the publish changed
 * no content (`kept` false: a new language version without modules yet), the state before it is
 * kept here.
 */
export async function keepShownLocales(tx: DbOrTx, owner: DraftOwner, editorId: number | null, shown: readonly Locale[], kept: boolean): Promise<void> {
  const [row] = await tx
    .select({
      has_draft: content_publications.has_draft,
      sections: content_publications.sections,
      modules: content_publications.modules,
      published_at: content_publications.published_at,
      published_by: content_publications.published_by,
      before_publish: content_publications.before_publish,
    })
    .from(content_publications)
    .where(ownerWhere(owner))
    .for('update');
  if (kept && row?.before_publish) {
    await tx.update(content_publications).set({ before_publish: { ...row.before_publish, unpublished: [...shown] } }).where(ownerWhere(owner));
    return;
  }
  const visible = row?.has_draft ? { sections: row.sections, modules: row.modules } : await draftContent(tx, owner);
  const before: KeptContent = { sections: visible.sections, modules: visible.modules, at: row?.published_at?.toISOString() ?? null, by: row?.published_by ?? null, unpublished: [...shown] };
  const now = new Date();
  await tx
    .insert(content_publications)
    .values({ ...owner, has_draft: false, published_at: now, published_by: editorId, before_publish: before })
    .onConflictDoUpdate({ target: [content_publications.content_type, content_publications.object_id], set: { published_at: now, published_by: editorId, before_publish: before } });
}

/**
 * `approved` (the draft as a reviewer approved it for a go-live) becomes what visitors see, in every
 * language or in `locales` only (the languages submitted: the others keep what visitors saw), while
 * the rows, changed since, stay the draft (`has_draft`). What they saw until now is kept for undo, as
 * a publish does.
 */
export async function publishApproved(tx: DbOrTx, owner: DraftOwner, approved: KeptContent, editorId: number | null, locales?: readonly Locale[]): Promise<void> {
  const [row] = await tx
    .select({ sections: content_publications.sections, modules: content_publications.modules, published_at: content_publications.published_at, published_by: content_publications.published_by })
    .from(content_publications)
    .where(ownerWhere(owner))
    .for('update');
  if (!row) return;
  const before: KeptContent = { sections: row.sections, modules: row.modules, at: row.published_at?.toISOString() ?? null, by: row.published_by };
  const whole = { sections: approved.sections as SectionData[], modules: approved.modules as ModuleData[] };
  const shown = locales ? mergeLocales({ sections: row.sections as SectionData[], modules: row.modules as ModuleData[] }, whole, locales) : whole;
  await tx
    .update(content_publications)
    .set({ has_draft: true, sections: shown.sections, modules: shown.modules, published_at: new Date(), published_by: editorId, before_publish: before })
    .where(ownerWhere(owner));
}

/** The name an editor is shown by: 'First Last', else the username. */
export const editorName = (row: { first_name: string; last_name: string; username: string }) =>
  `${row.first_name} ${row.last_name}`.trim() || row.username;

export async function editorNameOf(db: DbOrTx, editorId: number | null): Promise<string | null> {
  if (editorId === null) return null;
  const [row] = await db.select({ first_name: editors.first_name, last_name: editors.last_name, username: editors.username }).from(editors).where(eq(editors.id, editorId));
  return row ? editorName(row) : null;
}

export interface PublicationRow {
  has_draft: boolean;
  published_at: Date | null;
  published_by: number | null;
  draft_updated_at: Date | null;
  draft_updated_by: number | null;
  other_change_at: Date | null;
  other_change_by: number | null;
}

export async function publicationRow(db: DbOrTx, owner: DraftOwner): Promise<PublicationRow | null> {
  const [row] = await db
    .select({
      has_draft: content_publications.has_draft,
      published_at: content_publications.published_at,
      published_by: content_publications.published_by,
      draft_updated_at: content_publications.draft_updated_at,
      draft_updated_by: content_publications.draft_updated_by,
      other_change_at: content_publications.other_change_at,
      other_change_by: content_publications.other_change_by,
    })
    .from(content_publications)
    .where(ownerWhere(owner));
  return row ?? null;
}

/** Whether the section is a placement of a reusable section that is in the trash (it shows nothing: cms/content/sharedSections.ts). */
async function placesGone(db: DbOrTx, section: Pick<SectionData, 'shared_id'>): Promise<boolean> {
  if (typeof section.shared_id !== 'number') return false;
  const [row] = await db.select({ id: shared_sections.id }).from(shared_sections).where(eq(shared_sections.id, section.shared_id));
  return !row;
}

/**
 * A section as visitors see it, looked up by slug or id in a locale: from the published snapshot of
 * an owner with unpublished changes, else from the rows (a row of an owner with a draft is not
 * published, unless the snapshot has it), without the editor's translation marks. null: no such published section
 * (a placement of a reusable section in the trash is none).
 */
export async function publishedSection(
  db: DbOrTx,
  locale: Locale,
  key: { slug: string } | { id: number },
): Promise<{ owner: SectionOwner; json: ContainerSection } | null> {
  const match = 'slug' in key ? { slug: key.slug, locale } : { id: key.id, locale };
  // a concert's, a person's and a story's own section, on every uncached view: built once (cms/db/prepared.ts)
  const [snap] = await prepared(db, 'published_section_snapshot', (on) =>
    on
      .select({
        content_type: content_publications.content_type,
        object_id: content_publications.object_id,
        sections: content_publications.sections,
        modules: content_publications.modules,
      })
      .from(content_publications)
      .where(and(eq(content_publications.has_draft, true), sql`${content_publications.sections} @> ${sql.placeholder('match')}::jsonb`))
      .limit(1),
  ).execute({ match: JSON.stringify([match]) });
  const section = snap && (snap.sections as SectionData[]).find((s) => s.locale === locale && ('slug' in key ? s.slug === key.slug : s.id === key.id));
  // a placement of a reusable section in the trash is none (its anchor may be another section's now)
  if (snap && section && !(await placesGone(db, section))) {
    const modules = withoutMarks((snap.modules as ModuleData[]).filter((m) => m.section_id === section.id));
    const [json] = await sectionsJson(db, [section], modules, locale);
    return { owner: { content_type: snap.content_type, object_id: snap.object_id }, json };
  }
  const [row] = await prepared(db, 'slug' in key ? 'section_by_slug' : 'section_by_id', (on) =>
    on
      .select(sectionColumns)
      .from(container_sections)
      .where(and(eq(container_sections.locale, sql.placeholder('locale')), 'slug' in key ? eq(container_sections.slug, sql.placeholder('key')) : eq(container_sections.id, sql.placeholder('key')))),
  ).execute({ locale, key: 'slug' in key ? key.slug : key.id });
  if (!row) return null;
  const owner = { content_type: row.content_type, object_id: row.object_id };
  if (await publishedSnapshot(db, owner)) return null; // only in the draft
  const [json] = await sectionsJson(db, [row], withoutMarks((await modulesOfSections(db, [row.id])).map(moduleContent)), locale);
  return { owner, json };
}
