/**
 * Undo of a translation copy (issue 26 item 4 for issue 27's copy; docs/editor.md "Translation").
 *
 * The copy keeps what it replaced: the sections and modules of the language copied into, as they
 * were (none when it was empty), in the owner's content_publications row (`before_translation`, like
 * `before_publish` and `discarded` of ./publicationUndo.ts). Undoing the copy writes them back into
 * the draft, translation marks included; redo is the copy again. Stale protection is the same as
 * for the undo of a publish or discard (`assertPublicationSince`): the step names the publication
 * state the copy's answer gave, and the undo or redo is refused (409 'stale', naming who) when
 * someone else changed the owner's draft since, or published it.
 * Runs through the one content-write path (cms/write/contentWrite.ts `editorWrite`).
 */
import type { Locale } from '../../shared/constants';
import type { Tx } from '../db/client';
import { content_publications, type KeptTranslation } from '../db/schema';
import { draftContent, ownerWhere, type DraftOwner } from './drafts';
import { replaceSections } from './pageVersions';
import type { ModuleData, SectionData } from './tree';
import { assertInContentWrite } from './writeGuard';

/** Keeps the owner's draft of `locale` before a copy replaces it (the owner is drafted: its publication row exists). */
export async function keepBeforeTranslation(tx: Tx, owner: DraftOwner, locale: Locale): Promise<void> {
  const draft = await draftContent(tx, owner);
  const sections = draft.sections.filter((s) => s.locale === locale);
  const ids = new Set(sections.map((s) => s.id));
  const [row] = await tx.select({ at: content_publications.draft_updated_at, by: content_publications.draft_updated_by }).from(content_publications).where(ownerWhere(owner));
  const kept: KeptTranslation = { locale, sections, modules: draft.modules.filter((m) => ids.has(m.section_id)), at: row?.at?.toISOString() ?? null, by: row?.by ?? null };
  await tx.update(content_publications).set({ before_translation: kept }).where(ownerWhere(owner));
}

/** The draft of `locale` as the last copy into it found it; false when nothing of that language is kept. */
export async function restoreBeforeTranslation(tx: Tx, owner: DraftOwner, locale: Locale): Promise<boolean> {
  assertInContentWrite(tx, 'restoreBeforeTranslation');
  const [row] = await tx.select({ kept: content_publications.before_translation }).from(content_publications).where(ownerWhere(owner)).for('update');
  const kept = row?.kept;
  if (!kept || kept.locale !== locale) return false;
  await replaceSections(tx, owner, kept.sections as SectionData[], kept.modules as ModuleData[], locale);
  await tx.update(content_publications).set({ before_translation: null }).where(ownerWhere(owner));
  return true;
}
