import type { ModuleSchema } from './types';
import { anchor, checkbox, link, select, text } from './fields';

export const linkModule = {
  model: 'link',
  label: 'link',
  fields: [
    text('content', { required: true }),
    ...link(true),
    select('extra_class', ['', 'button']),
    anchor(),
    checkbox('open_new_window'),
  ],
} as const satisfies ModuleSchema;
