/**
 * Container sections (blocks of columns holding modules), one locale each:
 *   GET    /{locale}/pageeditor-api/container/by-slug/{slug}   -> ContainerSection | 404 (the editor then creates it)
 *   GET    /{locale}/pageeditor-api/container/{id}/            -> ContainerSection
 *          (both: editors get the draft they work on, visitors and `?published=1` what is published)
 *   POST   /{locale}/pageeditor-api/container/  {slug, parent: null, content_type, object_id, layout?, order?} -> 201
 *   POST | PUT | PATCH /{locale}/pageeditor-api/container/{id}/  {layout?, slug?, order?} -> ContainerSection
 *   DELETE /{locale}/pageeditor-api/container/{id}/[?version=]  -> 204 (its modules go too)
 * Writes based on an older `version` of the section answer 409 'stale' (cms/content/staleness.ts).
 * Reads are public but hide sections of offline objects from visitors. Writes: editor + CSRF.
 * When the layout loses columns, the modules of the vanished columns move to the end of the last
 * remaining column: a layout change never loses content.
 */
import { z } from 'zod';
import type { Locale } from '../../../shared/constants';
import type { ContainerSection } from '../../../shared/contract/pages';
import { isValidLayout, SECTION_CONTENT_TYPES } from '../../../shared/modules/container';
import type { SessionUser } from '../../auth/session';
import type { DbOrTx, Tx } from '../../db/client';
import { defineEndpoint, PRIVATE_NO_STORE, reply, type AnyEndpoint } from '../../http/endpoint';
import { ConflictError, NotFoundError } from '../../errors';
import type { Response } from 'express';
import { publishedSection } from '../../content/drafts';
import { assertSectionCurrent } from '../../content/staleness';
import { editorWrite } from '../../write/contentWrite';
import { PAGE_EDITOR_MESSAGES } from '../../content/messages';
import { addError, throwIfErrors, type ErrorMap } from '../../content/moduleRules';
import { ownerExists, ownerVisible } from '../../content/owners';
import {
  deleteSection,
  insertSection,
  lockSection,
  nextSectionOrder,
  ownerOfSection,
  sectionById,
  sectionBySlug,
  sectionExistsIn,
  slugTaken,
} from '../../content/sections';
import { sectionJson, type SectionRow } from '../../content/tree';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });
/** anchors and lookup keys: letters, digits, '-', '_' */
const SLUG = /^[A-Za-z0-9_-]{1,100}$/;

const createBody = z.object({
  slug: z.string().max(200),
  parent: id.nullable().optional(),
  content_type: z.enum(SECTION_CONTENT_TYPES),
  object_id: id.nullable().optional(),
  layout: z.number().int().optional(),
  order: z.number().int().min(0).max(MAX_INT).optional(),
});

const updateBody = z.object({
  /** the version the change is based on (ContainerSection.version); another one answers 409 'stale' */
  version: id.optional(),
  slug: z.string().max(200).optional(),
  layout: z.number().int().optional(),
  order: z.number().int().min(0).max(MAX_INT).optional(),
});

/** `?version=`: the section's version a delete is based on (another one answers 409 'stale') */
const basedOnQuery = z.object({ version: z.coerce.number().int().positive().max(MAX_INT).optional() });

/** editors read the draft (what they work on) unless `?published=1`; visitors read what is published */
const draftQuery = z.object({ published: z.enum(['1', 'true', '']).optional() });

async function publishedSectionOrNotFound(
  db: DbOrTx,
  key: { slug: string } | { id: number },
  user: SessionUser | null,
  locale: Locale,
  res: Response,
): Promise<ContainerSection> {
  const found = await publishedSection(db, locale, key);
  if (!found || !(await ownerVisible(db, found.owner, user))) throw new NotFoundError();
  if (user) res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  return found.json;
}

async function visibleSection(db: DbOrTx, section: SectionRow | null, user: SessionUser | null, locale: Locale): Promise<ContainerSection> {
  if (!section || !(await ownerVisible(db, ownerOfSection(section), user))) throw new NotFoundError();
  return sectionJson(db, section, locale);
}

