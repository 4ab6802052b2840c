/**
 * Container sections (blocks of columns holding modules), one locale each:
 *   GET    /{locale}/pageeditor-api/container/by-slug/{slug}   -> ContainerSection | 404 (the editor then creates it)
 *   GET    /{locale}/pageeditor-api/container/{id}/            -> ContainerSection
 *          (both: editors get the draft they work on, visitors and `?published=1` what is published)
 *   POST   /{locale}/pageeditor-api/container/  {slug, parent: null, content_type, object_id, layout?, order?} -> 201
 *   POST | PUT | PATCH /{locale}/pageeditor-api/container/{id}/  {layout?, slug?, order?} -> ContainerSection
 *   DELETE /{locale}/pageeditor-api/container/{id}/[?version=]  -> 204 (its modules go too)
 *   POST   /{locale}/pageeditor-api/container/restore/  SectionRestore -> ContainerSection (undo, redo: the
 *          section brought back to a state in one write, all or nothing; cms/write/sectionRestore.ts)
 * Writes based on an older `version` of the section answer 409 'stale' (cms/content/staleness.ts).
 * Reads are public but hide sections of offline objects from visitors. Writes: editor + CSRF, by
 * the rules of cms/write/sectionWrite.ts (a layout change never loses content).
 */
import { z } from 'zod';
import type { ContainerSection } from '../../../shared/contract/pages';
import { SECTION_CONTENT_TYPES } from '../../../shared/modules/container';
import type { SessionUser } from '../../auth/session';
import type { DbOrTx } from '../../db/client';
import { defineEndpoint, PRIVATE_NO_STORE, reply, type AnyEndpoint, type Frame } from '../../http/endpoint';
import { NotFoundError } from '../../errors';
import { sectionAsSeen } from '../../content/sectionAnswer';
import { addSection, changeSection, removeSection, SECTION_SLUG } from '../../write/sectionWrite';
import { restoreSectionState } from '../../write/sectionRestore';
import { ALL_KEYS, objectKey, SECTIONS_KEY } from '../../../shared/contentKeys';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });

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

const restoreModule = z.object({
  id: id.optional(),
  model: z.string().min(1).max(100),
  column: z.number().int().min(0).max(11),
  order: z.number().int().min(0).max(MAX_INT),
  data: z.record(z.string().max(200), z.unknown()),
  needs_translation: z.literal(true).optional(),
  translation_source: id.optional(),
});

/** a section's state (a ContainerSection with its ModuleNodes is one; other keys are dropped) and what the editor saw */
const restoreBody = z.object({
  id: id.nullable(),
  version: id.optional(),
  seen: z.record(z.string().regex(/^\d{1,10}$/), z.number().int().min(0).max(MAX_INT)).optional(),
  slug: z.string().max(200),
  content_type: z.enum(SECTION_CONTENT_TYPES),
  object_id: id.nullable(),
  layout: z.number().int(),
  order: z.number().int().min(0).max(MAX_INT),
  modules: z.array(restoreModule.extend({ children: z.array(restoreModule).max(1000).optional() })).max(1000),
});

/** editors read the draft (what they work on) unless `?published=1`; visitors read what is published */
const draftQuery = z.object({ published: z.enum(['1', 'true', '']).optional() });

/** The section as this reader may see it (cms/content/sectionAnswer.ts); an editor's answer is never cached. */
function answerSection(db: DbOrTx, key: { slug: string } | { id: number }, frame: Pick<Frame, 'locale' | 'res'> & { user: SessionUser | null; query: { published?: string } }): Promise<ContainerSection> {
  // what an editor sees (drafts, sections of offline owners) must never land in a shared cache
  if (frame.user) frame.res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  return sectionAsSeen(db, key, { locale: frame.locale, user: frame.user, published: frame.query.published !== undefined });
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
      return changeSection(db, user, params.id, body, locale);
    },
  });
}

export const endpoints: AnyEndpoint[] = [
  // before /container/:id/
  defineEndpoint({
    name: 'containers.restore',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/container/restore/',
    permission: 'editor',
    input: { body: restoreBody },
    async handler({ db, body, locale, user }): Promise<ContainerSection> {
      return restoreSectionState(db, user, body, locale);
    },
  }),
  defineEndpoint({
    name: 'containers.bySlug',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/container/by-slug/:slug',
    permission: 'public',
    input: { params: z.object({ slug: z.string().max(200) }), query: draftQuery },
    async handler(frame): Promise<ContainerSection> {
      if (!SECTION_SLUG.test(frame.params.slug)) throw new NotFoundError(); // no section has such a slug
      return answerSection(frame.db, { slug: frame.params.slug }, frame);
    },
    // the section's owner; and, found or not, every section's slug (a publish may give or take one)
    keys: (_frame, section) => {
      const found = section as ContainerSection | undefined;
      if (!found) return [SECTIONS_KEY];
      return found.object_id === null ? [ALL_KEYS] : [objectKey(found.content_type, found.object_id), SECTIONS_KEY];
    },
  }),
  defineEndpoint({
    name: 'containers.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/container/:id/',
    permission: 'public',
    input: { params: idParam, query: draftQuery },
    async handler(frame): Promise<ContainerSection> {
      return answerSection(frame.db, { id: frame.params.id }, frame);
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
      const section = await addSection(db, user, body, locale);
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
      await removeSection(db, user, params.id, query.version, locale);
      return undefined;
    },
  }),
];
