/**
 * Creating and updating editors (the people who log in), used by `npm run create-editor`.
 * Setting a password ends the editor's other sessions (as Django does on a password change).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { editors } from '../db/schema';
import { hashPassword } from './password';
import { endAllSessions } from './session';

export const MIN_PASSWORD_LENGTH = 10;
const USERNAME = /^[\w.@+-]{1,150}$/;

export interface EditorInput {
  username: string;
  email?: string;
  password: string;
  /** undefined: unchanged on update, false on create */
  isStaff?: boolean;
  firstName?: string;
  lastName?: string;
}

/** Problems with the input, as sentences; empty when it is fine. */
export function editorInputProblems(input: EditorInput): string[] {
  const problems: string[] = [];
  if (!USERNAME.test(input.username)) problems.push('The username may only contain letters, digits and @ . + - _ (at most 150).');
  if (input.email !== undefined && input.email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) problems.push('The e-mail address is not valid.');
  if (input.password.length < MIN_PASSWORD_LENGTH) problems.push(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  else if (/^\d+$/.test(input.password)) problems.push('The password must not be entirely numeric.');
  else if (input.password.toLowerCase() === input.username.toLowerCase()) problems.push('The password must not be the username.');
  return problems;
}

export async function upsertEditor(db: DbOrTx, input: EditorInput): Promise<{ id: number; created: boolean }> {
  const problems = editorInputProblems(input);
  if (problems.length) throw new Error(problems.join('\n'));
  const password_hash = await hashPassword(input.password);
  const [existing] = await db.select({ id: editors.id }).from(editors).where(eq(editors.username, input.username));
  if (existing) {
    await db
      .update(editors)
      .set({
        password_hash,
        is_active: true,
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.isStaff !== undefined ? { is_staff: input.isStaff } : {}),
        ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
        ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
      })
      .where(eq(editors.id, existing.id));
    await endAllSessions(db, existing.id);
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(editors)
    .values({
      username: input.username,
      email: input.email ?? '',
      password_hash,
      is_staff: input.isStaff ?? false,
      first_name: input.firstName ?? '',
      last_name: input.lastName ?? '',
    })
    .returning({ id: editors.id });
  return { id: row.id, created: true };
}

/** The editor's choice of the admin's language (null: the site's default). */
export async function setEditorLanguage(db: DbOrTx, editorId: number, language: 'de' | 'en' | null): Promise<void> {
  await db.update(editors).set({ language }).where(eq(editors.id, editorId));
}

/**
 * How many active staff editors there are, counted inside a write's transaction after the write.
 * The advisory lock serialises these checks, so two staff editors demoting each other at once
 * cannot both see the other one still standing (READ COMMITTED: the second count sees the first commit).
 */
export async function activeStaffCount(tx: DbOrTx): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('cms.editors.staff'))`);
  const [row] = await tx.select({ n: count() }).from(editors).where(and(eq(editors.is_staff, true), eq(editors.is_active, true)));
  return row?.n ?? 0;
}
