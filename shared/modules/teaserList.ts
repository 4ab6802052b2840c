import type { ModuleSchema } from './types';
import { TEASER_TEXT_MAX } from '../constants';
import { anchor, image, link, select, text, textarea } from './fields';

export const teaserList = {
  model: 'teaser-list',
  label: 'teaserList',
  childModel: 'teaser-item',
  fields: [select('extra_class', ['standard', 'slide']), anchor()],
} as const satisfies ModuleSchema;

export const teaserItem = {
  model: 'teaser-item',
  label: 'teaserItem',
  isChild: true,
  fields: [
    ...image(true),
    ...link(),
    text('link_text'),
    text('preline'),
    text('headline', { required: true }),
    text('subline'),
    textarea('text', { required: true, maxLength: TEASER_TEXT_MAX }),
  ],
} as const satisfies ModuleSchema;
