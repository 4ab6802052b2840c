/**
 * Writes of reusable sections (issue 43 item 2; cms/content/sharedSections.ts has the design):
 * make one of a page's sections reusable, place a reusable section on a page, detach a placement
 * (a page-local copy), rename and delete. Each runs in the one content-write path (`editorWrite`):
 * the pages they change get a draft, a history entry and their search documents as after any edit.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import type { ContainerSection, SharedSectionInfo } from '../../shared/contract/pages';
import type { Db, Tx } from '../db/client';
import { container_sections, modules, shared_sections } from '../db/schema';
import { ConflictError, NotFoundError, StaleError, ValidationError } from '../errors';
import { draftContent } from '../content/drafts';
import { insertParentsFirst } from '../content/parentsFirst';
import { insertSection, lockSection, nextSectionOrder, ownerOfSection, slugTaken } from '../content/sections';
import { pagesShowingShared, sharedOwner, sharedRow, usesOf } from '../content/sharedSections';
import { copySections } from '../content/translation';
import { loadPageRow } from '../content/pageState';
import { replaceSections } from '../content/pageVersions';
import { newestSharedVersion, sharedVersionSnapshot } from '../content/sharedVersions';
import { sectionJson, sectionsOfOwner, type SectionRow } from '../content/tree';
import { LOCALES } from '../../shared/constants';
import { editorWrite } from './contentWrite';
import { moveToTrash } from './trashWrite';
import { reportKeys, reportWrite } from '../http/writeScope';
import { objectKey, SECTIONS_KEY } from '../../shared/contentKeys';

export const SHARED_MESSAGES = {
  de: {
    notAPageSection: 'Nur ein Abschnitt einer Seite kann wiederverwendbar werden.',
    alreadyShared: 'Dieser Abschnitt ist schon ein wiederverwendbarer Abschnitt.',
    notPlaced: 'Dieser Abschnitt zeigt keinen wiederverwendbaren Abschnitt.',
    nameRequired: 'Bitte einen Namen angeben.',
    versionNotFound: 'Diese Version gibt es für diesen Abschnitt nicht.',
    stale: 'Der Abschnitt wurde inzwischen geändert. Bitte den Verlauf neu laden.',
    inUse: (n: number) => `Der wiederverwendbare Abschnitt wird auf ${n} ${n === 1 ? 'Seite' : 'Seiten'} verwendet. Wirklich löschen?`,
  },
  en: {
    notAPageSection: 'Only a section of a page can become reusable.',
    alreadyShared: 'This section already is a reusable section.',
    notPlaced: 'This section shows no reusable section.',
    nameRequired: 'Please give a name.',
    versionNotFound: 'This section has no such version.',
    stale: 'The section has been changed in the meantime. Please reload its history.',
    inUse: (n: number) => `The reusable section is used on ${n} ${n === 1 ? 'page' : 'pages'}. Delete it anyway?`,
  },
} as const satisfies Record<Locale, unknown>;

async function lockedSection(tx: Tx, id: number): Promise<SectionRow> {
  const section = await lockSection(tx, id);
  if (!section) throw new NotFoundError();
  return section;
}

/** A free anchor in `locale` from `base` ('sponsoren', 'sponsoren-2', ...). */
async function freeSlug(tx: Tx, locale: string, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(tx, locale, slug))) return slug;
  }
}

export async function sharedInfo(db: Db | Tx, id: number): Promise<SharedSectionInfo> {
  const row = await sharedRow(db, id);
  if (!row) throw new NotFoundError();
  return { id: row.id, name: row.name, uses: await usesOf(db, id) };
}

/**
 * Section `sectionId` of a page becomes reusable under `name`: its modules move into the new
 * reusable section's section of the same locale, the other language gets a copy marked 'needs
 * translation' (the translation copy), and the page's section becomes its first placement. The
 * reusable section starts published with that content; the page's change is a draft of the page.
 */
export function makeReusable(db: Db, user: { id: number }, sectionId: number, name: string, locale: Locale): Promise<SharedSectionInfo> {
  const t = SHARED_MESSAGES[locale];
  return editorWrite(
    db,
    user,
    (info: SharedSectionInfo) => `section ${sectionId} made reusable (${info.id})`,
    async (tx, { before, structural }) => {
      const trimmed = name.trim();
      if (!trimmed) throw new ValidationError({ name: [t.nameRequired] });
      const section = await lockedSection(tx, sectionId);
      if (section.content_type !== 'page') throw new ValidationError({ section_id: [t.notAPageSection] });
      if (section.shared_id !== null) throw new ConflictError(t.alreadyShared);
      await before(ownerOfSection(section));
      const [shared] = await tx.insert(shared_sections).values({ name: trimmed.slice(0, 200), created_by: user.id }).returning();
      const owner = sharedOwner(shared.id);
      const own = await insertSection(tx, {
        locale: section.locale,
        slug: await freeSlug(tx, section.locale, `shared-${shared.id}`),
        content_type: 'shared',
        object_id: shared.id,
        layout: section.layout,
        order: 0,
        updated_by: user.id,
      });
      await tx.update(modules).set({ section_id: own.id }).where(eq(modules.section_id, section.id));
      const other = LOCALES.find((l) => l !== section.locale)!;
      await copySections(tx, owner, section.locale as Locale, other, user.id);
      await structural(section, { shared_id: shared.id });
      return { id: shared.id, name: shared.name, uses: await usesOf(tx, shared.id) };
    },
  );
}

