/** The demo editor (docs/seed.md): its account and a generated password. */
import crypto from 'node:crypto';
import { hashPassword } from '../../auth/password';
import { editors } from '../../db/schema';
import { DEMO_EDITOR, type SeedContext } from '../context';

export async function seedEditor(ctx: SeedContext, password: string): Promise<void> {
  await ctx.db
    .insert(editors)
    .values({
      username: DEMO_EDITOR,
      email: 'demo@philharmonie-flussstadt.example',
      first_name: 'Demo',
      last_name: 'Redaktion',
      is_staff: true,
      // the demo editor also approves what others submit for review (docs/editor.md "Review")
      is_reviewer: true,
      password_hash: await hashPassword(password),
    })
    .onConflictDoNothing({ target: editors.username });
}

export function generatePassword(): string {
  // 18 random bytes -> 24 url-safe characters
  return crypto.randomBytes(18).toString('base64url');
}
