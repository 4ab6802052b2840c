import type { ModuleSchema } from './types';
import { anchor, richtext, text } from './fields';

export const faq = {
  model: 'faq',
  label: 'faq',
  childModel: 'faq-item',
  fields: [anchor()],
} as const satisfies ModuleSchema;

/** One question: `content` is its title, `text` the answer. */
export const faqItem = {
  model: 'faq-item',
  label: 'faqItem',
  isChild: true,
  fields: [text('content', { required: true }), richtext('text')],
} as const satisfies ModuleSchema;
