/**
 * Container sections (blocks of columns holding modules), one locale each:
 *   GET    /{locale}/pageeditor-api/container/by-slug/{slug}   -> ContainerSection | 404 (the editor then creates it)
 *   GET    /{locale}/pageeditor-api/container/{id}/            -> ContainerSection
 *          (both: editors get the draft they work on, visitors and `?published=1` what is published)
 *   POST   /{locale}/pageeditor-api/container/  {slug, parent: null, content_type, object_id, layout?, order?} -> 201
 *   POST | PUT | PATCH /{locale}/pageeditor-api/container/{id}/  {layout?, slug?, order?} -> ContainerSection
 *   DELETE /{locale}/pageeditor-api/container/{id}/            -> 204 (its modules go too)
 * Reads are public but hide sections of offline objects from visitors. Writes: editor + CSRF.
 * When the layout loses columns, the modules of the vanished columns move to the end of the last
 * remaining column: a layout change never loses content.
 */
import { and, asc, desc, eq, gte, isNull, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '../../../shared/constants';
import type { ContainerSection } from '../../../shared/contract/pages';
import { columnCount, isValidLayout, SECTION_CONTENT_TYPES } from '../../../shared/modules/container';
import type { SessionUser } from '../../auth/session';
import type { DbOrTx, Tx } from '../../db/client';
import { container_sections, modules } from '../../db/schema';
import { defineEndpoint, reply, type AnyEndpoint } from '../../http/endpoint';
import { ConflictError, NotFoundError, StaleError, ValidationError } from '../../errors';
import type { Response } from 'express';
import { PRIVATE_NO_STORE } from '../user';
import { editorNameOf, publishedSection } from '../../content/drafts';
import { contentWrite } from './history';
import { PAGE_EDITOR_MESSAGES } from './messages';
import { addError, type ErrorMap } from './moduleRules';
import { ownerExists, ownerVisible } from './owners';
import { sectionJson, sectionsOfOwner, type SectionRow } from '../../content/tree';

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

const ownerOf = (s: SectionRow) => ({ content_type: s.content_type, object_id: s.object_id });

async function visibleSection(db: DbOrTx, section: SectionRow | undefined, user: SessionUser | null, locale: Locale): Promise<ContainerSection> {
  if (!section || !(await ownerVisible(db, ownerOf(section), user))) throw new NotFoundError();
  return sectionJson(db, section, locale);
}

async function slugTaken(db: DbOrTx, locale: string, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: container_sections.id })
    .from(container_sections)
    .where(and(eq(container_sections.locale, locale), eq(container_sections.slug, slug)));
  return !!row && row.id !== exceptId;
}

function checkSlugAndLayout(body: { slug?: string; layout?: number }, locale: Locale, errors: ErrorMap): void {
  const t = PAGE_EDITOR_MESSAGES[locale];
  if (body.slug !== undefined && !SLUG.test(body.slug)) addError(errors, 'slug', t.slugFormat);
  if (body.layout !== undefined && !isValidLayout(body.layout)) addError(errors, 'layout', t.unknownLayout);
}

/** Move the top-level modules of columns >= the new column count to the end of the last column. */
async function foldColumns(tx: Tx, sectionId: number, layout: number): Promise<void> {
  const last = columnCount(layout) - 1;
  const moving = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.section_id, sectionId), isNull(modules.parent_id), gte(modules.column, last + 1)))
    .orderBy(asc(modules.column), asc(modules.order), asc(modules.id));
  if (moving.length === 0) return;
  const [top] = await tx
    .select({ value: max(modules.order) })
    .from(modules)
    .where(and(eq(modules.section_id, sectionId), isNull(modules.parent_id), eq(modules.column, last)));
  let order = top?.value === null || top?.value === undefined ? 0 : Number(top.value) + 1;
  for (const m of moving) await tx.update(modules).set({ column: last, order: order++ }).where(eq(modules.id, m.id));
  // their children follow them
  await tx.update(modules).set({ column: last }).where(and(eq(modules.section_id, sectionId), gte(modules.column, last + 1)));
}

