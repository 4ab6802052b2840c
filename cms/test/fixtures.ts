/**
 * Minimal rows for tests. Each helper inserts one row with sensible defaults, takes overrides, and
 * returns the inserted row. Add helpers for your domain here (keep them minimal).
 */
import { hash } from '@node-rs/argon2';
import type { Db } from '../db/client';
import { editors, genres, pages, redirects, venues } from '../db/schema';

export const TEST_PASSWORD = 'correct horse battery staple';

let counter = 0;
const next = () => ++counter;

let passwordHash: string | null = null;
/** argon2id hash of TEST_PASSWORD, computed once per test file (hashing is deliberately slow) */
export async function testPasswordHash(): Promise<string> {
  passwordHash ??= await hash(TEST_PASSWORD); // @node-rs/argon2 defaults to argon2id
  return passwordHash;
}

export async function createEditor(db: Db, overrides: Partial<typeof editors.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(editors)
    .values({
      username: `editor${n}`,
      email: `editor${n}@example.org`,
      first_name: 'Erika',
      last_name: 'Muster',
      password_hash: await testPasswordHash(),
      ...overrides,
    })
    .returning();
  return row;
}

/** A page; the home page by default when no parent and no slug are given. Paths are set from the slugs given. */
export async function createPage(db: Db, overrides: Partial<typeof pages.$inferInsert> = {}) {
  const slugDe = overrides.slug_de ?? '';
  const slugEn = overrides.slug_en ?? '';
  const [row] = await db
    .insert(pages)
    .values({
      title_de: 'Startseite',
      title_en: 'Home',
      slug_de: slugDe,
      slug_en: slugEn,
      path_de: slugDe ? `/de/${slugDe}/` : '/de/',
      path_en: slugEn ? `/en/${slugEn}/` : '/en/',
      page_type: slugDe ? 'default' : 'home',
      is_online: true,
      ...overrides,
    })
    .returning();
  return row;
}

export async function createRedirect(db: Db, overrides: Partial<typeof redirects.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(redirects)
    .values({ old_path: `/de/alt-${n}/`, new_path: `/de/neu-${n}/`, ...overrides })
    .returning();
  return row;
}

export async function createGenre(db: Db, overrides: Partial<typeof genres.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(genres)
    .values({ name_de: `Genre ${n}`, name_en: `Genre ${n}`, slug: `genre-${n}`, ...overrides })
    .returning();
  return row;
}

export async function createVenue(db: Db, overrides: Partial<typeof venues.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(venues)
    .values({ name: `Saal ${n}`, city: 'Berlin', ...overrides })
    .returning();
  return row;
}
