/**
 * XSS corpus (docs/reliability.md, issue 16): a fixed list of payloads written through the real API
 * (through the SSR server's proxy, as the staff demo editor) into every text field an editor can
 * reach, then the public pages and the admin rendered in Chromium. No payload may run.
 *
 * What is written:
 * - every admin resource (concerts with works and performers, venues, genres, concert tags,
 *   persons, person categories, stories, story categories and tags, press categories, directories
 *   and files, subscriptions with prices, forms with fields and choices, redirects, pages, editor
 *   accounts): a copy of the demo seed's first record of the resource, with EVERY string value the
 *   admin answers (nested children included) replaced by a payload. A field that refuses the
 *   payload (a slug, a date, a URL) falls back to the seed's value, then to a plain unique one;
 * - an image (alt, caption and copyright in both languages, its file name) through the editor's upload;
 * - a visitor's form entry on the payload form;
 * - every content module of the registry (shared/modules, children included) on the payload page,
 *   every text, rich-text, URL and embed field; a section with modules on the payload concert, story
 *   and person; all published.
 *
 * What counts as script execution, on every rendered page (the CSP bypassed, so the escaping itself
 * is what is tested; the CSP is a second line): a call of `__xss(n)` (each payload calls it; a
 * binding reports to the test from every frame), any dialog (alert/confirm/prompt), and live markup
 * made from a payload: an event-handler attribute, a `javascript:` URL, an `srcdoc`, or an
 * executable <script> carrying a payload. Every page must also show payload text (escaped), so a
 * page that did not render the content does not pass for a safe one.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import sharp from 'sharp';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/constants';
import { MODULES } from '../../shared/modules/registry';
import type { FieldDef, ModuleSchema } from '../../shared/modules/types';
import { openBrowser } from './browser';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { baseUrl, waitForHydration } from './visit';

jest.setTimeout(60_000);

/** The corpus: each payload calls __xss(n) (or alert(n)) when it runs; `n` names the field it was written to. */
const PAYLOADS: readonly ((n: number) => string)[] = [
  (n) => `<script>__xss(${n})</script>`,
  (n) => `"><img src=x onerror=__xss(${n})>`,
  (n) => `'><svg onload=__xss(${n})>`,
  (n) => `<a href="javascript:__xss(${n})">a${n}</a>`,
  (n) => `<iframe srcdoc="<script>parent.__xss(${n})</script>"></iframe>`,
  (n) => `</script><script>__xss(${n})</script>`,
  (n) => `</title><img src=x onerror=__xss(${n})>`,
  (n) => `javascript:__xss(${n})`,
  (n) => `<details open ontoggle=__xss(${n})>d${n}</details>`,
  (n) => `<img src=x onerror=alert(${n})>`,
  (n) => `<math><a xlink:href="javascript:__xss(${n})">m${n}</a></math>`,
  (n) => `" onmouseover="__xss(${n})" x="`,
  (n) => `<input autofocus onfocus=__xss(${n})>`,
  (n) => `<a href="&#106;avascript:__xss(${n})">e${n}</a>`,
  (n) => `\u2028\u2029<!--<script>__xss(${n})</script>-->`,
  (n) => `<object data="javascript:__xss(${n})"></object>`,
  (n) => `<form><button formaction=javascript:__xss(${n})>f${n}</button></form>`,
  (n) => `{{constructor.constructor('__xss(${n})')()}}`,
];

/** n -> where payload n was written, for the failure message */
const written = new Map<number, string>();
/** payload kinds (index in PAYLOADS) that some field stored */
const storedKinds = new Set<number>();
let counter = 0;
/** this run's own slugs: the shared e2e site may hold an earlier run's records */
const RUN = Date.now().toString(36);

function payload(where: string): { text: string; n: number; kind: number } {
  const n = ++counter;
  const kind = n % PAYLOADS.length;
  written.set(n, where);
  return { text: PAYLOADS[kind](n), n, kind };
}

