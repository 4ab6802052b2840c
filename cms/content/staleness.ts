/**
 * The stale rule of writes (issue 26): a write says which version of the section (reorder, move
 * between columns, delete, layout and anchor), of the module (its fields, its place, its deletion)
 * or of the page (a restore: the newest history entry it saw) it is based on; when that has changed
 * since (another editor's write bumped it), the write is refused with 409 'stale', carrying the thing
 * as it is now, who changed it, when, and what (`change`, the words of a history entry), so the
 * editor can reload or overwrite, on a page and on a concert, story or person alike. Every structural
 * write bumps the section's version (`structuralChange`). One rule for every endpoint that writes.
 */
import type { Locale } from '../../shared/constants';
import type { VersionChange } from '../../shared/contract/pages';
import { moduleLabel } from '../../shared/history/changes';
import type { Tx } from '../db/client';
import { NotFoundError, StaleError } from '../errors';
import { editorNameOf } from './drafts';
import { findModule } from './modules';
import { lockSection } from './sections';
import { sectionEntry } from './versionHistory';
import { moduleJson, sectionJson, type ModuleRow, type SectionRow } from './tree';

const localeOf = (locale: string): 'de' | 'en' => (locale === 'en' ? 'en' : 'de');

/** What the other editor's write changed, as a history entry names it: 'Abschnitt „programm“ geändert'. */
export function sectionChange(section: SectionRow): VersionChange {
  return { action: 'changed', target: 'section', model: null, target_id: section.id, label: section.slug, locale: localeOf(section.locale) };
}

export function moduleChange(module: ModuleRow, section: SectionRow): VersionChange {
  return { action: 'changed', target: 'module', model: module.model, target_id: module.id, label: moduleLabel(module.data as Record<string, unknown>), locale: localeOf(section.locale) };
}

/**
 * Throws 409 'stale' when `basedOn` is given and the section's version is another; none given: no
 * check. The change named is the page's history entry of it ('Text „…“ hinzugefügt') when there is one.
 */
export async function assertSectionCurrent(
  tx: Tx,
  section: SectionRow,
  basedOn: number | undefined,
  locale: Locale,
  message: (changedBy: string | null) => string,
): Promise<void> {
  if (basedOn === undefined || basedOn === section.version) return;
  const name = await editorNameOf(tx, section.updated_by);
  throw new StaleError(message(name), {
    current: await sectionJson(tx, section, locale),
    changed_by: name,
    changed_at: section.updated_at.toISOString(),
    change: (await sectionEntry(tx, section)) ?? sectionChange(section),
  });
}

/** The same rule for a module (its fields, place or deletion), read under its section's lock. */
export async function assertModuleCurrent(
  tx: Tx,
  module: ModuleRow,
  section: SectionRow,
  basedOn: number | undefined,
  locale: Locale,
  message: (changedBy: string | null) => string,
): Promise<void> {
  if (basedOn === undefined || basedOn === module.version) return;
  const name = await editorNameOf(tx, module.updated_by);
  throw new StaleError(message(name), {
    current: await moduleJson(tx, module, locale),
    changed_by: name,
    changed_at: module.updated_at.toISOString(),
    change: moduleChange(module, section),
  });
}

/** The values that mark a structural change of the section by `userId` (its next version). */
export const structuralChange = (section: SectionRow, userId: number | null) => ({ version: section.version + 1, updated_by: userId });

/**
 * A module of `model` and its section, locked for a write of the module: the section's lock
 * serialises the writes of its modules, and the module is read again under it (a concurrent update
 * has committed by then). 404 when there is no such module; 409 'stale' when `basedOn` is another
 * version of it.
 */
export async function lockModuleForWrite(
  tx: Tx,
  model: string,
  moduleId: number,
  basedOn: number | undefined,
  locale: Locale,
  message: (changedBy: string | null) => string,
): Promise<{ module: ModuleRow; section: SectionRow }> {
  const found = await findModule(tx, model, moduleId);
  if (!found) throw new NotFoundError();
  const section = (await lockSection(tx, found.section_id))!;
  const module = await findModule(tx, model, moduleId);
  if (!module) throw new NotFoundError();
  await assertModuleCurrent(tx, module, section, basedOn, locale, message);
  return { module, section };
}
