import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit is used ONLY to generate migrations (`npm run db:generate`). They are applied by the
 * runtime migrator (`npm run migrate`, and at every start of the back end): drizzle-kit's own
 * `migrate` with PGlite exits silently when a migration creates an extension.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './cms/db/schema/index.ts',
  out: './cms/db/migrations',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
});
