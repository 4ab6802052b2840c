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
 * Editors only (CSRF on writes). Publish, discard and schedule bump the content version; the
 * heartbeat does not (visitors see nothing new).
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PRESENCE_TTL_MS, type Locale } from '../../../shared/constants';
import type { DiscardResult, PublicationStatus } from '../../../shared/contract/pages';
import { PAGE_NOTES } from '../../../shared/history/changes';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { content_publications, editor_presence, editors, events, pages, persons, stories } from '../../db/schema';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';
import { NotFoundError, ValidationError } from '../../errors';
import { runSchedule, type AppliedChange } from '../../jobs/schedule';
import { reindexObject } from '../../search/indexer';
import { DRAFT_OWNER_TYPES, draftContent, editorName, editorNameOf, publicationRow, publishDraft, type DraftOwner } from '../../content/drafts';
import { recordVersion, replaceSections } from '../../content/pageVersions';
import { PAGE_EDITOR_MESSAGES } from './messages';
import { sectionsJson, type ModuleData, type SectionData } from '../../content/tree';

const params = z.object({
  content_type: z.enum(DRAFT_OWNER_TYPES),
  object_id: z.coerce.number().int().positive().max(2_147_483_647),
});

const TABLES = { page: pages, event: events, story: stories, person: persons } as const;

async function ownerRow(db: DbOrTx, owner: DraftOwner, lock = false) {
  const table = TABLES[owner.content_type];
  const columns = {
    is_online: table.is_online,
    publish_at: 'publish_at' in table ? table.publish_at : sql<Date | null>`null`,
    unpublish_at: 'unpublish_at' in table ? table.unpublish_at : sql<Date | null>`null`,
  };
  const query = db.select(columns).from(table).where(eq(table.id, owner.object_id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function publicationStatus(db: DbOrTx, owner: DraftOwner, editorId: number | null): Promise<PublicationStatus> {
  const row = await ownerRow(db, owner);
  const publication = await publicationRow(db, owner);
  const others = editorId === null ? [] : await db
    .select({ first_name: editors.first_name, last_name: editors.last_name, username: editors.username })
    .from(editor_presence)
    .innerJoin(editors, eq(editors.id, editor_presence.editor_id))
    .where(
      and(
        eq(editor_presence.content_type, owner.content_type),
        eq(editor_presence.object_id, owner.object_id),
        ne(editor_presence.editor_id, editorId),
        gt(editor_presence.seen_at, sql`now() - make_interval(secs => ${PRESENCE_TTL_MS / 1000})`),
      ),
    );
  return {
    ...owner,
    has_draft: publication?.has_draft ?? false,
    is_online: row.is_online,
    published_at: iso(publication?.published_at ?? null),
    published_by: await editorNameOf(db, publication?.published_by ?? null),
    draft_updated_at: iso(publication?.draft_updated_at ?? null),
    draft_updated_by: await editorNameOf(db, publication?.draft_updated_by ?? null),
    publish_at: iso(row.publish_at),
    unpublish_at: iso(row.unpublish_at),
    editing: others.map((o) => ({ name: editorName(o) })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Publish (or discard) inside a transaction holding the owner's row, then reindex and version. */
async function publicationWrite(db: Db, owner: DraftOwner, work: (tx: Tx) => Promise<boolean>, note: string, editorId: number | null) {
  return db.transaction(async (tx) => {
    await ownerRow(tx, owner, true);
    const changed = await work(tx);
    if (changed) {
      if (owner.content_type === 'page') await recordVersion(tx, owner.object_id, editorId, note);
      await reindexObject(tx, owner.content_type, owner.object_id);
    }
    return changed;
  });
}

export async function discardDraft(tx: Tx, owner: DraftOwner, editorId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ has_draft: content_publications.has_draft, sections: content_publications.sections, modules: content_publications.modules })
    .from(content_publications)
    .where(and(eq(content_publications.content_type, owner.content_type), eq(content_publications.object_id, owner.object_id)))
    .for('update');
  if (!row?.has_draft) return false;
  await replaceSections(tx, owner, row.sections as SectionData[], row.modules as ModuleData[]);
  await tx
    .update(content_publications)
    .set({ has_draft: false, sections: [], modules: [], draft_updated_at: new Date(), draft_updated_by: editorId })
    .where(and(eq(content_publications.content_type, owner.content_type), eq(content_publications.object_id, owner.object_id)));
  return true;
}

const scheduleBody = z.object({
  publish_at: z.iso.datetime({ offset: true }).nullable(),
  unpublish_at: z.iso.datetime({ offset: true }).nullable(),
});

function scheduleErrors(locale: Locale, owner: DraftOwner, body: z.output<typeof scheduleBody>): Record<string, string[]> {
  const m = PAGE_EDITOR_MESSAGES[locale];
  if (owner.content_type === 'person') return { non_field_errors: [m.scheduleNotAllowed] };
  if (body.publish_at && body.unpublish_at && new Date(body.unpublish_at) <= new Date(body.publish_at)) {
    return { unpublish_at: [m.scheduleOrder] };
  }
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
      return publicationStatus(db, owner, user!.id);
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
      await db
        .insert(editor_presence)
        .values({ editor_id: user!.id, ...owner })
        .onConflictDoUpdate({
          target: [editor_presence.editor_id, editor_presence.content_type, editor_presence.object_id],
          set: { seen_at: sql`now()` },
        });
      return publicationStatus(db, owner, user!.id);
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
      await db
        .delete(editor_presence)
        .where(
          and(
            eq(editor_presence.editor_id, user!.id),
            eq(editor_presence.content_type, owner.content_type),
            eq(editor_presence.object_id, owner.object_id),
          ),
        );
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
      await publicationWrite(db, owner, (tx) => publishDraft(tx, owner, user!.id), PAGE_NOTES.published, user!.id);
      return publicationStatus(db, owner, user!.id);
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
      await publicationWrite(db, owner, (tx) => discardDraft(tx, owner, user!.id), PAGE_NOTES.discarded, user!.id);
      const content = await draftContent(db, owner);
      const sections = content.sections.filter((s) => s.locale === locale);
      const ids = new Set(sections.map((s) => s.id));
      return {
        status: await publicationStatus(db, owner, user!.id),
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
      const table = TABLES[owner.content_type];
      if ('publish_at' in table) {
        await db
          .update(table)
          .set({ publish_at: body.publish_at ? new Date(body.publish_at) : null, unpublish_at: body.unpublish_at ? new Date(body.unpublish_at) : null })
          .where(eq(table.id, owner.object_id));
      }
      return publicationStatus(db, owner, user!.id);
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
