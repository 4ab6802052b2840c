/**
 * Content modules, one URL family per model of shared/modules (MODULES), e.g. `headline`:
 *   GET    /{locale}/pageeditor-api/headline/?section={id}&parent={id}  -> ModuleNode[]   (editor)
 *   GET    /{locale}/pageeditor-api/headline/{id}/                      -> ModuleNode     (editor)
 *   POST   /{locale}/pageeditor-api/headline/   {section, parent?, column?, order?, ...fields} -> 201 ModuleNode
 *   POST | PUT | PATCH /{locale}/pageeditor-api/headline/{id}/  {...fields, column?, order?, parent?} -> ModuleNode
 *          (stored data merged with the input, validated whole)
 *   DELETE /{locale}/pageeditor-api/headline/{id}/[?version=]           -> 204 (children go too)
 * Based on an older `version` of the module (or, for a move, `section_version` of its section): 409
 * 'stale' (cms/content/staleness.ts); an add, a move and a delete bump the section's version, as a
 * reorder does. Writes: editor + CSRF, through the one write path (cms/write/contentWrite.ts).
 * 400 `errors` (field -> messages in the request's locale) for invalid fields and placements.
 */
import { z } from 'zod';
import type { Locale } from '../../../shared/constants';
import type { ModuleNode } from '../../../shared/contract/pages';
import { MODULES } from '../../../shared/modules/registry';
import type { ModuleSchema } from '../../../shared/modules/types';
import type { DbOrTx, Tx } from '../../db/client';
import { defineEndpoint, PRIVATE_NO_STORE, reply, type AnyEndpoint } from '../../http/endpoint';
import { NotFoundError, ValidationError } from '../../errors';
import { PAGE_EDITOR_MESSAGES } from './messages';
import { addError, checkFields, checkPlacement, fieldsOf, type ErrorMap } from './moduleRules';
import { deleteModule, findModule, insertModule, listModules, nextModuleOrder, updateModule } from '../../content/modules';
import { lockSection, ownerOfSection } from '../../content/sections';
import { assertSectionCurrent, lockModuleForWrite } from '../../content/staleness';
import { moduleJson, type ModuleRow } from '../../content/tree';
import { editorWrite, type EditorWriteSteps } from '../../write/contentWrite';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });
const position = z.number().int().min(0).max(MAX_INT);

const createBody = z.looseObject({
  section: id,
  parent: id.nullable().optional(),
  column: position.optional(),
  order: position.optional(),
});

const updateBody = z.looseObject({
  /** the version the change is based on (ModuleNode.version); another one answers 409 'stale' */
  version: id.optional(),
  /** a move (parent, column or order) based on this version of the section; another one answers 409 'stale' */
  section_version: id.optional(),
  section: id.optional(),
  parent: id.nullable().optional(),
  column: position.optional(),
  order: position.optional(),
});

/** `?version=`: the module's version a delete is based on (another one answers 409 'stale') */
const basedOnQuery = z.object({ version: z.coerce.number().int().positive().max(MAX_INT).optional() });

const listQuery = z.object({
  section: z.coerce.number().int().positive().max(MAX_INT).optional(),
  parent: z.coerce.number().int().positive().max(MAX_INT).optional(),
});

/** The module of the model, or 404. */
async function moduleOrNotFound(db: DbOrTx, schema: ModuleSchema, moduleId: number): Promise<ModuleRow> {
  const row = await findModule(db, schema.model, moduleId);
  if (!row) throw new NotFoundError();
  return row;
}

