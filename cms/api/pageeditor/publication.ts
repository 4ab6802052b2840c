/**
 * Drafts, publishing and presence of an owner (a page, concert, story or person):
 *   GET  /{locale}/pageeditor-api/publication/{content_type}/{object_id}/             -> PublicationStatus
 *   POST /{locale}/pageeditor-api/publication/{content_type}/{object_id}/heartbeat/   -> PublicationStatus
 *        (the editor has the owner open; `editing` names the others, across instances)
 *   POST /{locale}/pageeditor-api/publication/{content_type}/{object_id}/publish/     -> PublicationStatus
 *   POST /{locale}/pageeditor-api/publication/{content_type}/{object_id}/discard/     -> DiscardResult
 *   PUT  /{locale}/pageeditor-api/publication/{content_type}/{object_id}/schedule/    {publish_at, unpublish_at} -> PublicationStatus
 *        (the times take effect through cms/jobs/schedule.ts, once, on whichever instance claims them)
 *   POST /{locale}/pageeditor-api/schedule/run/   {now} -> {applied}   tests only (SCHEDULE_TEST_CLOCK=true,
 *        else 404): one pass of the schedule as if it were `now`, so a test never waits for a go-live
 * Editors only (CSRF on writes). Publish and discard go through the one write path
 * (cms/write/contentWrite.ts). Publish, discard and schedule bump the content version; the
 * heartbeat does not (visitors see nothing new).
 */
import { z } from 'zod';
import type { Locale } from '../../../shared/constants';
import type { DiscardResult, PublicationStatus } from '../../../shared/contract/pages';
import { PAGE_NOTES } from '../../../shared/history/changes';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { NotFoundError, ValidationError } from '../../errors';
import { runSchedule, type AppliedChange } from '../../jobs/schedule';
import { DRAFT_OWNER_TYPES, draftContent, type DraftOwner } from '../../content/drafts';
import { markAbsent, markPresent, ownerRow, publicationStatus, scheduleInOrder, setSchedule } from '../../content/publication';
import { PAGE_EDITOR_MESSAGES } from '../../content/messages';
import { sectionsJson } from '../../content/tree';
import { publicationWrite } from '../../write/contentWrite';

const params = z.object({
  content_type: z.enum(DRAFT_OWNER_TYPES),
  object_id: z.coerce.number().int().positive().max(2_147_483_647),
});

const scheduleBody = z.object({
  publish_at: z.iso.datetime({ offset: true }).nullable(),
  unpublish_at: z.iso.datetime({ offset: true }).nullable(),
});

function scheduleErrors(locale: Locale, owner: DraftOwner, body: z.output<typeof scheduleBody>): Record<string, string[]> {
  const m = PAGE_EDITOR_MESSAGES[locale];
  if (owner.content_type === 'person') return { non_field_errors: [m.scheduleNotAllowed] };
  const date = (value: string | null) => (value ? new Date(value) : null);
  if (!scheduleInOrder(date(body.publish_at), date(body.unpublish_at))) return { unpublish_at: [m.scheduleOrder] };
  return {};
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
    input: { params },
    async handler({ db, params: owner, user }): Promise<PublicationStatus> {
      await publicationWrite(db, owner, 'publish', user.id, PAGE_NOTES.published);
      return publicationStatus(db, owner, user.id);
    },
  }),
  defineEndpoint({
    name: 'publication.discard',
    method: 'POST',
    api: 'pageeditor-api',
    path: '/publication/:content_type/:object_id/discard/',
    permission: 'editor',
    input: { params },
    async handler({ db, params: owner, user, locale }): Promise<DiscardResult> {
      await publicationWrite(db, owner, 'discard', user.id, PAGE_NOTES.discarded);
      const content = await draftContent(db, owner);
      const sections = content.sections.filter((s) => s.locale === locale);
      const ids = new Set(sections.map((s) => s.id));
      return {
        status: await publicationStatus(db, owner, user.id),
        sections: await sectionsJson(db, sections, content.modules.filter((m) => ids.has(m.section_id)), locale),
      };
    },
  }),
  defineEndpoint({
    name: 'publication.schedule',
    method: 'PUT',
    api: 'pageeditor-api',
    path: '/publication/:content_type/:object_id/schedule/',
    permission: 'editor',
    input: { params, body: scheduleBody },
    async handler({ db, params: owner, user, body, locale }): Promise<PublicationStatus> {
      const errors = scheduleErrors(locale, owner, body);
      if (Object.keys(errors).length) throw new ValidationError(errors);
      await ownerRow(db, owner);
      await setSchedule(db, owner, { publish_at: body.publish_at ? new Date(body.publish_at) : null, unpublish_at: body.unpublish_at ? new Date(body.unpublish_at) : null });
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
