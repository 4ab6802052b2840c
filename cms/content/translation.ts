/**
 * The translation workflow (issue 27, docs/editor.md "Translation"): an owner's sections and modules
 * of one language copied into the other as its draft, each module with text marked 'needs translation'
 * (`modules.needs_translation`, cleared once its text fields are all edited or the editor marks it
 * done: cms/write/moduleWrite.ts) and linked to the module it
 * came from (`translation_source`); and the list of what lacks a translation or whose translation is
 * older than its source, over pages, concerts, stories, persons and reusable sections (whose
 * addresses are those of the first page placing them in each language, ./owners.ts).
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../shared/constants';
import type { TranslationItem, TranslationOwnerType } from '../../shared/contract/translation';
import type { DbOrTx, Tx } from '../db/client';
import { container_sections, modules } from '../db/schema';
import { ownerInfos } from './owners';
import { insertSection, slugTaken } from './sections';
import { modulesOfSections, sectionsOfOwner, type SectionOwner, type SectionRow } from './tree';
import { insertParentsFirst } from './parentsFirst';
import { assertInContentWrite } from './writeGuard';
import type { DraftOwner } from './drafts';
import { keepBeforeTranslation } from './translationUndo';
import { linkTranslator } from './translationLinks';
import { hasTranslatableText } from '../../shared/modules/translatable';

export const TRANSLATION_OWNER_TYPES = ['page', 'event', 'story', 'person', 'shared'] as const satisfies readonly TranslationOwnerType[];

/** The owner's sections of a locale, in order. */
async function sectionsIn(db: DbOrTx, owner: SectionOwner, locale: Locale): Promise<SectionRow[]> {
  return db.select().from(container_sections).where(sectionsOfOwner(owner, locale)).orderBy(asc(container_sections.order), asc(container_sections.id));
}

/** How many modules the owner has in a locale. */
export async function moduleCountIn(db: DbOrTx, owner: SectionOwner, locale: Locale): Promise<number> {
  const sections = await sectionsIn(db, owner, locale);
  return (await modulesOfSections(db, sections.map((s) => s.id))).length;
}

