import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the SQL migrations are. In the source tree: cms/db/migrations. A bundled build must copy
 * that folder next to the bundle as `migrations/` (build/cms/migrations) or set CMS_MIGRATIONS_DIR.
 */
export function migrationsFolder(): string {
  const candidates = [
    process.env.CMS_MIGRATIONS_DIR,
    typeof __dirname === 'string' ? path.join(__dirname, 'migrations') : undefined,
    typeof __dirname === 'string' ? path.join(__dirname, 'db', 'migrations') : undefined,
    path.resolve(process.cwd(), 'cms/db/migrations'),
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found; looked in: ${candidates.join(', ')}`);
  return found;
}
