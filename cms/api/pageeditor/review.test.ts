/**
 * Review before publishing (issue 27 item 4, cms/content/reviews.ts, cms/write/reviewWrite.ts):
 * roles assigned through the admin API; an editor who needs approval is refused publishing and
 * schedules (403, both languages) and submits with a comment; a reviewer sees what waits, its diff,
 * comments at a module, sends back, approves (published, or at a go-live: what was approved goes
 * live, later changes stay a draft); every step in the page's history.
 */
import type { PublicationStatus } from '../../../shared/contract/pages';
import type { ApproveResult, OwnerReview, ReviewComment, ReviewDiff, ReviewItem } from '../../../shared/contract/review';
import { CSRF_HEADER } from '../../../shared/constants';
import { runSchedule } from '../../jobs/schedule';
import { createTestCms, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage } from '../../test/fixtures';
import { createEvent } from '../../test/fixtures/content';
import { createModule, createSection, csrfTokenOf, loginAs, write, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
/** staff: assigns the roles in the admin */
let chef: Agent;
/** needs approval */
let erika: Agent;
/** a reviewer */
let rita: Agent;
/** an editor without either role */
let max: Agent;
let visitor: Agent;
let ids: { erika: number; rita: number };

beforeAll(async () => {
  cms = await createTestCms();
  await createEditor(cms.db, { username: 'chef', first_name: 'Chef', last_name: 'Admin', is_staff: true });
  const e = await createEditor(cms.db, { username: 'erika', first_name: 'Erika', last_name: 'Muster' });
  const r = await createEditor(cms.db, { username: 'rita', first_name: 'Rita', last_name: 'Prüfer' });
  await createEditor(cms.db, { username: 'max', first_name: 'Max', last_name: 'Probe' });
  ids = { erika: e.id, rita: r.id };
  chef = await loginAs(cms, 'chef');
  await csrfTokenOf(chef);
  erika = await loginAs(cms, 'erika');
  rita = await loginAs(cms, 'rita');
  max = await loginAs(cms, 'max');
  visitor = cms.newAgent();
});
afterAll(() => cms?.close());

const admin = (method: 'get' | 'put', url: string) => (method === 'get' ? chef.get(url) : write(chef, 'put', url));

let n = 0;
/** A page with one quote ('Alt'), published (content from before drafts). */
async function quotePage() {
  n += 1;
  const slug = `pruefung-${n}`;
  const page = await createPage(cms.db, { slug_de: slug, slug_en: `review-${n}`, title_de: `Prüfung ${n}`, title_en: `Review ${n}` });
  const section = await createSection(cms.db, { slug: `${slug}-main`, object_id: page.id });
  const quote = await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'Alt', author: '', anchor: '' } });
  const quotes = async (agent: Agent) =>
    ((await agent.get(`/de/pageeditor-api/page/${slug}`).expect(200)).body.modules as { modules: { data: { content: string } }[] }[]).flatMap((s) => s.modules.map((m) => m.data.content));
  const edit = (content: string, agent: Agent = erika) => write(agent, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content, author: '', anchor: '' }).expect(200);
  const publication = (action: string, locale = 'de') => `/${locale}/pageeditor-api/publication/page/${page.id}/${action ? `${action}/` : ''}`;
  const review = (action = '', locale = 'de') => `/${locale}/pageeditor-api/review/page/${page.id}/${action ? `${action}/` : ''}`;
  return { page, quote, quotes, edit, publication, review };
}

const seenOf = (status: Pick<PublicationStatus, 'published_at' | 'draft_updated_at' | 'is_online'>) => ({ published_at: status.published_at, draft_updated_at: status.draft_updated_at, is_online: status.is_online });
const contentVersion = async () => Number((await visitor.get('/api/health/')).headers['x-content-version']);
const history = async (pageId: number) => (await rita.get(`/de/pageeditor-api/page/${pageId}/versions/`).expect(200)).body as { note: string; author_name: string; change: { action: string; label: string; at?: string } }[];
const diffOf = async (path: string) => (await rita.get(path).expect(200)).body as ReviewDiff;

