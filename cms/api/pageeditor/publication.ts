/**
 * Drafts, publishing and presence of an owner (a page, concert, story or person):
 *   GET  /{locale}/pageeditor-api/publication/{content_type}/{object_id}/             -> PublicationStatus
 *   POST /{locale}/pageeditor-api/publication/{content_type}/{object_id}/heartbeat/   -> PublicationStatus
 *        (the editor has the owner open; `editing` names the others, across instances)
 *   POST /{locale}/pageeditor-api/publication/{content_type}/{object_id}/publish/     [{based_on, locales}] -> PublicationStatus
 *   POST /{locale}/pageeditor-api/publication/{content_type}/{object_id}/discard/     [{based_on, locales}] -> DiscardResult
 *        (`locales`: only these languages; the others keep their unpublished changes. Absent: all)
 *   POST /{locale}/pageeditor-api/publication/{content_type}/{object_id}/undo-publish/ {based_on} -> PublicationStatus
 *   POST /{locale}/pageeditor-api/publication/{content_type}/{object_id}/undo-discard/ {based_on} -> DiscardResult
 *        (undo brings back what the last publish or discard replaced, cms/content/publicationUndo.ts;
 *        `based_on` {published_at, draft_updated_at, is_online}: the state the undo or redo is based on, 409
 *        'stale' when it changed since; 409 'conflict' when nothing is kept to bring back)
 *   PUT  /{locale}/pageeditor-api/publication/{content_type}/{object_id}/schedule/    {publish_at, unpublish_at, publish_locales?} -> PublicationStatus
 *        (the times take effect through cms/jobs/schedule.ts, once, on whichever instance claims them;
 *        the go-live publishes the drafts of `publish_locales` only, every language when absent or null)
 *   POST /{locale}/pageeditor-api/schedule/run/   {now} -> {applied}   tests only (SCHEDULE_TEST_CLOCK=true,
 *        else 404): one pass of the schedule as if it were `now`, so a test never waits for a go-live
 * Editors only (CSRF on writes); an editor whose changes need approval gets 403 'review_required' on
 * publish, undo-publish and schedule (cms/content/reviewRules.ts, review: ./review.ts). Publish, discard and their undo go through the one write path
 * (cms/write/contentWrite.ts). They and the schedule bump the content version; the
 * heartbeat does not (visitors see nothing new).
 */
import { z } from 'zod';
import { LOCALES, type Locale } from '../../../shared/constants';
import type { DiscardResult, PublicationStatus } from '../../../shared/contract/pages';
import { PAGE_NOTES } from '../../../shared/history/changes';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { ConflictError, NotFoundError } from '../../errors';
import type { DbOrTx, Tx } from '../../db/client';
import { runSchedule, type AppliedChange } from '../../jobs/schedule';
import { DRAFT_OWNER_TYPES, type DraftOwner } from '../../content/drafts';
import { changeSchedule, draftAnswer, markAbsent, markPresent, ownerRow, publicationStatus } from '../../content/publication';
import { assertPublicationSince, type PublicationSeen } from '../../content/publicationUndo';
import { PAGE_EDITOR_MESSAGES } from '../../content/messages';
import { assertMayPublish } from '../../content/reviewRules';
import { publicationWrite } from '../../write/contentWrite';

const params = z.object({
  content_type: z.enum(DRAFT_OWNER_TYPES),
  object_id: z.coerce.number().int().positive().max(2_147_483_647),
});

const scheduleBody = z.object({
  publish_at: z.iso.datetime({ offset: true }).nullable(),
  unpublish_at: z.iso.datetime({ offset: true }).nullable(),
  /** the languages whose drafts the go-live publishes (issue 45 item 1); absent or null: every language */
  publish_locales: z.array(z.enum(LOCALES)).min(1).nullable().optional(),
});

/** The publication state an undo or redo is based on (PublicationStatus' times as the step's answer gave them). */
export const basedOn = z.object({
  published_at: z.iso.datetime({ offset: true }).nullable(),
  draft_updated_at: z.iso.datetime({ offset: true }).nullable(),
  is_online: z.boolean(),
});
/**
 * publish and discard: `based_on` only from a redo (a click on the button is based on nothing);
 * `locales` the languages to publish or discard (the others keep their draft), all when absent
 */
const basedOnBody = z.object({ based_on: basedOn.optional(), locales: z.array(z.enum(LOCALES)).min(1).optional() });
const undoBody = z.object({ based_on: basedOn });

/** The stale check of an undo or redo (run under the owner's lock); none without `based_on`. */
const since = (owner: DraftOwner, seen: PublicationSeen | undefined, editorId: number, locale: Locale) =>
  seen && ((tx: Tx) => assertPublicationSince(tx, owner, seen, editorId, PAGE_EDITOR_MESSAGES[locale].stalePage));

