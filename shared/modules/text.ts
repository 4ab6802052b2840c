import type { ModuleSchema } from './types';
import { anchor, checkbox, richtext } from './fields';

export const textModule = {
  model: 'text',
  label: 'text',
  fields: [richtext('content', { required: true }), anchor(), checkbox('add_additional_space')],
} as const satisfies ModuleSchema;