// ------------------------------------------------------------------------------------------------
// the API, as the staff demo editor, through the SSR server

const cookies = new Map<string, string>();

function remember(response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1));
  }
}

interface Answer {
  status: number;
  body: Record<string, unknown> & { errors?: Record<string, string[]> };
}

async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (cookies.has(CSRF_COOKIE)) headers[CSRF_HEADER] = cookies.get(CSRF_COOKIE)!;
  let payloadBody: string | FormData | undefined;
  if (body instanceof FormData) payloadBody = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payloadBody = JSON.stringify(body);
  }
  const response = await fetch(`${baseUrl()}${path}`, { method, headers, body: payloadBody, redirect: 'manual' });
  remember(response);
  const text = await response.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed };
}

async function ok(method: string, path: string, body?: unknown): Promise<Answer['body']> {
  const answer = await call(method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`);
  return answer.body;
}

// ------------------------------------------------------------------------------------------------
// writing payloads with fallbacks

type Path = (string | number)[];

interface Slot {
  path: Path;
  candidates: unknown[];
  /** which candidates are payloads (index -> payload n and its kind) */
  payloads: Map<number, { n: number; kind: number }>;
  index: number;
}

function setPath(target: Record<string, unknown>, path: Path, value: unknown): void {
  let cursor = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  cursor[path[path.length - 1]] = value;
}

function getPath(target: unknown, path: Path): unknown {
  let cursor = target as Record<string | number, unknown> | undefined;
  for (const key of path) cursor = cursor?.[key] as Record<string | number, unknown> | undefined;
  return cursor;
}

/** A payload first (as written, and as a path for fields that want one), then the fallbacks. */
function slot(where: string, path: Path, fallbacks: unknown[], extraPayloads: ((n: number) => string)[] = []): Slot {
  const first = payload(where);
  const candidates: unknown[] = [first.text, `/${first.text}`, ...extraPayloads.map((make) => make(first.n))];
  const payloads = new Map(candidates.map((_text, index) => [index, { n: first.n, kind: first.kind }]));
  return { path, candidates: [...candidates, ...fallbacks], payloads, index: 0 };
}

/**
 * Sends `base` with each slot's current candidate; on a 400/409 naming a slot's field, moves that
 * slot to its next candidate and tries again. Returns the answer of the accepted write. A payload
 * counts as stored when the answer (`stored` of it: the record, a module's data) holds it.
 */
async function submit(
  label: string,
  base: Record<string, unknown>,
  slots: Slot[],
  send: (body: Record<string, unknown>) => Promise<Answer>,
  stored: (answer: Answer) => unknown = (answer) => answer.body,
  /** the key of a slot in the answer's `errors` */
  errorKey: (s: Slot) => string = (s) => s.path.join('.'),
): Promise<Answer> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const body = structuredClone(base);
    for (const s of slots) setPath(body, s.path, s.candidates[s.index]);
    const answer = await send(body);
    if (answer.status < 300) {
      for (const s of slots) {
        const written = s.payloads.get(s.index);
        const value = JSON.stringify(getPath(stored(answer), s.path) ?? null);
        if (written && value.includes(`(${written.n})`)) storedKinds.add(written.kind);
      }
      return answer;
    }
    const errors = answer.status === 400 || answer.status === 409 ? (answer.body.errors ?? {}) : {};
    let moved = false;
    for (const key of Object.keys(errors)) {
      const target = slots.find((s) => errorKey(s) === key);
      if (target && target.index < target.candidates.length - 1) {
        target.index++;
        moved = true;
      }
    }
    if (!moved) throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 600)}`);
  }
  throw new Error(`${label}: no accepted write after 10 attempts`);
}

/** Keys of admin records that are the machinery's, not fields. */
const MACHINERY = new Set(['id', 'created_at', 'updated_at']);

