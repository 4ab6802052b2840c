/**
 * What every step of the seed shares. The steps (cms/seed/steps/, one file per kind of content)
 * write the demo content (docs/seed.md); seedDemo() (cms/seed/index.ts) calls them in order inside
 * one transaction, each with that transaction and this context.
 */
import type { DbOrTx } from '../db/client';
import type { MediaConfig } from '../media/storeImage';
import { sanitizeRichText } from '../sanitize/richText';
import type { Day } from './dates';

export const DEMO_EDITOR = 'demo';
export const SHOP = 'https://tickets.philharmonie-flussstadt.example';
/** per language, as the image copyright line is translated (`[de, en]`) */
export const COPYRIGHT = ['© Philharmonie Flussstadt (Demo-Grafik)', '© Philharmonie Flussstadt (demo graphic)'] as const;

export interface SeedContext {
  db: DbOrTx;
  config: MediaConfig;
  today: Day;
  /** image ids by pool key */
  images: Map<string, number>;
  /** PNG bytes by pool key (press photos reuse them) */
  pictures: Map<string, Buffer>;
  log: (message: string) => void;
}

/** Rich text as the back end stores it: sanitized to the allowlist. */
export const rich = (html: string) => sanitizeRichText(html);

export function image(ctx: SeedContext, key: string): number {
  const id = ctx.images.get(key);
  if (id === undefined) throw new Error(`seed: no image '${key}' in the pool`);
  return id;
}
