/**
 * The RSS enclosures of stories' images: RSS 2.0 requires each image's real length in bytes, which
 * the back end's list does not carry, so a HEAD on the back end (which serves the media) asks.
 * Rendition and original file names are content-addressed (their hash is in the name): a URL's
 * length and type never change, so an answer is kept for the process's life (bounded) and a feed
 * asks only for images it has not met yet. An image on another host, or one whose length does not
 * come, gets no enclosure and is asked again next time.
 */
import { LRUCache } from 'lru-cache';
import type { ArticleListItem } from '../../shared/contract/stories';
import { enclosureImage, type Enclosure } from './rss';

/** a feed shows 20 stories per language: room for every image of many feeds' turnover */
const KEPT_ENCLOSURES = 2000;

export interface EnclosureOptions {
  cmsUrl: string;
  timeoutMs: number;
  /** the back end's fetch (server/cms/inProcess.ts when embedded); the global fetch by default */
  fetch?: typeof fetch;
}

export function enclosureLookup(options: EnclosureOptions): (articles: readonly ArticleListItem[]) => Promise<Map<number, Enclosure>> {
  const known = new LRUCache<string, Enclosure>({ max: KEPT_ENCLOSURES });

  async function enclosureOf(url: string): Promise<Enclosure | null> {
    const kept = known.get(url);
    if (kept) return kept;
    try {
      const res = await (options.fetch ?? fetch)(`${options.cmsUrl}${url}`, { method: 'HEAD', signal: AbortSignal.timeout(options.timeoutMs) });
      const length = Number(res.headers.get('content-length'));
      const type = res.headers.get('content-type')?.split(';')[0].trim();
      if (!res.ok || !Number.isInteger(length) || length <= 0 || !type?.startsWith('image/')) return null;
      const enclosure = { url, length, type };
      known.set(url, enclosure);
      return enclosure;
    } catch {
      return null;
    }
  }

  return async (articles) => {
    const found = await Promise.all(
      articles.map(async (article): Promise<[number, Enclosure] | null> => {
        const url = enclosureImage(article);
        if (!url?.startsWith('/')) return null;
        const enclosure = await enclosureOf(url);
        return enclosure ? [article.id, enclosure] : null;
      }),
    );
    return new Map(found.filter((entry) => entry !== null));
  };
}