/** A slot for every string (or null) value of a record, nested children included. */
function slotsOf(resource: string, record: Record<string, unknown>, fixed: Set<string>, prefix: Path = []): Slot[] {
  const slots: Slot[] = [];
  for (const [key, value] of Object.entries(record)) {
    const path = [...prefix, key];
    if (prefix.length === 0 && (fixed.has(key) || MACHINERY.has(key))) continue;
    const where = `${resource}.${path.join('.')}`;
    if (typeof value === 'string') slots.push(slot(where, path, [value, `xss-probe-${counter}`, `/de/xss-probe-${counter}/`]));
    else if (value === null) slots.push(slot(where, path, [null]));
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      const first = payload(where);
      slots.push({ path, candidates: [[first.text], value], payloads: new Map([[0, { n: first.n, kind: first.kind }]]), index: 0 });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (item && typeof item === 'object') slots.push(...slotsOf(resource, item as Record<string, unknown>, new Set(), [...path, index]));
      });
    }
  }
  return slots;
}

interface Created {
  resource: string;
  record: Record<string, unknown>;
}
const created: Created[] = [];
const sections: { locale: string; id: number }[] = [];

/**
 * A new record of an admin resource: the seed's first one copied (or `fallback` when the seed has
 * none) with `template` merged in, `fixed` values set, every other string value a payload.
 */
async function createLike(
  resource: string,
  fixed: Record<string, unknown>,
  { template = {}, fallback }: { template?: Record<string, unknown>; fallback?: Record<string, unknown> } = {},
): Promise<Record<string, unknown>> {
  const list = await ok('GET', `/api/admin/${resource}/?per_page=1&sort=id&order=ASC`);
  const sample = ((list.data as Record<string, unknown>[])[0] ?? fallback) as Record<string, unknown> | undefined;
  if (!sample) throw new Error(`the demo seed has no ${resource} to copy`);
  const base = { ...sample, ...template, ...fixed };
  const slots = slotsOf(resource, base, new Set(Object.keys(fixed)));
  const answer = await submit(`create ${resource}`, base, slots, (body) => call('POST', `/api/admin/${resource}/`, body));
  created.push({ resource, record: answer.body });
  return answer.body;
}

/** Candidates of one module field: payloads where the kind allows text, then a valid value. */
function moduleSlot(model: string, field: FieldDef, refs: { image: number; event: number }): Slot | null {
  const where = `module ${model}.${field.name}`;
  const host = field.embedHosts?.[0] ?? 'example.org';
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'richtext':
      return slot(where, [field.name], [field.required ? 'Probe' : '']);
    case 'url':
      // an address of this site only (an image's address: other hosts are refused)
      if (field.sitePathOnly) return slot(where, [field.name], ['/media/probe.jpg'], [(n) => `/media/"><svg/onload=__xss(${n})>.jpg`]);
      return slot(where, [field.name], ['https://example.org/'], [(n) => `javascript:__xss(${n})`, (n) => `https://example.org/"><svg/onload=__xss(${n})>`]);
    case 'embed':
      return slot(where, [field.name], [`https://www.${host}/embed/x`], [
        (n) => `<iframe src="https://www.${host}/embed/x" onload="__xss(${n})"></iframe><script>__xss(${n})</script>`,
        (n) => `https://www.${host}/x"><svg/onload=__xss(${n})>`,
      ]);
    case 'image':
      return { path: [field.name], candidates: [refs.image], payloads: new Map(), index: 0 };
    case 'event':
      return { path: [field.name], candidates: [refs.event], payloads: new Map(), index: 0 };
    default:
      return null; // select, checkbox, number: their defaults
  }
}

async function addModule(locale: string, schema: ModuleSchema, section: number, parent: number | null, refs: { image: number; event: number }): Promise<number> {
  const slots = schema.fields.map((field) => moduleSlot(schema.model, field, refs)).filter((s): s is Slot => s !== null);
  const answer = await submit(
    `module ${schema.model}`,
    { section, parent, column: 0 },
    slots,
    (body) => call('POST', `/${locale}/pageeditor-api/${schema.model}/`, body),
    (node) => node.body.data,
  );
  return answer.body.id as number;
}

