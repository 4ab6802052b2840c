import type { ModuleSchema } from './types';
import { anchor, text } from './fields';

export const headline: ModuleSchema = {
  model: 'headline',
  label: 'headline',
  fields: [
    { name: 'headline_level', kind: 'select', options: [2, 3, 4, 5, 6], default: 2, required: true },
    text('preline'),
    text('content', { required: true }),
    text('subline'),
    anchor(),
    text('extra_class', { maxLength: 100 }),
  ],
};
