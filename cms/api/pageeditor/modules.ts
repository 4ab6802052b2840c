/**
 * Content modules, one URL family per model of shared/modules (MODULES), e.g. `headline`:
 *   GET    /{locale}/pageeditor-api/headline/?section={id}&parent={id}  -> ModuleNode[]   (editor)
 *   GET    /{locale}/pageeditor-api/headline/{id}/                      -> ModuleNode     (editor)
 *   POST   /{locale}/pageeditor-api/headline/   {section, section_version?, parent?, column?, order?, ...fields} -> 201 ModuleNode
 *   POST | PUT | PATCH /{locale}/pageeditor-api/headline/{id}/  {...fields, version?, section_version?, column?, order?, parent?} -> ModuleNode
 *          (stored data merged with the input, validated whole)
 *   DELETE /{locale}/pageeditor-api/headline/{id}/[?version=&section_version=] -> 204 (children go too)
 * Based on an older `version` of the module, or on an older `section_version` of its section (a move
 * always checks it when given; an add, change or delete when it says it, as an undo's first write does): 409
 * 'stale' (cms/content/staleness.ts); an add, a move and a delete bump the section's version, as a
 * reorder does. Writes: editor + CSRF; their rules (locking, staleness, fields, placement) are the
 * module write's (cms/write/moduleWrite.ts), inside the one write path (cms/write/contentWrite.ts).
 * 400 `errors` (field -> messages in the request's locale) for invalid fields and placements.
 */
import { z } from 'zod';
import type { ModuleNode } from '../../../shared/contract/pages';
import { MODULES } from '../../../shared/modules/registry';
import type { ModuleSchema } from '../../../shared/modules/types';
import { defineEndpoint, reply, type AnyEndpoint } from '../../http/endpoint';
import { NotFoundError } from '../../errors';
import { findModule, listModules } from '../../content/modules';
import { moduleJson } from '../../content/tree';
import { addModule, changeModule, removeModule } from '../../write/moduleWrite';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });
const position = z.number().int().min(0).max(MAX_INT);

const createBody = z.looseObject({
  section: id,
  /** the add based on this version of the section (an undo's first write); another one answers 409 'stale' */
  section_version: id.optional(),
  parent: id.nullable().optional(),
  column: position.optional(),
  order: position.optional(),
});

const updateBody = z.looseObject({
  /** the version the change is based on (ModuleNode.version); another one answers 409 'stale' */
  version: id.optional(),
  /** a move (parent, column or order), or any change that says it, based on this version of the section; another one answers 409 'stale' */
  section_version: id.optional(),
  section: id.optional(),
  parent: id.nullable().optional(),
  column: position.optional(),
  order: position.optional(),
  /** the editor marks a module copied for translation as translated (docs/editor.md "Translation") */
  translation_done: z.literal(true).optional(),
});

/** `?version=`: the module's version a delete is based on, `?section_version=`: its section's (another one answers 409 'stale') */
const basedOnQuery = z.object({
  version: z.coerce.number().int().positive().max(MAX_INT).optional(),
  section_version: z.coerce.number().int().positive().max(MAX_INT).optional(),
});

const listQuery = z.object({
  section: z.coerce.number().int().positive().max(MAX_INT).optional(),
  parent: z.coerce.number().int().positive().max(MAX_INT).optional(),
});

function endpointsFor(schema: ModuleSchema): AnyEndpoint[] {
  const base = `/${schema.model}/`;
  const item = `/${schema.model}/:id/`;
  const name = (action: string) => `modules.${schema.model}.${action}`;

  const updateEndpoint = (method: 'POST' | 'PUT' | 'PATCH') =>
    defineEndpoint({
      name: name(`update.${method.toLowerCase()}`),
      method,
      api: 'pageeditor-api',
      path: item,
      permission: 'editor',
      input: { params: idParam, body: updateBody },
      async handler({ db, params, body, locale, user }): Promise<ModuleNode> {
        return changeModule(db, user, schema, params.id, body, locale);
      },
    });

  return [
    defineEndpoint({
      name: name('browse'),
      method: 'GET',
      api: 'pageeditor-api',
      path: base,
      permission: 'editor',
      input: { query: listQuery },
      async handler({ db, query, locale }): Promise<ModuleNode[]> {
        return listModules(db, schema.model, query, locale);
      },
    }),
    defineEndpoint({
      name: name('read'),
      method: 'GET',
      api: 'pageeditor-api',
      path: item,
      permission: 'editor',
      input: { params: idParam },
      async handler({ db, params, locale }): Promise<ModuleNode> {
        const row = await findModule(db, schema.model, params.id);
        if (!row) throw new NotFoundError();
        return moduleJson(db, row, locale);
      },
    }),
    defineEndpoint({
      name: name('add'),
      method: 'POST',
      api: 'pageeditor-api',
      path: base,
      permission: 'editor',
      input: { body: createBody },
      async handler({ db, body, locale, user }) {
        return reply(201, await addModule(db, user, schema, body, locale));
      },
    }),
    updateEndpoint('POST'),
    updateEndpoint('PUT'),
    updateEndpoint('PATCH'),
    defineEndpoint({
      name: name('destroy'),
      method: 'DELETE',
      api: 'pageeditor-api',
      path: item,
      permission: 'editor',
      input: { params: idParam, query: basedOnQuery },
      async handler({ db, params, query, locale, user }): Promise<undefined> {
        await removeModule(db, user, schema, params.id, { module: query.version, section: query.section_version }, locale);
        return undefined;
      },
    }),
  ];
}

export const endpoints: AnyEndpoint[] = MODULES.flatMap(endpointsFor);