/** A section of `content_type`/`id` holding modules: every module of the registry, or only `models`. */
async function addSection(locale: string, contentType: string, objectId: number, slug: string, refs: { image: number; event: number }, models?: string[]): Promise<void> {
  const section = await ok('POST', `/${locale}/pageeditor-api/container/`, { slug, parent: null, content_type: contentType, object_id: objectId, layout: 0 });
  sections.push({ locale, id: section.id as number });
  for (const schema of MODULES.filter((m) => !m.isChild && (!models || models.includes(m.model)))) {
    const id = await addModule(locale, schema, section.id as number, null, refs);
    const child = schema.childModel ? MODULES.find((m) => m.model === schema.childModel) : undefined;
    if (child) await addModule(locale, child, section.id as number, id, refs);
  }
}

// ------------------------------------------------------------------------------------------------

interface Target {
  label: string;
  path: string;
  staff: boolean;
  /** scroll through the page, so modules below the fold load their renderers and hydrate */
  scroll?: boolean;
}

const targets: Target[] = [];
/** the admin's lists of every resource written */
const adminLists: string[] = [];
let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close: closeBrowser } = await openBrowser());

  await ok('GET', '/de/pageeditor-api/user');
  await ok('POST', '/de/pageeditor-api/login/', { username: 'demo', password: E2E_DEMO_PASSWORD });

  // an image with payload texts and file name, through the editor's library upload
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b03030' } }).png().toBuffer();
  const upload = new FormData();
  upload.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${payload('image.file name').text}.png`);
  for (const name of ['alt_de', 'alt_en', 'caption_de', 'caption_en', 'copyright_de', 'copyright_en']) {
    const p = payload(`image.${name}`);
    upload.append(name, p.text);
    storedKinds.add(p.kind);
  }
  const image = (await ok('POST', '/de/pageeditor-api/images/', upload)).id as number;

  // concerts and their vocabulary
  const venue = await createLike('venues', {});
  const genre = await createLike('genres', {});
  const tag = await createLike('event-tags', {});
  const event = await createLike('events', {
    start_at: '2036-03-03T18:30:00.000Z',
    end_at: null,
    venue_id: venue.id,
    genre_id: genre.id,
    tag_ids: [tag.id],
    image_id: image,
    is_online: true,
    is_highlight: false,
    ticket_url: 'https://example.org/tickets',
  });
  // persons
  const personCategory = await createLike('person-categories', { slug: `xss-probe-${RUN}`, order: 9999 });
  const person = await createLike('persons', { category_ids: [personCategory.id], image_id: image, is_online: true, is_ensemble: false, order: 9999 });
  // stories
  const storyCategory = await createLike('story-categories', { slug_de: `xss-probe-kategorie-${RUN}`, slug_en: `xss-probe-category-${RUN}`, order: 9999 });
  const storyTag = await createLike('story-tags', { slug: `xss-probe-tag-${RUN}` });
  const story = await createLike('stories', {
    date: '2001-01-01',
    category_ids: [storyCategory.id],
    tag_ids: [storyTag.id],
    header_image_id: image,
    is_online: true,
    is_highlight: false,
  });
  // press
  const pressCategory = await createLike('download-categories', { order: 9999 });
  const directory = await createLike('directories', { category_id: pressCategory.id, image_id: image, order: 9999, date: '2001-01-01' });
  const file = new FormData();
  file.append('file', new Blob([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], { type: 'application/pdf' }), 'probe.pdf');
  file.append('directory_id', String(directory.id));
  for (const name of ['title_de', 'title_en']) {
    const p = payload(`files.${name}`);
    file.append(name, p.text);
    storedKinds.add(p.kind);
  }
  created.push({ resource: 'files', record: await ok('POST', '/api/admin/files/', file) });
  // subscriptions
  const subscription = await createLike('subscriptions', { event_ids: [event.id], is_online: true, order: 9999 });
  // a form whose fields (labels, placeholders, help texts, choices) are payloads, and a visitor's entry
  const field = (slug: string, fieldType: number, choices: string[] = []) => ({
    slug,
    label_de: 'x',
    label_en: 'x',
    field_type: fieldType,
    required: false,
    visible: true,
    choices_de: choices,
    choices_en: choices,
    default_value: '',
    placeholder_de: '',
    placeholder_en: '',
    help_text_de: '',
    help_text_en: '',
  });
  const form = await createLike(
    'forms',
    { slug: `xss-probe-form-${RUN}`, is_online: true },
    // a text, a long text and a select field: their strings get payloads like every other
    { template: { fields: [field('text', 1), field('long', 2), field('pick', 8, ['a'])] } },
  );
  const stored = (form.fields as { slug: string; choices_de: string[] }[]).find((f) => f.slug === 'pick')!.choices_de[0];
  await submit(
    'form entry',
    { form: form.id, field_values: {} },
    [
      slot('form entry.text', ['field_values', 'text'], ['']),
      slot('form entry.long', ['field_values', 'long'], ['']),
      { path: ['field_values', 'pick'], candidates: [stored, ''], payloads: new Map(), index: 0 },
    ],
    (body) => call('POST', '/de/api/forms-entries/', body),
    () => null,
    (s) => String(s.path[1]),
  );
  // a redirect, an editor account
  await createLike('redirects', {}, { fallback: { old_path: `/de/xss-probe-alt-${RUN}/`, new_path: '/de/' } });
  await createLike('editors', { username: `xss-probe-${RUN}`, password: 'xss-probe-password', is_staff: false, is_active: true, email: 'xss-probe@example.org' });
  // the payload page, in the menu and the footer, under the home page
  const home = (await ok('GET', '/api/admin/pages/?per_page=1&page_type=home')).data as { id: number }[];
  const page = await createLike('pages', {
    parent_id: home[0].id,
    page_type: 'default',
    slug_de: `xss-probe-seite-${RUN}`,
    slug_en: `xss-probe-page-${RUN}`,
    order: 9999,
    is_online: true,
    is_clickable: true,
    in_menu: true,
    in_footer: true,
    is_highlight: false,
    in_burger_menu: false,
    og_image_id: image,
    header_image_id: image,
  });

  // every module on the page (German), a few in English and on the concert, the story and the person
  const refs = { image, event: event.id as number };
  await addSection('de', 'page', page.id as number, `xss-probe-section-${RUN}`, refs);
  await addSection('en', 'page', page.id as number, `xss-probe-section-${RUN}`, refs, ['headline', 'text', 'quote']);
  for (const [type, record] of [['event', event], ['story', story], ['person', person]] as const) {
    await addSection('de', type, record.id as number, `${type}-${String(record.id)}`, refs, ['headline', 'text']);
  }
  for (const [type, record] of [['page', page], ['event', event], ['story', story], ['person', person]] as const) {
    await ok('POST', `/de/pageeditor-api/publication/${type}/${String(record.id)}/publish/`);
  }

  const detail = (list: string, record: Record<string, unknown>) => `${list}/${String(record.slug)}/${String(record.id)}`;
  targets.push(
    { label: 'home (menu, footer)', path: '/de', staff: false },
    { label: 'payload page (de)', path: `/de/xss-probe-seite-${RUN}`, staff: false, scroll: true },
    { label: 'payload page (en)', path: `/en/xss-probe-page-${RUN}`, staff: false, scroll: true },
    { label: 'concerts list', path: '/de/konzerte?date=2036-03-03', staff: false },
    { label: 'concert', path: detail('/de/konzerte', event), staff: false, scroll: true },
    { label: 'persons list', path: `/de/orchester?categories=${String(personCategory.slug)}`, staff: false },
    { label: 'person', path: detail('/de/orchester', person), staff: false, scroll: true },
    { label: 'stories list', path: `/en/stories?category=xss-probe-category-${RUN}`, staff: false },
    { label: 'story', path: detail('/de/stories', story), staff: false, scroll: true },
    { label: 'tags', path: '/de/stories/tags', staff: false },
    { label: 'tag', path: `/de/stories/tags/xss-probe-tag-${RUN}`, staff: false },
    { label: 'press', path: '/de/presse', staff: false },
    { label: 'press directory', path: detail('/de/presse', directory), staff: false },
    { label: 'subscriptions', path: '/de/abonnement', staff: false },
    { label: 'subscription', path: detail('/de/subscriptions', subscription), staff: false },
    { label: 'form', path: `/de/forms/xss-probe-form-${RUN}`, staff: false },
    { label: 'search', path: '/de/search?query=xss', staff: false },
    { label: 'payload page in the editor', path: `/de/xss-probe-seite-${RUN}?edit`, staff: true, scroll: true },
  );
  // every resource written, plus the image library and the form entries
  adminLists.push(...new Set([...created.map((c) => c.resource), 'images', 'form-entries']));
}, 60_000);

afterAll(async () => {
  await closeBrowser?.();
  // leave the shared e2e site as it was: the payload page out of the menu, the records gone
  for (const { locale, id } of sections) await call('DELETE', `/${locale}/pageeditor-api/container/${id}/`).catch(() => undefined);
  for (const { resource, record } of [...created].reverse()) {
    await call('DELETE', `/api/admin/${resource}/${String(record.id)}/`).catch(() => undefined);
  }
});

/** What the page shows that must not be there: live markup made from a payload. */
function liveMarkup(): string[] {
  const found: string[] = [];
  const scan = (doc: Document, where: string) => {
    for (const element of Array.from(doc.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value;
        if (name.startsWith('on') && /xss|alert/.test(value)) found.push(`${where}: <${element.localName} ${name}="${value}">`);
        if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(name) && /^\s*javascript:/i.test(value)) found.push(`${where}: <${element.localName} ${name}="${value}">`);
        if (name === 'srcdoc' && /xss/.test(value)) found.push(`${where}: <${element.localName} srcdoc>`);
      }
      if (element.localName === 'script') {
        const type = (element.getAttribute('type') ?? '').toLowerCase();
        const executable = type === '' || type === 'module' || type.includes('javascript');
        if (executable && /__xss|alert\(/.test(element.textContent ?? '')) found.push(`${where}: <script>${(element.textContent ?? '').slice(0, 80)}`);
      }
      if (element.localName === 'iframe') {
        try {
          const inner = (element as HTMLIFrameElement).contentDocument;
          if (inner && inner !== doc) scan(inner, `${where} > iframe`);
        } catch {
          // another origin: a player of an allowed host
        }
      }
    }
  };
  scan(document, 'document');
  return found;
}

/** A page that reports every payload call and dialog into `hits`, with the CSP bypassed. */
async function probePage(context: BrowserContext, hits: string[], where: () => string): Promise<Page> {
  const page = await context.newPage();
  await page.setBypassCSP(true);
  await page.setViewport({ width: 1280, height: 900 });
  await page.exposeFunction('__xss', (n: number) => void hits.push(`${where()}: payload ${n} ran (written to ${written.get(Number(n)) ?? '?'})`));
  page.on('dialog', (dialog) => {
    hits.push(`${where()}: a ${dialog.type()} opened: ${dialog.message()} (payload ${dialog.message()}: ${written.get(Number(dialog.message())) ?? '?'})`);
    void dialog.dismiss();
  });
  return page;
}

/**
 * The bound of each wait for a page or an admin list: three pages load at once, and on a 2-core
 * machine running a build beside the suite one took over 30 s (a pass costs nothing).
 */
const LOAD_TIMEOUT = 90_000;

/** After a page showed its content: the payload text is there (escaped), and no live markup. */
async function inspect(page: Page, where: string, hits: string[]): Promise<void> {
  // payload text, or (a list whose columns refuse payloads, like the editors' usernames) this run's mark
  await page
    .waitForFunction((run) => document.body.innerText.includes('__xss(') || document.body.innerText.includes(`xss-probe-${run}`), { timeout: LOAD_TIMEOUT }, RUN)
    .catch(() => hits.push(`${where}: shows no payload text (did it render the probe content?)`));
  for (const found of await page.evaluate(liveMarkup)) hits.push(`${where}: live markup ${found}`);
}

/** A page of the site, loaded from the server (the server's HTML, then hydration). */
async function render(context: BrowserContext, target: Target, hits: string[]): Promise<void> {
  const where = `${target.label} ${target.path}`;
  const page = await probePage(context, hits, () => where);
  try {
    const response = await page.goto(`${baseUrl()}${target.path}`, { waitUntil: 'networkidle0', timeout: LOAD_TIMEOUT });
    if (response?.status() !== 200) hits.push(`${where}: answered ${response?.status()}`);
    await waitForHydration(page);
    if (target.scroll) {
      for (let y = 0; y < 20 && (await page.evaluate(() => window.scrollY + window.innerHeight < document.body.scrollHeight)); y++) {
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
    }
    await inspect(page, where, hits);
  } finally {
    await page.close();
  }
}

/** Every admin list, newest first, in one admin page: loaded once, then moved between lists as its menu does. */
async function renderAdmin(context: BrowserContext, resources: string[], hits: string[]): Promise<void> {
  let where = 'admin';
  const page = await probePage(context, hits, () => where);
  try {
    for (const [index, resource] of resources.entries()) {
      const path = `/admin/${resource}?sort=id&order=DESC`;
      where = `admin list ${path}`;
      const listed = page.waitForResponse((r) => r.url().includes(`/api/admin/${resource}/?`) && r.request().method() === 'GET', { timeout: LOAD_TIMEOUT });
      if (index === 0) await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded', timeout: LOAD_TIMEOUT });
      else {
        await page.evaluate((to) => {
          history.pushState({}, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, path);
      }
      expect((await listed).status()).toBe(200);
      // the rows of this list (the one before is gone)
      await page.waitForFunction((name) => location.pathname === `/admin/${name}` && !!document.querySelector('#admin-root table tbody tr'), { timeout: LOAD_TIMEOUT }, resource);
      await page.waitForNetworkIdle({ idleTime: 200, timeout: 10_000 }).catch(() => undefined);
      await inspect(page, where, hits);
    }
  } finally {
    await page.close();
  }
}

test('the corpus is in the data: every payload kind stored in some field', () => {
  const missing = PAYLOADS.map((make, kind) => (storedKinds.has(kind) ? null : make(0))).filter((p) => p !== null);
  expect(missing).toEqual([]);
  expect(written.size).toBeGreaterThan(150);
});

test('no payload runs on the public pages, in the editor or in the admin (Chromium)', async () => {
  const visitor = await browser.createBrowserContext();
  const staff = await browser.createBrowserContext();
  await staff.setCookie(
    ...[SESSION_COOKIE, CSRF_COOKIE].map((name) => ({ name, value: cookies.get(name)!, domain: new URL(baseUrl()).hostname, path: '/' })),
  );
  const hits: string[] = [];
  const jobs = [() => renderAdmin(staff, adminLists, hits), ...targets.map((target) => () => render(target.staff ? staff : visitor, target, hits))];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all([worker(), worker(), worker()]);
  await visitor.close();
  await staff.close();
  expect(hits).toEqual([]);
  // 18 pages and every admin list, three at a time: about 40 s on a quiet machine, over 60 s on a busy
  // CI machine; each page load has its own bound above
}, 480_000);
