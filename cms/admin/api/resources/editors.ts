/** The admin's resources of editors (resource.ts declares the machinery, docs/admin.md). */
import { z } from 'zod';
import { LOCALES } from '../../../../shared/constants';
import { activeStaffCount, MIN_PASSWORD_LENGTH } from '../../../auth/editors';
import { hashPassword } from '../../../auth/password';
import { editors } from '../../../db/schema';
import { ConflictError, ValidationError } from '../../../errors';
import * as f from '../fields';
import { adminMessages } from '../fields';
import type { AdminResource } from '../resource';
import type { Row } from './hooks';

export const editorResource: AdminResource = {
  name: 'editors',
  table: editors,
  fields: z.object({
    username: f.requiredText(150).pipe(z.string().regex(/^[\w.@+-]+$/, adminMessages.invalidUsername)),
    email: z.union([z.literal(''), z.email({ error: adminMessages.invalidEmail })], { error: adminMessages.invalidEmail }).default(''),
    first_name: f.text(150),
    last_name: f.text(150),
    is_staff: f.flag(false),
    is_active: f.flag(true),
    /** approves what others submit for review, and publishes directly (docs/editor.md "Review") */
    is_reviewer: f.flag(false),
    /** may not publish or schedule in the page editor: submits for review (ignored for reviewers) */
    needs_review: f.flag(false),
    /** the admin's language for this editor; null (or '') follows the site's default */
    language: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(LOCALES, { error: adminMessages.invalidLanguage }).nullable()).default(null),
    /** write-only: '' or absent keeps the current password */
    password: z.string().max(1024).default(''),
  }),
  search: ['username', 'email', 'first_name', 'last_name'],
  filters: {
    is_staff: { kind: 'bool', column: 'is_staff' },
    is_active: { kind: 'bool', column: 'is_active' },
    is_reviewer: { kind: 'bool', column: 'is_reviewer' },
    needs_review: { kind: 'bool', column: 'needs_review' },
  },
  sort: ['id', 'username', 'last_login_at', 'created_at'],
  defaultSort: ['username', 'ASC'],
  hidden: ['password_hash'],
  async prepare(data, { id }) {
    const { password, ...rest } = data as Row & { password: string };
    if (!password) {
      if (id === null) throw new ValidationError({ password: [adminMessages.passwordRequired] });
      return rest;
    }
    if (password.length < MIN_PASSWORD_LENGTH) throw new ValidationError({ password: [adminMessages.passwordTooShort] });
    return { ...rest, password_hash: await hashPassword(password) };
  },
  /** nobody may lock everyone out of the admin: no deleting oneself, no removing the last active staff editor */
  async afterWrite({ tx, user, id, op }) {
    if (op === 'delete' && user?.id === id) throw new ConflictError(adminMessages.ownAccountDelete);
    if (op === 'create' || (await activeStaffCount(tx)) > 0) return;
    if (op === 'delete') throw new ConflictError(adminMessages.lastStaff);
    throw new ValidationError({ is_staff: [adminMessages.lastStaff] });
  },
};
