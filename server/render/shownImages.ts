/**
 * The images a visitor's page showed, and in which aliases: the page's snapshot then carries only
 * the renditions the browser's render reads, not all eight aliases in three formats of every image
 * (half of home's inline state before). Images are frozen values, so the snapshot holds the very
 * objects the pictures showed: they are known by identity. An image the page does not show (a list
 * of concerts as rows, a page's header image where its modules make the header) keeps only `large`:
 * what a loader run again in the browser on the snapshot's data takes for the page's og:image, and
 * the first fallback of a picture should a part the server did not render show it after all.
 */
import type { ImageRef } from '../../shared/contract/common';
import { renditionsRead } from '../../client/media/Picture';
import { serializeState } from '../../client/snapshot';

type Renditions = ImageRef['renditions'];

/** Kept of every image: a page's og:image (client/routing/objectHead.ts), should a loader run again on this data; a picture's first fallback. */
const ALWAYS_KEPT = 'large';

/** The renditions kept by the ShownImages whose `serialize` runs (JSON.stringify calls its replacer synchronously). */
let serializing: Map<object, Set<string>> | null = null;

/**
 * `serialize`'s JSON.stringify replacer: keeps of each image's renditions those its pictures read, or
 * `large` of an image not shown. One function for the life of the process, not a closure per render:
 * V8 holds a function's optimised code only while a function object uses it, so a replacer made
 * per render lost its code at every full collection and was compiled again (about 40 ms of
 * TurboFan a time; docs/performance.md, "Closures made per render are compiled again").
 */
function keepShown(this: unknown, key: string, value: unknown): unknown {
  if (key !== 'renditions' || !serializing) return value;
  const renditions = value as Renditions;
  const aliases = serializing.get(this as object);
  if (!aliases) return renditions[ALWAYS_KEPT] ? { [ALWAYS_KEPT]: renditions[ALWAYS_KEPT] } : renditions;
  const trimmed: Renditions = {};
  for (const [name, rendition] of Object.entries(renditions)) if (aliases.has(name)) trimmed[name] = rendition;
  return trimmed;
}

export class ShownImages {
  private readonly kept = new Map<object, Set<string>>();
  /** StoreEnv's noteImage */
  readonly note = (image: ImageRef, alias: string): void => {
    let aliases = this.kept.get(image);
    if (!aliases) this.kept.set(image, (aliases = new Set([ALWAYS_KEPT])));
    for (const name of renditionsRead(image, alias)) aliases.add(name);
  };

  /** The page's state as serializeState writes it, each image with the renditions its pictures read (`large` of an image not shown). */
  serialize(state: unknown): string {
    serializing = this.kept;
    try {
      return serializeState(state, keepShown);
    } finally {
      serializing = null;
    }
  }
}
