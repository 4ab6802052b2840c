/** The redirect table (SPEC §7): every entry, and the entry of one source path. */
import { asc, inArray } from 'drizzle-orm';
import type { RedirectEntry } from '../../shared/contract/pages';
import { sourcePathVariants } from '../../shared/sitePath';
import type { DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { redirects } from '../db/schema';

const columns = { old_path: redirects.old_path, new_path: redirects.new_path };

export async function listRedirects(db: DbOrTx): Promise<RedirectEntry[]> {
  // read by the site for every page it renders anew: built once (cms/db/prepared.ts)
  return prepared(db, 'redirects_all', (on) => on.select(columns).from(redirects).orderBy(asc(redirects.old_path))).execute();
}

/** The entry whose source is `path` in either spelling (sourcePathVariants), the exact spelling first; or null. */
export async function findRedirect(db: DbOrTx, path: string): Promise<RedirectEntry | null> {
  const variants = sourcePathVariants(path);
  const rows = await db.select(columns).from(redirects).where(inArray(redirects.old_path, variants));
  return variants.map((v) => rows.find((r) => r.old_path === v)).find(Boolean) ?? null;
}
