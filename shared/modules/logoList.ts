import type { ModuleSchema } from './types';
import { image, link, text } from './fields';

export const logoList = {
  model: 'logo-list',
  label: 'logoList',
  childModel: 'logo-item',
  fields: [text('extra_class', { maxLength: 100 })],
} as const satisfies ModuleSchema;

export const logoItem = {
  model: 'logo-item',
  label: 'logoItem',
  isChild: true,
  fields: [...image(true), text('image_alt'), text('image_copyright'), ...link(), text('text')],
} as const satisfies ModuleSchema;
