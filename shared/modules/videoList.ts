import type { ModuleSchema } from './types';
import { EMBED_HOSTS } from './embed';
import { anchor, image, text, textarea } from './fields';

export const videoList: ModuleSchema = {
  model: 'video-list',
  label: 'videoList',
  childModel: 'video-item',
  fields: [text('extra_class', { maxLength: 100 }), anchor()],
};

export const videoItem: ModuleSchema = {
  model: 'video-item',
  label: 'videoItem',
  isChild: true,
  fields: [
    ...image(true),
    { name: 'video_url', kind: 'embed', default: '', required: true, embedHosts: EMBED_HOSTS.video, maxLength: 2048 },
    text('length', { maxLength: 20 }),
    text('title'),
    textarea('content', { maxLength: 1000 }),
  ],
};
