import type { ModuleSchema } from './types';
import { EMBED_HOSTS } from './embed';
import { embed, select, url } from './fields';

export const audio = {
  model: 'audio',
  label: 'audio',
  fields: [embed(EMBED_HOSTS.audio), { name: 'file', kind: 'number', default: null }, url('file_url')],
} as const satisfies ModuleSchema;

export const viewer = {
  model: 'viewer',
  label: 'viewer',
  fields: [embed(EMBED_HOSTS.viewer), select('media_type', ['document', 'magazine'])],
} as const satisfies ModuleSchema;

export const socialMedia = {
  model: 'social-media',
  label: 'socialMedia',
  fields: [embed(EMBED_HOSTS.socialMedia), select('media_type', ['instagram', 'facebook', 'x'])],
} as const satisfies ModuleSchema;
