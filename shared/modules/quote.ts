import type { ModuleSchema } from './types';
import { anchor, text, textarea } from './fields';

export const quote = {
  model: 'quote',
  label: 'quote',
  fields: [textarea('content', { required: true, maxLength: 1000 }), text('author'), anchor()],
} as const satisfies ModuleSchema;
