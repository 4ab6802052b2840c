import type { ModuleSchema } from './types';
import { EMBED_HOSTS } from './embed';
import { anchor, image, text } from './fields';

export const video = {
  model: 'video',
  label: 'video',
  fields: [
    // the poster: optional, the service's own (or a neutral one) stands in (client/modules/Video.tsx)
    ...image(),
    { name: 'video_url', kind: 'embed', default: '', required: true, embedHosts: EMBED_HOSTS.video, maxLength: 2048 },
    text('length', { maxLength: 20 }),
    text('title'),
    anchor(),
  ],
} as const satisfies ModuleSchema;
