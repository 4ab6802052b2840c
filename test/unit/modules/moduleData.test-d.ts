/**
 * Type-level test, checked by `npm run typecheck` (tsc), not run by Jest: module data is typed from
 * the schemas of shared/modules, so a field name a renderer reads that is not in its module's schema
 * (a renamed or removed field, a typo) fails the type check instead of rendering '' silently.
 * Each `@ts-expect-error` below fails the type check if its line stops being an error.
 */
import { bool, childrenOf, str } from '../../../client/modules/fields';
import type { ModuleNode } from '../../../shared/contract/pages';
import type { DataOf, FieldName, ModuleDataOf, ModuleModel, ModuleNodeOf } from '../../../shared/modules/data';
import { text } from '../../../shared/modules/fields';
import { headline } from '../../../shared/modules/headline';
import type { ModuleSchema } from '../../../shared/modules/types';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T | undefined => undefined;

declare const headlineNode: ModuleNodeOf<'headline'>;
declare const linkNode: ModuleNodeOf<'link'>;
declare const faqNode: ModuleNodeOf<'faq'>;
declare const anyNode: ModuleNode;

// The data has the schema's fields, typed by kind: select options as their union, checkboxes boolean.
expectType<Equal<FieldName<'headline'>, 'headline_level' | 'preline' | 'content' | 'subline' | 'anchor' | 'extra_class'>>();
expectType<Equal<ModuleDataOf<'headline'>['headline_level'], 2 | 3 | 4 | 5 | 6>>();
expectType<Equal<ModuleDataOf<'link'>['open_new_window'], boolean>>();
expectType<Equal<ModuleDataOf<'image'>['image'], number | null>>();
expectType<Equal<ModuleDataOf<'teaser-list'>['extra_class'], 'standard' | 'slide'>>();
// Every module kind has a model name in the union (a schema left out of the registry would be missing).
expectType<Equal<'headline' extends ModuleModel ? true : false, true>>();

// The readers accept the schema's fields...
str(headlineNode, 'content');
bool(linkNode, 'open_new_window');
// ...and reject any other name, or a field of the wrong kind.
// @ts-expect-error -- 'title' is not a field of the headline schema
str(headlineNode, 'title');
// @ts-expect-error -- 'content' is text, not a checkbox
bool(linkNode, 'content');
// @ts-expect-error -- an untyped node names no fields: renderers must take ModuleNodeOf<model>
str(anyNode, 'content');

// Children are typed as the list's child model.
const [item] = childrenOf(faqNode);
str(item, 'text');
// @ts-expect-error -- 'anchor' belongs to the FAQ, not to its items
str(item, 'anchor');

// A rename in a schema: the field's old name is no longer readable.
export const renamed = { ...headline, fields: [...headline.fields.filter((field) => field.name !== 'content'), text('title')] } as const satisfies ModuleSchema;
declare const renamedData: Partial<DataOf<typeof renamed>>;
void renamedData.title;
// @ts-expect-error -- 'content' was renamed to 'title'
void renamedData.content;
