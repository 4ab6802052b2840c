import type { ModuleSchema } from './types';
import { anchor, image, link, text } from './fields';

export const imageList = {
  model: 'image-list',
  label: 'imageList',
  childModel: 'image-item',
  fields: [text('extra_class', { maxLength: 100 }), anchor()],
} as const satisfies ModuleSchema;

export const imageItem = {
  model: 'image-item',
  label: 'imageItem',
  isChild: true,
  fields: [...image(true), ...link(), text('title'), text('description')],
} as const satisfies ModuleSchema;
