import type { ModuleSchema } from './types';
import { TEASER_TEXT_MAX } from '../constants';
import { anchor, image, link, select, text, textarea } from './fields';

export const fullTeaser = {
  model: 'full-teaser',
  label: 'fullTeaser',
  fields: [
    ...image(true),
    ...link(),
    text('link_text'),
    text('preline'),
    text('headline', { required: true }),
    textarea('text', { required: true, maxLength: TEASER_TEXT_MAX }),
    select('extra_class', ['default', 'image-right', 'image-left']),
    anchor(),
  ],
} as const satisfies ModuleSchema;