function checkSlugAndLayout(body: { slug?: string; layout?: number }, locale: Locale, errors: ErrorMap): void {
  const t = PAGE_EDITOR_MESSAGES[locale];
  if (body.slug !== undefined && !SLUG.test(body.slug)) addError(errors, 'slug', t.slugFormat);
  if (body.layout !== undefined && !isValidLayout(body.layout)) addError(errors, 'layout', t.unknownLayout);
}

/** The section, locked for the write; 404 when there is none. */
async function lockedSection(tx: Tx, sectionId: number): Promise<SectionRow> {
  const section = await lockSection(tx, sectionId);
  if (!section) throw new NotFoundError();
  return section;
}

function updateEndpoint(method: 'POST' | 'PUT' | 'PATCH'): AnyEndpoint {
  return defineEndpoint({
    name: `containers.update.${method.toLowerCase()}`,
    method,
    api: 'pageeditor-api',
    path: '/container/:id/',
    permission: 'editor',
    input: { params: idParam, body: updateBody },
    async handler({ db, params, body, locale, user }): Promise<ContainerSection> {
      return editorWrite(db, user, `section ${params.id} changed`, async (tx, { before, structural }) => {
        const section = await lockedSection(tx, params.id);
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
    },
  });
}

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'containers.bySlug',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/container/by-slug/:slug',
    permission: 'public',
    input: { params: z.object({ slug: z.string().max(200) }), query: draftQuery },
    async handler({ db, params, locale, user, query, res }): Promise<ContainerSection> {
      if (!SLUG.test(params.slug)) throw new NotFoundError(); // no section has such a slug
      if (query.published !== undefined || !user) return publishedSectionOrNotFound(db, { slug: params.slug }, user, locale, res);
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      return visibleSection(db, await sectionBySlug(db, locale, params.slug), user, locale);
    },
  }),
  defineEndpoint({
    name: 'containers.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/container/:id/',
    permission: 'public',
    input: { params: idParam, query: draftQuery },
    async handler({ db, params, locale, user, query, res }): Promise<ContainerSection> {
      if (query.published !== undefined || !user) return publishedSectionOrNotFound(db, { id: params.id }, user, locale, res);
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      return visibleSection(db, await sectionById(db, params.id), user, locale);
    },
  }),
  defineEndpoint({
    name: 'containers.add',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/container/',
    permission: 'editor',
    input: { body: createBody },
    async handler({ db, body, locale, user }) {
      const t = PAGE_EDITOR_MESSAGES[locale];
      const owner = { content_type: body.content_type, object_id: body.object_id ?? null };
      const section = await editorWrite(
        db,
        user,
        (s: ContainerSection) => `section ${s.id} added`,
        async (tx, { before }) => {
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
          const row = await insertSection(tx, {
            locale,
            slug: body.slug,
            content_type: owner.content_type,
            object_id: owner.object_id,
            parent_id: body.parent ?? null,
            layout: body.layout ?? 0,
            order,
          });
          return sectionJson(tx, row, locale);
        },
      );
      return reply(201, section);
    },
  }),
  updateEndpoint('POST'),
  updateEndpoint('PUT'),
  updateEndpoint('PATCH'),
  defineEndpoint({
    name: 'containers.destroy',
    method: 'DELETE',
    api: 'pageeditor-api',
    path: '/container/:id/',
    permission: 'editor',
    input: { params: idParam, query: basedOnQuery },
    async handler({ db, params, query, locale, user }): Promise<undefined> {
      await editorWrite(db, user, `section ${params.id} deleted`, async (tx, { before }) => {
        const section = await lockedSection(tx, params.id);
        await assertSectionCurrent(tx, section, query.version, locale, PAGE_EDITOR_MESSAGES[locale].staleSection);
        await before(ownerOfSection(section));
        await deleteSection(tx, section.id);
      });
      return undefined;
    },
  }),
];
