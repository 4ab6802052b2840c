/**
 * Publication of an owner (a page, concert, story or person): its status (draft, published, when
 * and by whom, the scheduled times, who else has it open), discarding a draft (and the answer after it), editors' presence
 * and the scheduled go-live and take-down times.
 */
import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { LOCALES, PRESENCE_TTL_MS, type Locale } from '../../shared/constants';
import type { DiscardResult, PublicationStatus } from '../../shared/contract/pages';
import type { DbOrTx, Tx } from '../db/client';
import { container_sections, content_publications, editor_presence, editors, type KeptContent } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import { contentOfLocale, mergeLocales } from './draftLocales';
import { draftContent, draftLocalesOf, editorName, editorNameOf, ownerWhere, partOfDraft, publicationRow, type DraftOwner, type PublicationRow } from './drafts';
import { PAGE_EDITOR_MESSAGES } from './messages';
import { unpublishedLocalesOf } from './languageVersions';
import { OWNER_TABLES } from './owners';
import { replaceSections } from './pageVersions';
import { reviewSummary } from './reviews';
import { sectionsJson, type ModuleData, type SectionData } from './tree';

/** The owner's row (locked for the transaction with `lock`); 404 when there is none. */
export async function ownerRow(db: DbOrTx, owner: DraftOwner, lock = false) {
  const table = OWNER_TABLES[owner.content_type];
  const columns = {
    is_online: table.is_online,
    publish_at: 'publish_at' in table ? table.publish_at : sql<Date | null>`null`,
    unpublish_at: 'unpublish_at' in table ? table.unpublish_at : sql<Date | null>`null`,
    publish_locales: 'publish_locales' in table ? table.publish_locales : sql<Locale[] | null>`null`,
  };
  const query = db.select(columns).from(table).where(eq(table.id, owner.object_id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function publicationStatus(db: DbOrTx, owner: DraftOwner, editorId: number | null): Promise<PublicationStatus> {
  const row = await ownerRow(db, owner);
  const publication = await publicationRow(db, owner);
  const others = editorId === null ? [] : await db
    .select({ first_name: editors.first_name, last_name: editors.last_name, username: editors.username })
    .from(editor_presence)
    .innerJoin(editors, eq(editors.id, editor_presence.editor_id))
    .where(
      and(
        eq(editor_presence.content_type, owner.content_type),
        eq(editor_presence.object_id, owner.object_id),
        ne(editor_presence.editor_id, editorId),
        gt(editor_presence.seen_at, sql`now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000})`),
      ),
    );
  return {
    ...owner,
    has_draft: publication?.has_draft ?? false,
    draft_locales: await draftLocales(db, owner, publication),
    is_online: row.is_online,
    published_at: iso(publication?.published_at ?? null),
    published_by: await editorNameOf(db, publication?.published_by ?? null),
    draft_updated_at: iso(publication?.draft_updated_at ?? null),
    draft_updated_by: await editorNameOf(db, publication?.draft_updated_by ?? null),
    publish_at: iso(row.publish_at),
    publish_locales: row.publish_at ? onlyLocales(row.publish_locales) : null,
    unpublish_at: iso(row.unpublish_at),
    editing: others.map((o) => ({ name: editorName(o) })).sort((a, b) => a.name.localeCompare(b.name)),
    last_change: await lastChangeOf(db, publication, editorId),
    last_other_change: await lastOtherChangeOf(db, publication, editorId),
    review: await reviewSummary(db, owner),
    ...(owner.content_type === 'page' ? { shared_draft_locales: await sharedDraftLocales(db, owner.object_id) } : {}),
  };
}

/**
 * A page's languages in which a reusable section it places (issue 43 item 2) has unpublished changes
 * of that language: the page itself may have none, yet what visitors see on it will change.
 */
async function sharedDraftLocales(db: DbOrTx, pageId: number): Promise<Locale[]> {
  const placed = await db
    .selectDistinct({ shared: container_sections.shared_id, locale: container_sections.locale })
    .from(container_sections)
    .where(and(eq(container_sections.content_type, 'page'), eq(container_sections.object_id, pageId), isNotNull(container_sections.shared_id)));
  const found = new Set<string>();
  const drafts = new Map<number, Locale[]>();
  for (const { shared, locale } of placed) {
    if (shared === null || found.has(locale)) continue;
    if (!drafts.has(shared)) {
      const owner = { content_type: 'shared' as const, object_id: shared };
      const publication = await publicationRow(db, owner);
      drafts.set(shared, publication?.has_draft ? await draftLocalesOf(db, owner) : []);
    }
    if (drafts.get(shared)!.includes(locale as Locale)) found.add(locale);
  }
  return LOCALES.filter((l) => found.has(l));
}

/**
 * The languages with unpublished changes: content that differs from what visitors see, and a page's
 * language version made in the editor and not published yet (issue 45 item 3), even while empty.
 */
async function draftLocales(db: DbOrTx, owner: DraftOwner, publication: PublicationRow | null): Promise<Locale[]> {
  const changed = publication?.has_draft ? await draftLocalesOf(db, owner) : [];
  const hidden = owner.content_type === 'page' ? await unpublishedLocalesOf(db, owner.object_id) : [];
  return LOCALES.filter((l) => changed.includes(l) || hidden.includes(l));
}

/** The newest write of the owner's content (a draft save, a publish, a discard): when and by whom (an editor's id; null: the schedule). */
function newestChange(publication: PublicationRow): { at: Date; by: number | null } | null {
  const draft = publication.draft_updated_at ? { at: publication.draft_updated_at, by: publication.draft_updated_by } : null;
  const published = publication.published_at ? { at: publication.published_at, by: publication.published_by } : null;
  return draft && published ? (published.at > draft.at ? published : draft) : (draft ?? published);
}

/** The newest write of the owner's content: when, by whom, and whether by the asker. */
async function lastChangeOf(db: DbOrTx, publication: PublicationRow | null, editorId: number | null): Promise<PublicationStatus['last_change']> {
  const newest = publication && newestChange(publication);
  if (!newest) return null;
  return { at: newest.at.toISOString(), by: await editorNameOf(db, newest.by), mine: editorId !== null && newest.by === editorId };
}

/**
 * The newest write by anyone but the asker (another editor or the schedule): the newest write, or,
 * when that is the asker's, the newest change of the writer before (kept by the trigger of migration
 * 0019 whenever the writer changes).
 */
async function lastOtherChangeOf(db: DbOrTx, publication: PublicationRow | null, editorId: number | null): Promise<PublicationStatus['last_other_change']> {
  const newest = publication && newestChange(publication);
  if (!newest) return null;
  const mine = (by: number | null) => editorId !== null && by === editorId;
  const other = !mine(newest.by) ? newest : publication.other_change_at && !mine(publication.other_change_by) ? { at: publication.other_change_at, by: publication.other_change_by } : null;
  return other && { at: other.at.toISOString(), by: await editorNameOf(db, other.by) };
}

/**
 * Puts the published sections back in place of the draft, in every language or in `locales` only
 * (the other languages keep their draft); false when there was nothing to discard (in those
 * languages). The draft thrown away is kept (`discarded`, with its languages when not all), so undo
 * can bring it back (./publicationUndo.ts). A placement of a reusable section in the trash stays
 * out of the rows, and the published snapshot that holds it stays (see below).
 */
export async function discardDraft(tx: Tx, owner: DraftOwner, editorId: number | null, locales?: readonly Locale[]): Promise<boolean> {
  const [row] = await tx
    .select({
      has_draft: content_publications.has_draft,
      sections: content_publications.sections,
      modules: content_publications.modules,
      draft_updated_at: content_publications.draft_updated_at,
      draft_updated_by: content_publications.draft_updated_by,
    })
    .from(content_publications)
    .where(ownerWhere(owner))
    .for('update');
  if (!row?.has_draft) return false;
  const published = { sections: row.sections as SectionData[], modules: row.modules as ModuleData[] };
  const at = row.draft_updated_at?.toISOString() ?? null;
  const part = locales && (await partOfDraft(tx, owner, published, locales));
  if (part && part.chosen.length === 0) return false;
  if (part && part.others.length > 0) {
    // some languages only: their rows go back to what is published, the snapshot stays
    const thrown = mergeLocales({ sections: [], modules: [] }, part.draft, part.chosen);
    const discarded: KeptContent = { ...thrown, at, by: row.draft_updated_by, locales: part.chosen };
    for (const locale of part.chosen) {
      const back = contentOfLocale(published, locale);
      await replaceSections(tx, owner, back.sections, back.modules, locale);
    }
    await tx.update(content_publications).set({ draft_updated_at: new Date(), draft_updated_by: editorId, discarded }).where(ownerWhere(owner));
    return true;
  }
  const draft = await draftContent(tx, owner);
  const discarded: KeptContent = { sections: draft.sections, modules: draft.modules, at, by: row.draft_updated_by };
  const leftOut = await replaceSections(tx, owner, published.sections, published.modules);
  // what is published places a reusable section that is in the trash (left out of the rows): the
  // snapshot stays what visitors are shown, its placement kept (showing nothing now; a restore from
  // the trash shows it there again at once), and the draft is what is published without it
  const keepSnapshot = leftOut > 0;
  await tx
    .update(content_publications)
    .set({ ...(keepSnapshot ? {} : { has_draft: false, sections: [], modules: [] }), draft_updated_at: new Date(), draft_updated_by: editorId, discarded })
    .where(ownerWhere(owner));
  return true;
}

/** The editor has the owner open now (presence lasts PRESENCE_TTL_MS). */
export async function markPresent(db: DbOrTx, owner: DraftOwner, editorId: number): Promise<void> {
  await db
    .insert(editor_presence)
    .values({ editor_id: editorId, ...owner })
    .onConflictDoUpdate({
      target: [editor_presence.editor_id, editor_presence.content_type, editor_presence.object_id],
      set: { seen_at: sql`now()` },
    });
}

/** The editor has left the owner. */
export async function markAbsent(db: DbOrTx, owner: DraftOwner, editorId: number): Promise<void> {
  await db
    .delete(editor_presence)
    .where(and(eq(editor_presence.editor_id, editorId), eq(editor_presence.content_type, owner.content_type), eq(editor_presence.object_id, owner.object_id)));
}

/** Known languages of a stored list, in the site's order; null stays null (every language). */
export const onlyLocales = (list: readonly string[] | null | undefined): Locale[] | null => (list ? LOCALES.filter((l) => list.includes(l)) : null);

/** A take-down must come after the go-live when both are set. */
export const scheduleInOrder = (publishAt: Date | null | undefined, unpublishAt: Date | null | undefined): boolean =>
  !publishAt || !unpublishAt || unpublishAt > publishAt;

/**
 * When an owner goes online and offline by itself, and which languages' drafts the go-live publishes
 * (`publish_locales`, issue 45 item 1: absent or null, every language; kept only with a go-live).
 */
export interface ScheduleTimes {
  publish_at: Date | null;
  unpublish_at: Date | null;
  publish_locales?: readonly Locale[] | null;
}

/**
 * The page editor's schedule of an owner, by its rules: persons have no schedule, and a take-down
 * comes after the go-live (400 with the message at its field, in `locale`); 404 for no such owner.
 */
export async function changeSchedule(db: DbOrTx, owner: DraftOwner, times: ScheduleTimes, locale: Locale): Promise<void> {
  const m = PAGE_EDITOR_MESSAGES[locale];
  if (owner.content_type === 'person') throw new ValidationError({ non_field_errors: [m.scheduleNotAllowed] });
  if (!scheduleInOrder(times.publish_at, times.unpublish_at)) throw new ValidationError({ unpublish_at: [m.scheduleOrder] });
  await ownerRow(db, owner);
  await setSchedule(db, owner, times);
}

/** Sets when the owner goes online and offline by itself, and the go-live's languages (owners without these times: nothing). */
export async function setSchedule(db: DbOrTx, owner: DraftOwner, times: ScheduleTimes): Promise<void> {
  const table = OWNER_TABLES[owner.content_type];
  const publish_locales = times.publish_at ? onlyLocales(times.publish_locales) : null;
  if ('publish_at' in table) await db.update(table).set({ publish_at: times.publish_at, unpublish_at: times.unpublish_at, publish_locales }).where(eq(table.id, owner.object_id));
}

/** The owner's status and its draft's sections in the request's locale (the answer after a discard or its undo). */
export async function draftAnswer(db: DbOrTx, owner: DraftOwner, editorId: number, locale: Locale): Promise<DiscardResult> {
  const content = await draftContent(db, owner);
  const sections = content.sections.filter((s) => s.locale === locale);
  const ids = new Set(sections.map((s) => s.id));
  return {
    status: await publicationStatus(db, owner, editorId),
    sections: await sectionsJson(db, sections, content.modules.filter((m) => ids.has(m.section_id)), locale),
  };
}
