import type { ModuleSchema } from './types';
import { anchor, richtext, text } from './fields';

export const faq: ModuleSchema = {
  model: 'faq',
  label: 'faq',
  childModel: 'faq-item',
  fields: [anchor()],
};

/** One question: `content` is its title, `text` the answer. */
export const faqItem: ModuleSchema = {
  model: 'faq-item',
  label: 'faqItem',
  isChild: true,
  fields: [text('content', { required: true }), richtext('text')],
};
