/**
 * The page editor's writes of container sections (issue 29: the rules kept out of the endpoints,
 * which validate the request's shape, call one of these and answer): add, change and remove a
 * section. Each runs inside the one content-write path (`editorWrite`, contentWrite.ts) and applies:
 *   - locking and staleness: a change or removal based on an older `version` of the section answers
 *     409 'stale' (cms/content/staleness.ts);
 *   - slug and layout: an anchor of letters, digits, '-' and '_', a known layout (400, every message
 *     at once); a slug another section of the locale has: 409;
 *   - the owner: a hub section has no object, every other kind names one that exists; a parent
 *     section is of the same locale;
 *   - a layout that loses columns moves their modules to the end of the last remaining column
 *     (`structural`, contentWrite.ts): a layout change never loses content.
 * The messages are in the request's locale (cms/content/messages.ts).
 */
import type { Locale } from '../../shared/constants';
import type { ContainerSection } from '../../shared/contract/pages';
import { isValidLayout, type SECTION_CONTENT_TYPES } from '../../shared/modules/container';
import type { Db, Tx } from '../db/client';
import { ConflictError, NotFoundError } from '../errors';
import { PAGE_EDITOR_MESSAGES } from '../content/messages';
import { addError, throwIfErrors, type ErrorMap } from '../content/moduleRules';
import { ownerExists } from '../content/owners';
import { insertSection, lockSection, nextSectionOrder, ownerOfSection, sectionExistsIn, slugTaken } from '../content/sections';
import { assertSectionCurrent } from '../content/staleness';
import { sectionJson, type SectionRow } from '../content/tree';
import { editorWrite, type EditorWriteSteps } from './contentWrite';
import { moveToTrash } from './trashWrite';

/** anchors and lookup keys: letters, digits, '-', '_' */
export const SECTION_SLUG = /^[A-Za-z0-9_-]{1,100}$/;

export interface AddSectionInput {
  slug: string;
  parent?: number | null;
  content_type: (typeof SECTION_CONTENT_TYPES)[number];
  object_id?: number | null;
  layout?: number;
  order?: number;
}

export interface ChangeSectionInput {
  /** the version the change is based on (ContainerSection.version); another one answers 409 'stale' */
  version?: number;
  slug?: string;
  layout?: number;
  order?: number;
}

export function checkSlugAndLayout(body: { slug?: string; layout?: number }, locale: Locale, errors: ErrorMap): void {
  const t = PAGE_EDITOR_MESSAGES[locale];
  if (body.slug !== undefined && !SECTION_SLUG.test(body.slug)) addError(errors, 'slug', t.slugFormat);
  if (body.layout !== undefined && !isValidLayout(body.layout)) addError(errors, 'layout', t.unknownLayout);
}

/** The section, locked for the write; 404 when there is none. */
async function lockedSection(tx: Tx, sectionId: number): Promise<SectionRow> {
  const section = await lockSection(tx, sectionId);
  if (!section) throw new NotFoundError();
  return section;
}

export function addSection(db: Db, user: { id: number }, body: AddSectionInput, locale: Locale): Promise<ContainerSection> {
  return editorWrite(
    db,
    user,
    (s: ContainerSection) => `section ${s.id} added`,
    async (tx, steps) => sectionJson(tx, await createSection(tx, steps, body, locale), locale),
  );
}

/** A new section by the rules above, inside a write (`steps` of editorWrite): also a restore's (sectionRestore.ts). */
export async function createSection(tx: Tx, { before }: Pick<EditorWriteSteps, 'before'>, body: AddSectionInput, locale: Locale): Promise<SectionRow> {
  const t = PAGE_EDITOR_MESSAGES[locale];
  const owner = { content_type: body.content_type, object_id: body.object_id ?? null };
  const errors: ErrorMap = {};
  checkSlugAndLayout(body, locale, errors);
  if (owner.content_type === 'hub' && owner.object_id !== null) addError(errors, 'object_id', t.objectNotAllowed);
  else if (owner.content_type !== 'hub' && owner.object_id === null) addError(errors, 'object_id', t.objectRequired);
  else if (!(await ownerExists(tx, owner))) addError(errors, 'object_id', t.unknownObject);
  if (body.parent && !(await sectionExistsIn(tx, body.parent, locale))) addError(errors, 'parent', t.unknownParentSection);
  throwIfErrors(errors);
  if (await slugTaken(tx, locale, body.slug)) throw new ConflictError(undefined, { slug: [t.slugTaken] });
  await before(owner);
  const order = body.order ?? (await nextSectionOrder(tx, owner, locale));
  return insertSection(tx, {
    locale,
    slug: body.slug,
    content_type: owner.content_type,
    object_id: owner.object_id,
    parent_id: body.parent ?? null,
    layout: body.layout ?? 0,
    order,
  });
}

export function changeSection(db: Db, user: { id: number }, sectionId: number, body: ChangeSectionInput, locale: Locale): Promise<ContainerSection> {
  return editorWrite(db, user, `section ${sectionId} changed`, async (tx, { before, structural }) => {
    const section = await lockedSection(tx, sectionId);
    await assertSectionCurrent(tx, section, body.version, locale, PAGE_EDITOR_MESSAGES[locale].staleSection);
    const errors: ErrorMap = {};
    checkSlugAndLayout(body, locale, errors);
    throwIfErrors(errors);
    if (body.slug !== undefined && (await slugTaken(tx, section.locale, body.slug, section.id))) {
      throw new ConflictError(undefined, { slug: [PAGE_EDITOR_MESSAGES[locale].slugTaken] });
    }
    await before(ownerOfSection(section));
    const row = await structural(section, {
      slug: body.slug ?? section.slug,
      layout: body.layout ?? section.layout,
      order: body.order ?? section.order,
    });
    return sectionJson(tx, row, locale);
  });
}

/** `version`: the section's version the removal is based on (another one answers 409 'stale'). */
export async function removeSection(db: Db, user: { id: number }, sectionId: number, version: number | undefined, locale: Locale): Promise<void> {
  await editorWrite(db, user, `section ${sectionId} deleted`, async (tx, { before }) => {
    const section = await lockedSection(tx, sectionId);
    await assertSectionCurrent(tx, section, version, locale, PAGE_EDITOR_MESSAGES[locale].staleSection);
    await before(ownerOfSection(section));
    // into the trash with its modules (docs/editor.md "Trash"): the editor can restore it
    await moveToTrash(tx, 'section', section.id, user.id);
  });
}
