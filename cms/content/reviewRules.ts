/**
 * Who may do what in the review before publishing (issue 27 item 4; docs/editor.md "Review"), in
 * one place:
 *   - a reviewer (`editors.is_reviewer`, set by the admin) approves, sends back and comments; a
 *     reviewer also publishes and schedules directly;
 *   - an editor who needs approval (`editors.needs_review`, set per editor by the admin; ignored for
 *     reviewers) may not publish, undo a publish or set a schedule (a go-live publishes the draft):
 *     the back end refuses with 403 'review_required' in the editor's language; such an editor
 *     submits for review instead. Drafts stay theirs to change, discard and restore.
 *   - every other editor publishes directly and may also submit for review (a second pair of eyes).
 * The admin (staff) is outside these rules: a staff member can change the roles anyway.
 */
import type { Locale } from '../../shared/constants';
import type { SessionUser } from '../auth/session';
import { PermissionError } from '../errors';
import { PAGE_EDITOR_MESSAGES } from './messages';

type Roles = Pick<SessionUser, 'is_reviewer' | 'needs_review'>;

export const mayPublish = (user: Roles): boolean => user.is_reviewer || !user.needs_review;

/** 403 'review_required' for an editor whose changes need approval. */
export function assertMayPublish(user: Roles, locale: Locale): void {
  if (!mayPublish(user)) throw new PermissionError(PAGE_EDITOR_MESSAGES[locale].needsApproval, 'review_required');
}

/** 403 'reviewer_only' for an editor without the reviewer role. */
export function assertReviewer(user: Roles, locale: Locale): void {
  if (!user.is_reviewer) throw new PermissionError(PAGE_EDITOR_MESSAGES[locale].reviewersOnly, 'reviewer_only');
}