async function lockSection(tx: Tx, sectionId: number): Promise<SectionRow> {
  const [row] = await tx.select().from(container_sections).where(eq(container_sections.id, sectionId)).for('update');
  if (!row) throw new NotFoundError();
  return row;
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
      return contentWrite(db, user, `section ${params.id} changed`, async (tx, { before }) => {
        const section = await lockSection(tx, params.id);
        if (body.version !== undefined && body.version !== section.version) {
          const name = await editorNameOf(tx, section.updated_by);
          throw new StaleError(PAGE_EDITOR_MESSAGES[locale].staleSection(name), { current: await sectionJson(tx, section, locale), changed_by: name });
        }
        const errors: ErrorMap = {};
        checkSlugAndLayout(body, locale, errors);
        if (Object.keys(errors).length) throw new ValidationError(errors);
        if (body.slug !== undefined && (await slugTaken(tx, section.locale, body.slug, section.id))) {
          throw new ConflictError(undefined, { slug: [PAGE_EDITOR_MESSAGES[locale].slugTaken] });
        }
        await before(ownerOf(section));
        if (body.layout !== undefined && columnCount(body.layout) < columnCount(section.layout)) await foldColumns(tx, section.id, body.layout);
        const [row] = await tx
          .update(container_sections)
          .set({
            slug: body.slug ?? section.slug,
            layout: body.layout ?? section.layout,
            order: body.order ?? section.order,
            version: section.version + 1,
            updated_by: user?.id ?? null,
          })
          .where(eq(container_sections.id, section.id))
          .returning();
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
      const [section] = await db
        .select()
        .from(container_sections)
        .where(and(eq(container_sections.locale, locale), eq(container_sections.slug, params.slug)));
      return visibleSection(db, section, user, locale);
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
      const [section] = await db.select().from(container_sections).where(eq(container_sections.id, params.id));
      return visibleSection(db, section, user, locale);
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
      const section = await contentWrite(
        db,
        user,
        (s: ContainerSection) => `section ${s.id} added`,
        async (tx, { before }) => {
          const errors: ErrorMap = {};
          checkSlugAndLayout(body, locale, errors);
          if (owner.content_type === 'hub' && owner.object_id !== null) addError(errors, 'object_id', t.objectNotAllowed);
          else if (owner.content_type !== 'hub' && owner.object_id === null) addError(errors, 'object_id', t.objectRequired);
          else if (!(await ownerExists(tx, owner))) addError(errors, 'object_id', t.unknownObject);
          if (body.parent) {
            const [parent] = await tx
              .select({ id: container_sections.id })
              .from(container_sections)
              .where(and(eq(container_sections.id, body.parent), eq(container_sections.locale, locale)));
            if (!parent) addError(errors, 'parent', t.unknownParentSection);
          }
          if (Object.keys(errors).length) throw new ValidationError(errors);
          if (await slugTaken(tx, locale, body.slug)) throw new ConflictError(undefined, { slug: [t.slugTaken] });
          await before(owner);
          let order = body.order;
          if (order === undefined) {
            const [last] = await tx
              .select({ order: container_sections.order })
              .from(container_sections)
              .where(sectionsOfOwner(owner, locale))
              .orderBy(desc(container_sections.order))
              .limit(1);
            order = last ? last.order + 1 : 0;
          }
          const [row] = await tx
            .insert(container_sections)
            .values({ locale, slug: body.slug, content_type: owner.content_type, object_id: owner.object_id, parent_id: body.parent ?? null, layout: body.layout ?? 0, order })
            .returning();
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
    input: { params: idParam },
    async handler({ db, params, user }): Promise<undefined> {
      await contentWrite(db, user, `section ${params.id} deleted`, async (tx, { before }) => {
        const section = await lockSection(tx, params.id);
        await before(ownerOf(section));
        await tx.delete(container_sections).where(eq(container_sections.id, section.id));
      });
      return undefined;
    },
  }),
];