/** A slug free in `locale`: the source's own, else with the language after it ('saisonstart-en', 'saisonstart-en-2'). */
async function freeSlug(tx: Tx, slug: string, locale: Locale): Promise<string> {
  if (!(await slugTaken(tx, locale, slug))) return slug;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${slug}-${locale}` : `${slug}-${locale}-${n}`;
    if (!(await slugTaken(tx, locale, candidate))) return candidate;
  }
}

/**
 * Replaces the owner's sections of `to` with copies of those of `from`: same layouts, places and
 * module data (links to this site's pages and objects rewritten to their counterparts in `to`,
 * ./translationLinks.ts), each module with text to translate marked 'needs translation'
 * (shared/modules/translatable.ts), every one linked to its source. Parents are
 * created before their entries; what they replace is kept for the undo (./translationUndo.ts).
 * Answers how many modules were copied.
 */
export async function copySections(tx: Tx, owner: DraftOwner, from: Locale, to: Locale, editorId: number | null): Promise<number> {
  assertInContentWrite(tx, 'copySections');
  // what the copy replaces, for its undo
  await keepBeforeTranslation(tx, owner, to);
  const source = await sectionsIn(tx, owner, from);
  const sourceModules = await modulesOfSections(tx, source.map((s) => s.id));
  const old = await sectionsIn(tx, owner, to);
  if (old.length) await tx.delete(container_sections).where(inArray(container_sections.id, old.map((s) => s.id)));
  const sectionIds = new Map<number, number>();
  for (const section of source) {
    const copy = await insertSection(tx, {
      locale: to,
      slug: await freeSlug(tx, section.slug, to),
      content_type: section.content_type,
      object_id: section.object_id,
      parent_id: null,
      layout: section.layout,
      order: section.order,
      updated_by: editorId,
    });
    sectionIds.set(section.id, copy.id);
  }
  const sorted = [...sourceModules].sort((a, b) => a.column - b.column || a.order - b.order || a.id - b.id);
  const translateLinks = linkTranslator(tx, from, to);
  const copies = await insertParentsFirst(sorted, async (m, parentId) => {
    const [copy] = await tx
      .insert(modules)
      .values({
        section_id: sectionIds.get(m.section_id)!,
        parent_id: parentId,
        column: m.column,
        order: m.order,
        model: m.model,
        data: await translateLinks(m.model, m.data),
        // only a module with text to translate is marked (an image, a video or a concert list without text is not)
        needs_translation: hasTranslatableText(m.model, m.data),
        translation_source: m.id,
        updated_by: editorId,
      })
      .returning({ id: modules.id });
    return copy.id;
  });
  return copies.size;
}

interface LocaleState {
  modules: number;
  marked: number;
  outdated: number;
}

/** Per owner and locale: its modules, those marked 'needs translation', those older than their source. */
async function localeStates(db: DbOrTx, types: readonly TranslationOwnerType[]): Promise<Map<string, Partial<Record<Locale, LocaleState>>>> {
  const rows = await db
    .select({
      content_type: container_sections.content_type,
      object_id: container_sections.object_id,
      locale: container_sections.locale,
      modules: sql<number>`count(${modules.id})::int`,
      marked: sql<number>`(count(${modules.id}) filter (where ${modules.needs_translation}))::int`,
      outdated: sql<number>`(count(${modules.id}) filter (where not ${modules.needs_translation} and exists (
        select 1 from modules src where src.id = ${modules.translation_source} and src.updated_at > ${modules.updated_at})))::int`,
    })
    .from(container_sections)
    .innerJoin(modules, eq(modules.section_id, container_sections.id))
    .where(and(inArray(container_sections.content_type, [...types]), isNotNull(container_sections.object_id), inArray(container_sections.locale, [...LOCALES])))
    .groupBy(container_sections.content_type, container_sections.object_id, container_sections.locale);
  const states = new Map<string, Partial<Record<Locale, LocaleState>>>();
  for (const row of rows) {
    const key = `${row.content_type}-${row.object_id}`;
    const state = states.get(key) ?? {};
    state[row.locale as Locale] = { modules: Number(row.modules), marked: Number(row.marked), outdated: Number(row.outdated) };
    states.set(key, state);
  }
  return states;
}

/** The site's other language (two languages). */
export const otherLocale = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

/**
 * What lacks a translation: for every owner and each language it is missing in or behind in, one
 * item. `missing`: the other language has modules, this one none. `needs_translation`: modules
 * copied and not edited since. `outdated`: modules whose source was changed after them.
 */
export async function translationStatus(db: DbOrTx, types: readonly TranslationOwnerType[] = TRANSLATION_OWNER_TYPES): Promise<TranslationItem[]> {
  const states = await localeStates(db, types);
  const found: Omit<TranslationItem, 'title' | 'urls'>[] = [];
  for (const [key, state] of states) {
    const dash = key.lastIndexOf('-');
    const content_type = key.slice(0, dash) as TranslationOwnerType;
    const object_id = Number(key.slice(dash + 1));
    for (const target of LOCALES) {
      const here = state[target] ?? { modules: 0, marked: 0, outdated: 0 };
      const there = state[otherLocale(target)] ?? { modules: 0, marked: 0, outdated: 0 };
      const missing = here.modules === 0 && there.modules > 0;
      if (!missing && here.marked === 0 && here.outdated === 0) continue;
      found.push({ content_type, object_id, locale: target, source_locale: otherLocale(target), missing, needs_translation: here.marked, outdated: here.outdated });
    }
  }
  const items: TranslationItem[] = [];
  for (const type of types) {
    const ofType = found.filter((f) => f.content_type === type);
    const infos = await ownerInfos(db, type, [...new Set(ofType.map((f) => f.object_id))]);
    for (const f of ofType) {
      const info = infos.get(f.object_id);
      if (!info) continue;
      items.push({ ...f, title: info.title[f.locale] || info.title[f.source_locale], urls: info.urls });
    }
  }
  return items.sort(
    (a, b) => TRANSLATION_OWNER_TYPES.indexOf(a.content_type) - TRANSLATION_OWNER_TYPES.indexOf(b.content_type) || a.title.localeCompare(b.title, 'de') || a.object_id - b.object_id || a.locale.localeCompare(b.locale),
  );
}