describe('roles, assigned in the admin', () => {
  test('the editors screen sets reviewer and needs-approval; the editor endpoint says what each may do', async () => {
    const erikaRow = (await admin('get', `/api/admin/editors/${ids.erika}/`).expect(200)).body;
    expect(erikaRow).toMatchObject({ is_reviewer: false, needs_review: false });
    await admin('put', `/api/admin/editors/${ids.erika}/`).send({ ...erikaRow, needs_review: true }).expect(200);
    const ritaRow = (await admin('get', `/api/admin/editors/${ids.rita}/`).expect(200)).body;
    // a reviewer who is also marked as needing approval publishes all the same (the reviewer role wins)
    await admin('put', `/api/admin/editors/${ids.rita}/`).send({ ...ritaRow, is_reviewer: true, needs_review: true }).expect(200);
    const listed = (await admin('get', '/api/admin/editors/?is_reviewer=true').expect(200)).body as { data: { username: string }[] };
    expect(listed.data.map((e) => e.username)).toEqual(['rita']);

    expect((await erika.get('/de/pageeditor-api/user').expect(200)).body).toMatchObject({ is_reviewer: false, may_publish: false });
    expect((await rita.get('/de/pageeditor-api/user').expect(200)).body).toMatchObject({ is_reviewer: true, may_publish: true });
    expect((await max.get('/de/pageeditor-api/user').expect(200)).body).toMatchObject({ is_reviewer: false, may_publish: true });
    // the roles are no business of the visitors' user details
    expect((await visitor.get('/de/api/user-details/').expect(200)).body).not.toHaveProperty('is_reviewer');
  });
});

describe('an editor who needs approval', () => {
  test('cannot publish, undo a publish or set a schedule: 403 in the editor\'s language, nothing changes', async () => {
    const { quotes, edit, publication } = await quotePage();
    await edit('Ungeprüft');
    const refused = await write(erika, 'post', publication('publish')).expect(403);
    expect(refused.body).toMatchObject({
      code: 'review_required',
      message: 'Ihre Änderungen brauchen eine Freigabe: Bitte reichen Sie sie zur Prüfung ein. Veröffentlichen und Zeitpläne sind Prüferinnen und Prüfern vorbehalten.',
    });
    const english = await write(erika, 'post', publication('publish', 'en')).expect(403);
    expect(english.body.message).toBe('Your changes need approval: please submit them for review. Publishing and schedules are for reviewers.');
    const schedule = await write(erika, 'put', publication('schedule')).send({ publish_at: new Date(Date.now() - 60_000).toISOString(), unpublish_at: null }).expect(403);
    expect(schedule.body.code).toBe('review_required');
    const status = (await erika.get(publication('')).expect(200)).body as PublicationStatus;
    await write(erika, 'post', publication('undo-publish')).send({ based_on: seenOf(status) }).expect(403);
    expect(status).toMatchObject({ has_draft: true, publish_at: null });
    expect(await quotes(visitor)).toEqual(['Alt']);
    // drafts stay theirs: discarding is allowed
    await write(erika, 'post', publication('discard')).expect(200);
    expect(await quotes(erika)).toEqual(['Alt']);
  });

  test('a reviewer and an editor without the setting publish directly', async () => {
    const { quotes, edit, publication } = await quotePage();
    await edit('Von Rita', rita);
    await write(rita, 'post', publication('publish')).expect(200);
    expect(await quotes(visitor)).toEqual(['Von Rita']);
    await edit('Von Max', max);
    await write(max, 'post', publication('publish')).expect(200);
    expect(await quotes(visitor)).toEqual(['Von Max']);
  });
});

