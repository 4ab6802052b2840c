/** The demo redirects. */
import { redirects } from '../../db/schema';
import type { SeedContext } from '../context';

export const DEMO_REDIRECTS = [
  { old_path: '/de/abo', new_path: '/de/abonnement' },
  { old_path: '/en/subscription', new_path: '/en/abonnements' },
  { old_path: '/de/alte-seite', new_path: '/de/ueber-uns/' },
  { old_path: '/de/team', new_path: '/de/orchester' },
  { old_path: '/en/team', new_path: '/en/orchestra' },
  { old_path: '/de/anfahrt', new_path: '/de/support/anfahrt/' },
];

export async function seedRedirects(ctx: SeedContext): Promise<void> {
  await ctx.db.insert(redirects).values(DEMO_REDIRECTS).onConflictDoNothing({ target: redirects.old_path });
}

