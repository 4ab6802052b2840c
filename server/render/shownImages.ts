/**
 * The images a visitor's page showed, and in which aliases: the page's snapshot then carries only
 * the renditions the browser's render reads, not all eight aliases in three formats of every image
 * (half of home's inline state before). Images are frozen values, so the snapshot holds the very
 * objects the pictures showed: they are known by identity, and an image the server did not show (a
 * part rendered only in the browser) keeps every rendition.
 */
import type { ImageRef } from '../../shared/contract/common';
import { renditionsRead } from '../../client/media/Picture';

type Renditions = ImageRef['renditions'];

/** Kept whenever an image was shown: the og:image the browser's head reads (client/routing/objectHead.ts). */
const ALWAYS_KEPT = 'large';

export class ShownImages {
  private readonly kept = new Map<object, Set<string>>();

  /** StoreEnv's noteImage */
  readonly note = (image: ImageRef, alias: string): void => {
    let aliases = this.kept.get(image);
    if (!aliases) this.kept.set(image, (aliases = new Set([ALWAYS_KEPT])));
    for (const name of renditionsRead(image, alias)) aliases.add(name);
  };

  /** A JSON.stringify replacer that keeps of each shown image's renditions those its pictures read; undefined when none was shown. */
  replacer(): ((this: unknown, key: string, value: unknown) => unknown) | undefined {
    if (!this.kept.size) return undefined;
    const kept = this.kept;
    return function keepShown(this: unknown, key: string, value: unknown) {
      if (key !== 'renditions') return value;
      const aliases = kept.get(this as object);
      if (!aliases) return value;
      const trimmed: Renditions = {};
      for (const [name, rendition] of Object.entries(value as Renditions)) if (aliases.has(name)) trimmed[name] = rendition;
      return trimmed;
    };
  }
}
