import type { ModuleSchema } from './types';
import { EMBED_HOSTS } from './embed';
import { anchor, image, text, textarea } from './fields';

export const videoList = {
  model: 'video-list',
  label: 'videoList',
  childModel: 'video-item',
  fields: [text('extra_class', { maxLength: 100 }), anchor()],
} as const satisfies ModuleSchema;

export const videoItem = {
  model: 'video-item',
  label: 'videoItem',
  isChild: true,
  fields: [
    // the poster: optional, the service's own (or a neutral one) stands in (client/modules/Video.tsx)
    ...image(),
    { name: 'video_url', kind: 'embed', default: '', required: true, embedHosts: EMBED_HOSTS.video, maxLength: 2048 },
    text('length', { maxLength: 20 }),
    text('title'),
    textarea('content', { maxLength: 1000 }),
  ],
} as const satisfies ModuleSchema;