/** Places reusable section `sharedId` on page `pageId` in `locale` (at `order`, else last): the placement's JSON. */
export function placeShared(db: Db, user: { id: number }, sharedId: number, pageId: number, order: number | undefined, locale: Locale): Promise<ContainerSection> {
  return editorWrite(
    db,
    user,
    (s: ContainerSection) => `reusable section ${sharedId} placed (${s.id})`,
    async (tx, { before }) => {
      if (!(await sharedRow(tx, sharedId)) || !(await loadPageRow(tx, pageId))) throw new NotFoundError();
      const owner = { content_type: 'page' as const, object_id: pageId };
      await before(owner);
      const [own] = await tx.select().from(container_sections).where(sectionsOfOwner(sharedOwner(sharedId), locale));
      const row = await insertSection(tx, {
        locale,
        slug: await freeSlug(tx, locale, `shared-${sharedId}-page-${pageId}`),
        content_type: 'page',
        object_id: pageId,
        shared_id: sharedId,
        layout: own?.layout ?? 0,
        order: order ?? (await nextSectionOrder(tx, owner, locale)),
        updated_by: user.id,
      });
      return { ...(await sectionJson(tx, row, locale)), shared: { id: sharedId, name: (await sharedRow(tx, sharedId))!.name, section: own?.id ?? null } };
    },
  );
}

/**
 * The placement becomes a page-local section again: a copy of the reusable section's current
 * content (its draft) in the placement's locale; later changes of either do not touch the other.
 */
export function detachPlacement(db: Db, user: { id: number }, sectionId: number, locale: Locale): Promise<ContainerSection> {
  return editorWrite(
    db,
    user,
    `section ${sectionId} detached`,
    async (tx, { before, structural }) => {
      const section = await lockedSection(tx, sectionId);
      if (section.shared_id === null) throw new ConflictError(SHARED_MESSAGES[locale].notPlaced);
      await before(ownerOfSection(section));
      const content = await draftContent(tx, sharedOwner(section.shared_id));
      const own = content.sections.find((s) => s.locale === section.locale);
      const rows = own ? content.modules.filter((m) => m.section_id === own.id) : [];
      await insertParentsFirst(rows, async (m, parentId) => {
        const [copy] = await tx
          .insert(modules)
          .values({ section_id: section.id, parent_id: parentId, column: m.column, order: m.order, model: m.model, data: m.data, updated_by: user.id })
          .returning({ id: modules.id });
        return copy.id;
      });
      const row = await structural(section, { shared_id: null, layout: own?.layout ?? section.layout });
      return sectionJson(tx, row, section.locale as Locale);
    },
  );
}

export async function renameShared(db: Db, sharedId: number, name: string, locale: Locale): Promise<SharedSectionInfo> {
  const trimmed = name.trim();
  if (!trimmed) throw new ValidationError({ name: [SHARED_MESSAGES[locale].nameRequired] });
  const [row] = await db.update(shared_sections).set({ name: trimmed.slice(0, 200), updated_at: new Date() }).where(eq(shared_sections.id, sharedId)).returning();
  if (!row) throw new NotFoundError();
  return sharedInfo(db, sharedId);
}

/**
 * Deletes a reusable section: it moves to the trash (issue 43 item 1; cms/write/trashWrite.ts) with
 * its content, drafts, review and placements. In use and not `confirmed`: 409 naming every page that
 * places it (`errors.uses`), nothing changes. Confirmed: its placements leave their pages (a draft of
 * each); a restore from the trash puts them back on the pages that still exist.
 */
export async function deleteShared(db: Db, user: { id: number }, sharedId: number, confirmed: boolean, locale: Locale): Promise<void> {
  await editorWrite(db, user, `reusable section ${sharedId} deleted`, async (tx, { before, reindexPages }) => {
    const row = await sharedRow(tx, sharedId);
    if (!row) throw new NotFoundError();
    const uses = await usesOf(tx, sharedId);
    if (uses.length > 0 && !confirmed) {
      throw new ConflictError(SHARED_MESSAGES[locale].inUse(new Set(uses.map((u) => u.page)).size), {
        uses: uses.map((u) => `${u.title} (${u.locale.toUpperCase()})${u.url ? ` ${u.url}` : ''}`),
      });
    }
    for (const page of new Set(uses.map((use) => use.page))) await before({ content_type: 'page', object_id: page });
    // every page that showed it loses its text in search too (those whose published version still places it, as well)
    reindexPages(await pagesShowingShared(tx, [sharedId]));
    await moveToTrash(tx, 'shared', sharedId, user.id);
    // visitors stop seeing it at once on every page that showed it, and its placements' anchors answer 404 (SECTIONS_KEY)
    reportWrite(false);
    reportKeys([objectKey('shared', sharedId), SECTIONS_KEY]);
  });
}

/**
 * Writes version `versionId` of reusable section `sharedId` back as its draft (every page that shows
 * it shows it to editors at once; visitors once it is published); a new version 'restored version N'.
 * `newest`: the newest version the editor saw; a newer one answers 409 'stale' and nothing changes.
 */
export function restoreSharedVersion(db: Db, user: { id: number }, sharedId: number, versionId: number, newest: number | undefined, locale: Locale): Promise<SharedSectionInfo> {
  const t = SHARED_MESSAGES[locale];
  return editorWrite(db, user, `restored version ${versionId}`, async (tx, { before }) => {
    if (!(await sharedRow(tx, sharedId))) throw new NotFoundError();
    const snapshot = await sharedVersionSnapshot(tx, sharedId, versionId);
    if (!snapshot) throw new NotFoundError(t.versionNotFound);
    if (newest !== undefined && (await newestSharedVersion(tx, sharedId)) !== newest) throw new StaleError(t.stale, { current: null, changed_by: null });
    await before(sharedOwner(sharedId));
    await replaceSections(tx, sharedOwner(sharedId), snapshot.sections ?? [], snapshot.modules ?? []);
    return sharedInfo(tx, sharedId);
  });
}