describe('the review', () => {
  test('submit, wait, diff, comment at a module, send back, resubmit, approve: published, every step in the history', async () => {
    const { page, quote, quotes, edit, publication, review } = await quotePage();
    // nothing to review without a draft
    expect((await write(erika, 'post', review('submit')).send({ comment: 'Bitte prüfen' }).expect(409)).body.message).toBe('Es gibt keine unveröffentlichten Änderungen, die geprüft werden könnten.');
    await edit('Neuer Text');
    const contentBefore = await contentVersion();
    const submitted = (await write(erika, 'post', review('submit')).send({ comment: '  Bitte den Termin prüfen  ' }).expect(200)).body as OwnerReview;
    expect(submitted.current).toMatchObject({ state: 'pending', comment: 'Bitte den Termin prüfen', submitted_by: 'Erika Muster', decided_at: null });
    // a review step changes nothing visitors see
    expect(await contentVersion()).toBe(contentBefore);
    expect((await write(erika, 'post', review('submit')).send({ comment: 'nochmal' }).expect(409)).body.message).toBe('Diese Änderungen warten schon auf Prüfung.');
    expect(((await erika.get(publication('')).expect(200)).body as PublicationStatus).review).toMatchObject({ state: 'pending', submitted_by: 'Erika Muster', comments: 0 });

    // the reviewer sees it waiting, in the request's language
    const waiting = (await rita.get('/en/pageeditor-api/review/').expect(200)).body as { items: ReviewItem[] };
    expect(waiting.items.find((i) => i.object_id === page.id)).toMatchObject({ content_type: 'page', title: page.title_en, urls: { de: `/de/pruefung-${n}` }, comment: 'Bitte den Termin prüfen', submitted_by: 'Erika Muster' });

    // its diff: what visitors would see change
    const diff = await diffOf(review('diff'));
    expect(diff.modules).toEqual([expect.objectContaining({ id: quote.id, model: 'quote', status: 'changed', fields: [{ field: 'content', before: 'Alt', after: 'Neuer Text' }] })]);

    // only reviewers decide and comment
    for (const [action, body] of [['approve', { based_on: diff.based_on }], ['return', { comment: 'x' }], ['comments', { module: quote.id, body: 'x' }]] as const) {
      const refused = await write(erika, 'post', review(action)).send(body).expect(403);
      expect(refused.body).toMatchObject({ code: 'reviewer_only', message: 'Nur Prüferinnen und Prüfer können Änderungen freigeben, zurückgeben und kommentieren.' });
    }
    // sending back says what to change
    expect((await write(rita, 'post', review('return', 'en')).send({ comment: ' ' }).expect(400)).body.errors).toEqual({ comment: ['Please say what should be changed, or comment on a module.'] });

    // a comment at the module (and none at another owner's module)
    const other = await quotePage();
    expect((await write(rita, 'post', review('comments')).send({ module: other.quote.id, body: 'falsch' }).expect(400)).body.errors).toEqual({ module: ['Dieses Modul gehört nicht zu dem, was geprüft wird.'] });
    expect((await write(rita, 'post', review('comments')).send({ module: quote.id, body: '   ' }).expect(400)).body.errors).toEqual({ body: ['Bitte einen Kommentar eingeben.'] });
    expect((await write(rita, 'post', review('comments')).send({ module: quote.id, body: 'x'.repeat(2001) }).expect(400)).body.errors).toEqual({ body: ['Höchstens 2000 Zeichen.'] });
    const comment = (await write(rita, 'post', review('comments')).send({ module: quote.id, body: 'Bitte kürzer fassen.' }).expect(201)).body as ReviewComment;
    expect(comment).toMatchObject({ module: quote.id, model: 'quote', label: 'Neuer Text', locale: 'de', body: 'Bitte kürzer fassen.', author: 'Rita Prüfer' });

    // sent back with only the module comment
    const returned = (await write(rita, 'post', review('return')).send({}).expect(200)).body as OwnerReview;
    expect(returned.current).toMatchObject({ state: 'returned', decided_by: 'Rita Prüfer', decision: '' });
    // the editor sees the comment at its module
    const seen = (await erika.get(review()).expect(200)).body as OwnerReview;
    expect(seen.comments).toEqual([expect.objectContaining({ id: comment.id, module: quote.id, body: 'Bitte kürzer fassen.' })]);
    expect(((await erika.get(publication('')).expect(200)).body as PublicationStatus).review).toMatchObject({ state: 'returned', comments: 1 });

    // changed, the comment marked done, submitted again: a new round
    await edit('Kurz');
    const resolved = (await write(erika, 'post', review(`comments/${comment.id}/resolve`)).expect(200)).body as OwnerReview;
    expect(resolved.comments).toEqual([]);
    await write(erika, 'post', review(`comments/${comment.id}/resolve`)).expect(404);
    const again = (await write(erika, 'post', review('submit')).send({ comment: 'Gekürzt' }).expect(200)).body as OwnerReview;
    expect(again.current).toMatchObject({ state: 'pending', comment: 'Gekürzt' });
    expect(again.rounds.map((r) => r.state)).toEqual(['pending', 'returned']);

    // approving needs the state the reviewer saw: a change since is stale
    const seenDiff = await diffOf(review('diff'));
    await edit('Kurz und gut');
    const stale = await write(rita, 'post', review('approve')).send({ based_on: seenDiff.based_on }).expect(409);
    expect(stale.body).toMatchObject({ code: 'stale', message: 'Erika Muster hat diese Seite inzwischen geändert.' });
    expect(await quotes(visitor)).toEqual(['Alt']);

    const current = await diffOf(review('diff'));
    const approved = (await write(rita, 'post', review('approve')).send({ based_on: current.based_on, comment: 'Passt.' }).expect(200)).body as ApproveResult;
    expect(approved.status).toMatchObject({ has_draft: false, published_by: 'Rita Prüfer', review: null });
    expect(approved.review.current).toBeNull();
    expect(approved.review.rounds[0]).toMatchObject({ state: 'approved', decided_by: 'Rita Prüfer', decision: 'Passt.', publish_at: null });
    expect(await quotes(visitor)).toEqual(['Kurz und gut']);
    expect(await contentVersion()).toBeGreaterThan(contentBefore);
    // nothing waits any more
    expect(((await rita.get('/de/pageeditor-api/review/').expect(200)).body as { items: ReviewItem[] }).items.some((i) => i.object_id === page.id)).toBe(false);
    await write(rita, 'post', review('approve')).send({ based_on: current.based_on }).expect(409);

    const steps = (await history(page.id)).slice(0, 5).map((v) => [v.change.action, v.change.label, v.author_name]);
    expect(steps).toEqual([
      ['reviewApproved', 'Passt.', 'Rita Prüfer'],
      ['changed', 'Kurz und gut', 'Erika Muster'],
      ['reviewSubmitted', 'Gekürzt', 'Erika Muster'],
      ['changed', 'Kurz', 'Erika Muster'],
      ['reviewReturned', '', 'Rita Prüfer'],
    ]);
    expect((await history(page.id)).slice(5).map((v) => v.change.action)).toContain('reviewSubmitted');
  });

  test('approved with a go-live: published at that time as approved; a change after the approval stays a draft', async () => {
    const { page, quotes, edit, publication, review } = await quotePage();
    await edit('Freigegeben');
    await write(erika, 'post', review('submit')).send({ comment: 'Für Montag' }).expect(200);
    const diff = await diffOf(review('diff'));
    const at = '2031-03-01T09:00:00.000Z';
    // the schedule's rules hold: a take-down before the go-live is refused
    await write(rita, 'put', publication('schedule')).send({ publish_at: null, unpublish_at: '2031-02-01T09:00:00.000Z' }).expect(200);
    expect((await write(rita, 'post', review('approve')).send({ based_on: { ...diff.based_on }, publish_at: at }).expect(400)).body.errors).toEqual({ unpublish_at: ['Das Ende muss nach dem Start liegen.'] });
    await write(rita, 'put', publication('schedule')).send({ publish_at: null, unpublish_at: null }).expect(200);

    const approved = (await write(rita, 'post', review('approve')).send({ based_on: diff.based_on, publish_at: '2031-03-01T10:00:00+01:00' }).expect(200)).body as ApproveResult;
    expect(approved.status).toMatchObject({ has_draft: true, publish_at: at, review: null });
    expect(approved.review.rounds[0]).toMatchObject({ state: 'approved', publish_at: at });
    expect(await quotes(visitor)).toEqual(['Alt']);
    expect((await history(page.id))[0]).toMatchObject({ note: `review approved for ${at}`, change: { action: 'reviewScheduled', at } });

    // the editor changes the draft after the approval: not reviewed, so not what goes live
    await edit('Nach der Freigabe');
    expect(await runSchedule(cms.db, new Date(at))).toEqual([expect.objectContaining({ content_type: 'page', object_id: page.id, change: 'live' })]);
    expect(await quotes(visitor)).toEqual(['Freigegeben']);
    expect(await quotes(erika)).toEqual(['Nach der Freigabe']);
    expect((await erika.get(publication('')).expect(200)).body).toMatchObject({ has_draft: true, publish_at: null });
  });

  test('approved with a go-live and unchanged since: the go-live publishes the draft as it is', async () => {
    const event = await createEvent(cms.db);
    const section = await createSection(cms.db, { slug: `event-${event.id}`, content_type: 'event', object_id: event.id });
    const quote = await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'Alt', author: '', anchor: '' } });
    const seen = async (agent: Agent) => (await agent.get(`/de/pageeditor-api/container/by-slug/event-${event.id}`).expect(200)).body.modules[0].data.content;
    await write(erika, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Konzert neu', author: '', anchor: '' }).expect(200);
    await write(erika, 'post', `/de/pageeditor-api/review/event/${event.id}/submit/`).send({ comment: '' }).expect(200);
    const diff = await diffOf(`/de/pageeditor-api/review/event/${event.id}/diff/`);
    expect(diff.modules[0]).toMatchObject({ status: 'changed', fields: [{ field: 'content', before: 'Alt', after: 'Konzert neu' }] });
    const at = '2031-04-01T08:00:00.000Z';
    await write(rita, 'post', `/de/pageeditor-api/review/event/${event.id}/approve/`).send({ based_on: diff.based_on, publish_at: at }).expect(200);
    expect(await seen(visitor)).toBe('Alt');
    await runSchedule(cms.db, new Date(at));
    expect(await seen(visitor)).toBe('Konzert neu');
    expect((await erika.get(`/de/pageeditor-api/publication/event/${event.id}/`).expect(200)).body).toMatchObject({ has_draft: false });
  });

  test('a reviewer\'s direct publish settles the waiting review; a discard withdraws it', async () => {
    const { edit, publication, review } = await quotePage();
    await edit('Eins');
    await write(erika, 'post', review('submit')).send({ comment: 'a' }).expect(200);
    const comment = (await write(rita, 'post', review('comments')).send({ module: null, body: 'Allgemein' }).expect(201)).body as ReviewComment;
    expect(comment).toMatchObject({ module: null, model: null, label: '' });
    await write(rita, 'post', publication('publish')).expect(200);
    const afterPublish = (await erika.get(review()).expect(200)).body as OwnerReview;
    expect(afterPublish).toMatchObject({ current: null, comments: [] });
    expect(afterPublish.rounds[0]).toMatchObject({ state: 'approved', decided_by: 'Rita Prüfer' });

    await edit('Zwei');
    await write(erika, 'post', review('submit')).send({ comment: 'b' }).expect(200);
    await write(erika, 'post', publication('discard')).expect(200);
    const afterDiscard = (await erika.get(review()).expect(200)).body as OwnerReview;
    expect(afterDiscard.current).toBeNull();
    expect(afterDiscard.rounds[0]).toMatchObject({ state: 'withdrawn', decided_by: 'Erika Muster' });
    // nothing waits: comments and decisions are refused
    expect((await write(rita, 'post', review('return')).send({ comment: 'x' }).expect(409)).body.message).toBe('Hier wartet nichts auf Prüfung.');
    await write(rita, 'post', review('comments')).send({ module: null, body: 'x' }).expect(409);
  });

  test('visitors and unknown owners are refused', async () => {
    const { review } = await quotePage();
    await visitor.get(review()).expect(401);
    const token = await csrfTokenOf(visitor);
    await visitor.post(review('submit')).set(CSRF_HEADER, token).send({}).expect(401);
    await rita.get('/de/pageeditor-api/review/page/999999/').expect(404);
    await rita.get('/de/pageeditor-api/review/page/999999/diff/').expect(404);
    await write(erika, 'post', '/de/pageeditor-api/review/page/999999/submit/').send({}).expect(404);
    await rita.get('/de/pageeditor-api/review/hub/1/').expect(400);
  });
});
