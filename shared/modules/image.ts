import type { ModuleSchema } from './types';
import { anchor, image, link, select, text } from './fields';

export const IMAGE_ALIASES = ['large', 'medium', 'vertical', 'horizontal'] as const;
export type ImageAlias = (typeof IMAGE_ALIASES)[number];

export const imageModule = {
  model: 'image',
  label: 'image',
  fields: [select('alias', IMAGE_ALIASES), ...image(true), ...link(), anchor(), text('description')],
} as const satisfies ModuleSchema;
