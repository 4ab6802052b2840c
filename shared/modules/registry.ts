import type { ModuleSchema } from './types';
import { headline } from './headline';
import { textModule } from './text';
import { linkModule } from './link';
import { imageModule } from './image';
import { video } from './video';
import { quote } from './quote';
import { faq, faqItem } from './faq';
import { fullTeaser } from './fullTeaser';
import { teaserItem, teaserList } from './teaserList';
import { imageItem, imageList } from './imageList';
import { videoItem, videoList } from './videoList';
import { audio, socialMedia, viewer } from './embeds';
import { logoItem, logoList } from './logoList';
import { eventItem, eventList } from './eventList';

/** Every module kind, in the order of the editor's palette; typed one by one for ./data.ts. */
export const SCHEMAS = [
  headline,
  textModule,
  linkModule,
  imageModule,
  faq,
  video,
  audio,
  viewer,
  quote,
  fullTeaser,
  teaserList,
  imageList,
  videoList,
  socialMedia,
  logoList,
  eventList,
  faqItem,
  teaserItem,
  imageItem,
  videoItem,
  logoItem,
  eventItem,
] as const satisfies readonly ModuleSchema[];

/** Every module kind, in the order of the editor's palette. */
export const MODULES: readonly ModuleSchema[] = SCHEMAS;

const byModel = new Map(MODULES.map((schema) => [schema.model, schema]));

export function getModuleSchema(model: string): ModuleSchema | undefined {
  return byModel.get(model);
}

/** The modules an editor can add to a column (children are added inside their list). */
export const PALETTE = MODULES.filter((schema) => !schema.isChild);