/** `POST …/{path}/`: undo of the last publish or discard; 409 'conflict' (`notKept`) when nothing is kept to bring back. */
function undoEndpoint<T>(
  kind: 'undoPublish' | 'undoDiscard',
  path: 'undo-publish' | 'undo-discard',
  note: string,
  notKept: 'publishNotKept' | 'discardNotKept',
  answer: (db: DbOrTx, owner: DraftOwner, editorId: number, locale: Locale) => Promise<T>,
): AnyEndpoint {
  return defineEndpoint({
    name: `publication.${kind}`,
    method: 'POST',
    api: 'pageeditor-api',
    path: `/publication/:content_type/:object_id/${path}/`,
    permission: 'editor',
    input: { params, body: undoBody },
    async handler({ db, params: owner, user, body, locale }): Promise<T> {
      // undoing a publish changes what visitors see: a publishing act
      if (kind === 'undoPublish') assertMayPublish(user, locale);
      if (!(await publicationWrite(db, owner, kind, user.id, note, since(owner, body.based_on, user.id, locale)))) throw new ConflictError(PAGE_EDITOR_MESSAGES[locale][notKept]);
      return answer(db, owner, user.id, locale);
    },
  });
}

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'publication.status',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/publication/:content_type/:object_id/',
    permission: 'editor',
    input: { params },
    async handler({ db, params: owner, user }): Promise<PublicationStatus> {
      return publicationStatus(db, owner, user.id);
    },
  }),
  defineEndpoint({
    name: 'publication.heartbeat',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/publication/:content_type/:object_id/heartbeat/',
    permission: 'editor',
    bumpsContentVersion: false,
    input: { params },
    async handler({ db, params: owner, user }): Promise<PublicationStatus> {
      await ownerRow(db, owner);
      await markPresent(db, owner, user.id);
      return publicationStatus(db, owner, user.id);
    },
  }),
  defineEndpoint({
    name: 'publication.leave',
    method: 'DELETE',
    api: 'pageeditor-api',
    path: '/publication/:content_type/:object_id/heartbeat/',
    permission: 'editor',
    bumpsContentVersion: false,
    input: { params },
    async handler({ db, params: owner, user }): Promise<void> {
      await markAbsent(db, owner, user.id);
    },
  }),
  defineEndpoint({
    name: 'publication.publish',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/publication/:content_type/:object_id/publish/',
    permission: 'editor',
    input: { params, body: basedOnBody },
    async handler({ db, params: owner, user, body, locale }): Promise<PublicationStatus> {
      assertMayPublish(user, locale);
      const changed = await publicationWrite(db, owner, 'publish', user.id, PAGE_NOTES.published, since(owner, body.based_on, user.id, locale), body.locales);
      return { ...(await publicationStatus(db, owner, user.id)), changed };
    },
  }),
  defineEndpoint({
    name: 'publication.discard',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/publication/:content_type/:object_id/discard/',
    permission: 'editor',
    input: { params, body: basedOnBody },
    async handler({ db, params: owner, user, body, locale }): Promise<DiscardResult> {
      const changed = await publicationWrite(db, owner, 'discard', user.id, PAGE_NOTES.discarded, since(owner, body.based_on, user.id, locale), body.locales);
      const result = await draftAnswer(db, owner, user.id, locale);
      return { ...result, status: { ...result.status, changed } };
    },
  }),
  undoEndpoint('undoPublish', 'undo-publish', PAGE_NOTES.publishUndone, 'publishNotKept', (db, owner, editorId) => publicationStatus(db, owner, editorId)),
  undoEndpoint('undoDiscard', 'undo-discard', PAGE_NOTES.discardUndone, 'discardNotKept', draftAnswer),
  defineEndpoint({
    name: 'publication.schedule',
    method: 'PUT',
    api: 'pageeditor-api',
    path: '/publication/:content_type/:object_id/schedule/',
    permission: 'editor',
    input: { params, body: scheduleBody },
    async handler({ db, params: owner, user, body, locale }): Promise<PublicationStatus> {
      // a go-live publishes the draft, a take-down takes the page away: both are publishing
      assertMayPublish(user, locale);
      const date = (value: string | null) => (value ? new Date(value) : null);
      await changeSchedule(db, owner, { publish_at: date(body.publish_at), unpublish_at: date(body.unpublish_at), publish_locales: body.publish_locales }, locale);
      return publicationStatus(db, owner, user.id);
    },
  }),
  defineEndpoint({
    name: 'schedule.run',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/schedule/run/',
    permission: 'editor',
    // each applied change bumps the content version itself
    bumpsContentVersion: false,
    input: { body: z.object({ now: z.iso.datetime({ offset: true }) }) },
    async handler({ db, config, body }): Promise<{ applied: AppliedChange[] }> {
      if (!config.scheduleTestClock) throw new NotFoundError();
      return { applied: await runSchedule(db, new Date(body.now)) };
    },
  }),
];
