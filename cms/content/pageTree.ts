/**
 * The page tree's paths: `path_de` / `path_en` of a page are derived from the slugs of its
 * ancestors (docs/cms.md, schema conventions), never set by hand. The admin recomputes them after
 * every write of a page (a page and all its descendants); the seed builds them the same way.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { pages } from '../db/schema';

/** A page's path from its parent's: the root is the language's home ('/de/' for an empty slug); a child without a slug or below a page without a path has none. */
export function childPath(parentPath: string | null, slug: string, locale: 'de' | 'en', isRoot: boolean): string | null {
  if (isRoot) return slug ? `/${locale}/${slug}/` : `/${locale}/`;
  if (!parentPath || !slug) return null;
  return `${parentPath}${slug}/`;
}

/** Whether `candidate` is the page `pageId` or one of its descendants (a parent it may not get). */
export async function isSelfOrDescendant(tx: Tx, pageId: number, candidate: number | null): Promise<boolean> {
  let cursor = candidate;
  for (let depth = 0; cursor !== null && depth < 100; depth++) {
    if (cursor === pageId) return true;
    const [row] = await tx.select({ parent_id: pages.parent_id }).from(pages).where(eq(pages.id, cursor));
    cursor = row?.parent_id ?? null;
  }
  return false;
}

type PageTreeRow = { id: number; parent_id: number | null; slug_de: string; slug_en: string; path_de: string | null; path_en: string | null };

/** Why the paths cannot be recomputed: the tree has a cycle, or a path is another page's. */
export type PathProblem = { kind: 'cycle' } | { kind: 'taken'; field: 'slug_de' | 'slug_en' };

/**
 * Recomputes path_de/path_en of `rootId` and all its descendants from the slugs. Returns the ids
 * whose paths were recomputed (for reindexing), or the problem (nothing is left half-done by the
 * caller's transaction when it throws on it).
 */
export async function updatePaths(tx: Tx, rootId: number): Promise<{ touched: number[] } | { problem: PathProblem }> {
  const all = (await tx
    .select({ id: pages.id, parent_id: pages.parent_id, slug_de: pages.slug_de, slug_en: pages.slug_en, path_de: pages.path_de, path_en: pages.path_en })
    .from(pages)) as PageTreeRow[];
  const byId = new Map(all.map((p) => [p.id, p]));
  const children = new Map<number, PageTreeRow[]>();
  for (const p of all) if (p.parent_id !== null) children.set(p.parent_id, [...(children.get(p.parent_id) ?? []), p]);
  const touched: number[] = [];
  const visit = async (page: PageTreeRow, depth: number): Promise<PathProblem | null> => {
    if (depth > 50) return { kind: 'cycle' };
    const parent = page.parent_id === null ? null : byId.get(page.parent_id)!;
    // a top-level page without a slug in a language has no page there; only the home (no slug in
    // either language) is /de/ and /en/ (issue 45: an empty English slug is no clash with the home)
    const root = parent === null;
    const home = root && page.slug_de === '' && page.slug_en === '';
    const path_de = root && !home && page.slug_de === '' ? null : childPath(parent?.path_de ?? null, page.slug_de, 'de', root);
    const path_en = root && !home && page.slug_en === '' ? null : childPath(parent?.path_en ?? null, page.slug_en, 'en', root);
    for (const [field, value] of [['slug_de', path_de], ['slug_en', path_en]] as const) {
      const column = field === 'slug_de' ? pages.path_de : pages.path_en;
      if (value === null) continue;
      const [clash] = await tx.select({ id: pages.id }).from(pages).where(and(eq(column, value), ne(pages.id, page.id)));
      if (clash) return { kind: 'taken', field };
    }
    if (path_de !== page.path_de || path_en !== page.path_en) {
      await tx.update(pages).set({ path_de, path_en }).where(eq(pages.id, page.id));
      page.path_de = path_de;
      page.path_en = path_en;
    }
    touched.push(page.id);
    for (const child of children.get(page.id) ?? []) {
      const problem = await visit(child, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  const problem = await visit(byId.get(rootId)!, 0);
  return problem ? { problem } : { touched };
}