function throwIfErrors(errors: ErrorMap): void {
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

async function create(
  tx: Tx,
  schema: ModuleSchema,
  body: z.output<typeof createBody>,
  locale: Locale,
  steps: EditorWriteSteps,
  editorId: number | null,
) {
  const errors: ErrorMap = {};
  const fields = checkFields(schema, fieldsOf(body), locale);
  Object.assign(errors, fields.errors);
  const section = await lockSection(tx, body.section);
  if (!section) {
    addError(errors, 'section', PAGE_EDITOR_MESSAGES[locale].unknownSection);
    throw new ValidationError(errors);
  }
  const place = await checkPlacement(tx, schema, section, { parent: body.parent ?? null, column: body.column ?? 0 }, locale, errors);
  throwIfErrors(errors);
  await steps.before(ownerOfSection(section));
  // a new module changes the section's structure: a reorder based on the section before it is stale
  await steps.structural(section);
  const order = body.order ?? (await nextModuleOrder(tx, section.id, place.parent, place.column));
  return insertModule(tx, { section_id: section.id, parent_id: place.parent, column: place.column, order, model: schema.model, data: fields.data, updated_by: editorId });
}

async function update(
  tx: Tx,
  schema: ModuleSchema,
  moduleId: number,
  body: z.output<typeof updateBody>,
  locale: Locale,
  steps: EditorWriteSteps,
  editorId: number | null,
) {
  const { module: current, section } = await lockModuleForWrite(tx, schema.model, moduleId, body.version, locale, PAGE_EDITOR_MESSAGES[locale].staleModule);
  const errors: ErrorMap = {};
  if (body.section !== undefined && body.section !== current.section_id) {
    addError(errors, 'section', PAGE_EDITOR_MESSAGES[locale].sectionFixed);
  }
  const fields = checkFields(schema, { ...current.data, ...fieldsOf(body) }, locale);
  Object.assign(errors, fields.errors);
  const parent = body.parent === undefined ? current.parent_id : body.parent;
  if (parent === current.id) addError(errors, 'parent', PAGE_EDITOR_MESSAGES[locale].unknownParent);
  const place = await checkPlacement(tx, schema, section, { parent, column: body.column ?? current.column }, locale, errors);
  const moves = place.parent !== current.parent_id || place.column !== current.column || (body.order !== undefined && body.order !== current.order);
  // a move changes the section's structure: based on an older section it is stale, and it bumps the section
  if (moves) await assertSectionCurrent(tx, section, body.section_version, locale, PAGE_EDITOR_MESSAGES[locale].staleSection);
  throwIfErrors(errors);
  await steps.before(ownerOfSection(section));
  if (moves) await steps.structural(section);
  return updateModule(tx, current, {
    parent_id: place.parent,
    column: place.column,
    order: body.order ?? current.order,
    data: fields.data,
    version: current.version + 1,
    // an edited module is translated (issue 27); its source stays known for the side-by-side view
    needs_translation: false,
    updated_by: editorId,
  });
}

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
        return editorWrite(db, user, `${schema.model} ${params.id} changed`, async (tx, steps) => {
          const row = await update(tx, schema, params.id, body, locale, steps, user.id);
          return moduleJson(tx, row, locale);
        });
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
      async handler({ db, query, locale, res }): Promise<ModuleNode[]> {
        res.setHeader('Cache-Control', PRIVATE_NO_STORE);
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
      async handler({ db, params, locale, res }): Promise<ModuleNode> {
        res.setHeader('Cache-Control', PRIVATE_NO_STORE);
        return moduleJson(db, await moduleOrNotFound(db, schema, params.id), locale);
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
        const node = await editorWrite(
          db,
          user,
          (n: ModuleNode) => `${schema.model} ${n.id} added`,
          async (tx, steps) => moduleJson(tx, await create(tx, schema, body, locale, steps, user.id), locale),
        );
        return reply(201, node);
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
        await editorWrite(db, user, `${schema.model} ${params.id} deleted`, async (tx, steps) => {
          const { module: row, section } = await lockModuleForWrite(tx, schema.model, params.id, query.version, locale, PAGE_EDITOR_MESSAGES[locale].staleModule);
          await steps.before(ownerOfSection(section));
          // a module fewer changes the section's structure: a reorder based on the section before it is stale
          await steps.structural(section);
          await deleteModule(tx, row.id);
        });
        return undefined;
      },
    }),
  ];
}

export const endpoints: AnyEndpoint[] = MODULES.flatMap(endpointsFor);
