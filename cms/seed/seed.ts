/**
 * Writes the demo content (docs/seed.md). Called by seedDemo() (cms/seed/index.ts) inside one
 * transaction; every function takes that transaction and the shared SeedContext.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Locale } from '../../shared/constants';
import { LOCALES } from '../../shared/constants';
import { FIELD_TYPES, type FieldType } from '../../shared/forms/fieldTypes';
import { getModuleSchema } from '../../shared/modules/registry';
import { validateModule } from '../../shared/modules/validate';
import { slugify } from '../../shared/slug';
import { hashPassword } from '../auth/password';
import type { DbOrTx } from '../db/client';
import {
  container_sections,
  download_categories,
  download_directories,
  download_files,
  editors,
  event_performers,
  event_tags,
  event_works,
  events,
  events_event_tags,
  form_fields,
  forms,
  genres,
  modules,
  pages,
  person_categories,
  persons,
  persons_person_categories,
  redirects,
  stories,
  stories_story_categories,
  stories_story_tags,
  story_categories,
  story_tags,
  subscriptions,
  subscriptions_events,
  venues,
} from '../db/schema';
import type { ContentType } from '../db/schema/pages';
import { storeDownloadFile } from '../media/files';
import { mediaStore } from '../media/store';
import { storeImage, type MediaConfig } from '../media/storeImage';
import { sanitizeRichText } from '../sanitize/richText';
import { addDays, berlinTime, isoDay, weekday, type Day } from './dates';
import { CONDUCTOR, ENSEMBLES, MUSICIANS, POSITIONS, SECTIONS } from './data/people';
import { demoPages, hubSections, type ModuleDef, type PageContext, type SectionDef, DEMO_VIDEO_URL } from './data/pages';
import { CHAMBER, EVENT_TAGS, FAMILY, GENRES, NEW_MUSIC, SPECIAL, SYMPHONY, VENUES, type Programme } from './data/season';
import { STORIES, STORY_CATEGORIES, STORY_TAGS } from './data/stories';
import { ensemblePng, logoPng, portraitPng, SCENE_NAMES, scenePng } from './images';
import { makePdf } from './pdf';

export const DEMO_EDITOR = 'demo';
export const SHOP = 'https://tickets.philharmonie-flussstadt.example';
/** per language, as the image copyright line is translated (`[de, en]`) */
const COPYRIGHT = ['© Philharmonie Flussstadt (Demo-Grafik)', '© Philharmonie Flussstadt (demo graphic)'] as const;

export interface SeedContext {
  db: DbOrTx;
  config: MediaConfig;
  today: Day;
  /** image ids by pool key */
  images: Map<string, number>;
  /** PNG bytes by pool key (press photos reuse them) */
  pictures: Map<string, Buffer>;
  log: (message: string) => void;
}

/** Rich text as the back end stores it: sanitized to the allowlist. */
const rich = (html: string) => sanitizeRichText(html);

function image(ctx: SeedContext, key: string): number {
  const id = ctx.images.get(key);
  if (id === undefined) throw new Error(`seed: no image '${key}' in the pool`);
  return id;
}

// ---------------------------------------------------------------------------------- images

const SCENE_ALT: Record<string, [string, string]> = {
  'concert-hall': ['Illustration: Konzertsaal mit Bühne und Orgel', 'Illustration: concert hall with stage and organ'],
  violin: ['Illustration: Violine mit Bogen', 'Illustration: violin and bow'],
  horn: ['Illustration: Waldhorn', 'Illustration: French horn'],
  timpani: ['Illustration: zwei Pauken', 'Illustration: two timpani'],
  harp: ['Illustration: Konzertharfe', 'Illustration: concert harp'],
  score: ['Illustration: Notenblatt', 'Illustration: sheet music'],
  'stage-lights': ['Illustration: Musiker im Scheinwerferlicht', 'Illustration: musicians in the spotlight'],
  river: ['Illustration: Konzerthaus am Fluss', 'Illustration: the concert hall by the river'],
  geometric: ['Grafik: geometrisches Muster', 'Graphic: geometric pattern'],
  'orchestra-seating': ['Grafik: Sitzordnung des Orchesters', 'Graphic: orchestra seating plan'],
  microphone: ['Illustration: Mikrofon', 'Illustration: microphone'],
  camera: ['Illustration: Filmkamera', 'Illustration: film camera'],
  book: ['Illustration: aufgeschlagenes Buch', 'Illustration: open book'],
  waves: ['Grafik: Klangwellen', 'Graphic: sound waves'],
};

/** Second variants of the most used scenes, for variety. */
const SECOND_VARIANTS = ['concert-hall', 'orchestra-seating'];

interface PoolItem {
  key: string;
  render: () => Promise<Buffer>;
  alt: [string, string];
  caption?: [string, string];
  focal?: [number, number];
}

export const SPONSORS = [
  { name: 'Kulturstiftung Flussstadt', url: 'https://www.kulturstiftung-flussstadt.example' },
  { name: 'Brückenwerke', url: 'https://www.brueckenwerke.example' },
  { name: 'Sparkasse am Fluss', url: 'https://www.sparkasse-am-fluss.example' },
  { name: 'Radio Klangfluss', url: 'https://www.radio-klangfluss.example' },
  { name: 'Hafenbrauerei', url: 'https://www.hafenbrauerei.example' },
];

function initials(first: string, last: string): string {
  return `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase();
}

/** Renders the pictures and stores them through storeImage (two at a time). */
export async function seedImages(ctx: SeedContext): Promise<void> {
  const items: PoolItem[] = [];
  SCENE_NAMES.forEach((name, i) => items.push({ key: name, render: () => scenePng(name, i), alt: SCENE_ALT[name] ?? [name, name] }));
  SECOND_VARIANTS.forEach((name, i) => items.push({ key: `${name}-2`, render: () => scenePng(name, i + 3), alt: SCENE_ALT[name] ?? [name, name] }));
  MUSICIANS.forEach((m, i) =>
    items.push({
      key: `portrait-${slugify(`${m.first} ${m.last}`)}`,
      render: () => portraitPng(initials(m.first, m.last), i),
      alt: [`Porträt: ${m.first} ${m.last}`, `Portrait: ${m.first} ${m.last}`],
      focal: [0.5, 0.4],
    }),
  );
  items.push({
    key: 'portrait-conductor',
    render: () => portraitPng(initials(CONDUCTOR.first, CONDUCTOR.last), 5),
    alt: [`Porträt: ${CONDUCTOR.first} ${CONDUCTOR.last}`, `Portrait: ${CONDUCTOR.first} ${CONDUCTOR.last}`],
    caption: ['Chefdirigentin Marlene Adler', 'Chief conductor Marlene Adler'],
    focal: [0.5, 0.4],
  });
  ENSEMBLES.forEach((e, i) =>
    items.push({ key: `ensemble-${e.slug}`, render: () => ensemblePng([4, 5, 8][i] ?? 4, i + 1, 1200, 750), alt: [`Grafik: ${e.name_de}`, `Graphic: ${e.name_en}`] }),
  );
  SPONSORS.forEach((s, i) => items.push({ key: `logo-${i}`, render: () => logoPng(s.name, i), alt: [`Logo ${s.name}`, `${s.name} logo`] }));

  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      const png = await item.render();
      ctx.pictures.set(item.key, png);
      const row = await storeImage(ctx.db, ctx.config, png, {
        original_name: `${item.key}.png`,
        alt_de: item.alt[0],
        alt_en: item.alt[1],
        caption_de: item.caption?.[0] ?? '',
        caption_en: item.caption?.[1] ?? '',
        copyright_de: COPYRIGHT[0],
        copyright_en: COPYRIGHT[1],
        focal_x: item.focal?.[0] ?? null,
        focal_y: item.focal?.[1] ?? null,
      });
      ctx.images.set(item.key, row.id);
      if (ctx.images.size % 10 === 0) ctx.log(`seed: pictures ${ctx.images.size}/${items.length}`);
    }
  };
  await Promise.all([worker(), worker()]);
}

/** A scene picture, alternating with its second variant when there is one. */
function sceneImage(ctx: SeedContext, scene: string, n: number): number {
  return n % 2 === 1 && ctx.images.has(`${scene}-2`) ? image(ctx, `${scene}-2`) : image(ctx, scene);
}

// ---------------------------------------------------------------------------------- editor

export async function seedEditor(ctx: SeedContext, password: string): Promise<void> {
  await ctx.db
    .insert(editors)
    .values({
      username: DEMO_EDITOR,
      email: 'demo@philharmonie-flussstadt.example',
      first_name: 'Demo',
      last_name: 'Redaktion',
      is_staff: true,
      password_hash: await hashPassword(password),
    })
    .onConflictDoNothing({ target: editors.username });
}

export function generatePassword(): string {
  // 18 random bytes -> 24 url-safe characters
  return crypto.randomBytes(18).toString('base64url');
}

// ---------------------------------------------------------------------------------- persons

export interface PersonIndex {
  /** full name (or ensemble name) -> person id */
  byName: Map<string, number>;
  conductor: { id: number; slug: string };
}

export async function seedPersons(ctx: SeedContext): Promise<PersonIndex> {
  const { db } = ctx;
  const categoryIds = new Map<string, number>();
  for (const [order, section] of SECTIONS.entries()) {
    const [row] = await db.insert(person_categories).values({ name_de: section.name_de, name_en: section.name_en, slug: section.slug, order }).returning();
    categoryIds.set(section.slug, row.id);
  }
  const byName = new Map<string, number>();
  let order = 0;
  const conductorSlug = slugify(`${CONDUCTOR.first} ${CONDUCTOR.last}`);
  const [conductor] = await db
    .insert(persons)
    .values({
      first_name: CONDUCTOR.first,
      last_name: CONDUCTOR.last,
      slug: conductorSlug,
      position_de: CONDUCTOR.position_de,
      position_en: CONDUCTOR.position_en,
      instrument_de: 'Dirigat',
      instrument_en: 'Conducting',
      biography_de: rich(CONDUCTOR.biography_de),
      biography_en: rich(CONDUCTOR.biography_en),
      image_id: image(ctx, 'portrait-conductor'),
      order: order++,
    })
    .returning();
  byName.set(`${CONDUCTOR.first} ${CONDUCTOR.last}`, conductor.id);

  for (const m of MUSICIANS) {
    const section = SECTIONS.find((s) => s.slug === m.section)!;
    const name = `${m.first} ${m.last}`;
    const positions = m.positions.map((p) => POSITIONS[p]);
    const position_de = positions.map((p) => p[0]).join('\n');
    const position_en = positions.map((p) => p[1]).join('\n');
    const [row] = await db
      .insert(persons)
      .values({
        first_name: m.first,
        last_name: m.last,
        slug: slugify(name),
        position_de,
        position_en,
        instrument_de: section.instrument_de,
        instrument_en: section.instrument_en,
        biography_de: rich(
          `<p>${name} stammt aus ${m.from_de} und ist seit ${m.since} Mitglied der Philharmonie Flussstadt (${section.name_de}, ${positions[0][0]}).</p><p>Studium an der ${m.studied}; Meisterkurse, Kammermusik und eine Leidenschaft für <em>Neue Musik</em>. Neben dem Orchester unterrichtet ${m.first} an der Musikschule Flussstadt.</p>`,
        ),
        biography_en: rich(
          `<p>${name} comes from ${m.from_en} and has been a member of the Flussstadt Philharmonic since ${m.since} (${section.name_en}, ${positions[0][1]}).</p><p>Studies at ${m.studied}; master classes, chamber music and a passion for <em>new music</em>. Besides the orchestra, ${m.first} teaches at the Flussstadt music school.</p>`,
        ),
        image_id: image(ctx, `portrait-${slugify(name)}`),
        order: order++,
      })
      .returning();
    byName.set(name, row.id);
    await db.insert(persons_person_categories).values({ person_id: row.id, category_id: categoryIds.get(m.section)! });
  }

  for (const e of ENSEMBLES) {
    const members = e.members.length ? `<p>Mitglieder: ${e.members.join(', ')}</p>` : '';
    const membersEn = e.members.length ? `<p>Members: ${e.members.join(', ')}</p>` : '';
    const [row] = await db
      .insert(persons)
      .values({
        first_name: '',
        last_name: e.name_de,
        slug: e.slug,
        position_de: 'Ensemble der Philharmonie',
        position_en: 'Ensemble of the Philharmonic',
        instrument_de: e.name_de,
        instrument_en: e.name_en,
        biography_de: rich(e.text_de + members),
        biography_en: rich(e.text_en + membersEn),
        image_id: image(ctx, `ensemble-${e.slug}`),
        is_ensemble: true,
        order: order++,
      })
      .returning();
    byName.set(e.name_de, row.id);
    // members' sections, so a section filter finds its ensembles too
    const sectionsOfMembers = new Set(e.members.map((n) => MUSICIANS.find((m) => `${m.first} ${m.last}` === n)?.section).filter(Boolean) as string[]);
    for (const slug of sectionsOfMembers) await db.insert(persons_person_categories).values({ person_id: row.id, category_id: categoryIds.get(slug)! });
  }
  return { byName, conductor: { id: conductor.id, slug: conductorSlug } };
}

// ---------------------------------------------------------------------------------- season

export interface SeasonIndex {
  /** event ids by programme genre and performance, in date order */
  all: { id: number; genre: string; start: Date; weekday: number; hour: number; rehearsal: boolean; programme: Programme; availability: string; past: boolean }[];
}

interface Performance {
  programme: Programme;
  day: Day;
  hour: number;
  minute: number;
  durationMin: number;
  rehearsal?: boolean;
  soldout?: boolean;
  cancelled?: boolean;
  highlight?: boolean;
  /** image variant */
  n: number;
}

/** The first day on or after `from` that falls on `wd` (0 Sunday ... 6 Saturday). */
function onOrAfter(from: Day, wd: number): Day {
  return addDays(from, (wd - weekday(from) + 7) % 7);
}

/** The season's performances, placed relative to today (43 upcoming over about 176 days, 3 past). */
export function schedule(today: Day): Performance[] {
  const perf: Performance[] = [];
  SYMPHONY.forEach((programme, k) => {
    const thursday = onOrAfter(addDays(today, 8 + k * 21), 4);
    if (k % 2 === 0) perf.push({ programme, day: addDays(thursday, -1), hour: 10, minute: 0, durationMin: 150, rehearsal: true, n: k });
    perf.push({ programme, day: thursday, hour: 19, minute: 30, durationMin: 120, highlight: k === 0 || k === 1 || k === 4, soldout: k === 1, n: k });
    perf.push({ programme, day: addDays(thursday, 1), hour: 19, minute: 30, durationMin: 120, soldout: k <= 1, n: k + 1 });
  });
  CHAMBER.forEach((programme, k) => {
    const day = k % 2 === 0 ? onOrAfter(addDays(today, 4 + k * 22), 0) : onOrAfter(addDays(today, 4 + k * 22), 2);
    perf.push({ programme, day, hour: k % 2 === 0 ? 11 : 20, minute: 0, durationMin: 90, soldout: k === 2, n: k });
  });
  FAMILY.forEach((programme, k) => {
    const sunday = onOrAfter(addDays(today, 12 + k * 42), 0);
    perf.push({ programme, day: sunday, hour: 11, minute: 0, durationMin: 60, soldout: k === 0, highlight: k === 0, n: k });
    perf.push({ programme, day: sunday, hour: 15, minute: 0, durationMin: 60, n: k + 1 });
  });
  NEW_MUSIC.forEach((programme, k) => {
    perf.push({ programme, day: onOrAfter(addDays(today, 20 + k * 45), 6), hour: 20, minute: 0, durationMin: 90, cancelled: k === 1, highlight: k === 0, n: k });
  });
  SPECIAL.forEach((programme, k) => {
    perf.push({ programme, day: onOrAfter(addDays(today, [60, 120, 168][k]), 6), hour: k === 0 ? 21 : 20, minute: 0, durationMin: 120, highlight: k !== 1, n: k });
  });
  // three past concerts: the list shows them with include_past
  perf.push({ programme: SYMPHONY[2], day: onOrAfter(addDays(today, -24), 4), hour: 19, minute: 30, durationMin: 120, n: 5 });
  perf.push({ programme: CHAMBER[4], day: onOrAfter(addDays(today, -12), 2), hour: 20, minute: 0, durationMin: 90, n: 6 });
  perf.push({ programme: FAMILY[0], day: onOrAfter(addDays(today, -33), 0), hour: 11, minute: 0, durationMin: 60, n: 7 });
  return perf.sort((a, b) => a.day.getTime() - b.day.getTime() || a.hour - b.hour);
}

/** Days ahead from which an event is still in pre-sale. */
const PRESALE_FROM_DAYS = 120;

export async function seedSeason(ctx: SeedContext, people: PersonIndex): Promise<SeasonIndex> {
  const { db, today } = ctx;
  const venueIds = new Map<string, number>();
  for (const v of VENUES) {
    const [row] = await db.insert(venues).values({ name: v.name, address: v.address, city: v.city, url: v.url }).returning();
    venueIds.set(v.key, row.id);
  }
  const genreIds = new Map<string, number>();
  for (const [order, g] of GENRES.entries()) {
    const [row] = await db.insert(genres).values({ name_de: g.name_de, name_en: g.name_en, slug: g.slug, order }).returning();
    genreIds.set(g.key, row.id);
  }
  const tagIds = new Map<string, number>();
  for (const tag of EVENT_TAGS) {
    const [row] = await db.insert(event_tags).values({ name_de: tag.name_de, name_en: tag.name_en, slug: slugify(tag.name_de) }).returning();
    tagIds.set(tag.key, row.id);
  }

  const all: SeasonIndex['all'] = [];
  for (const p of schedule(today)) {
    const { programme } = p;
    const start = berlinTime(p.day, p.hour, p.minute);
    const daysAhead = Math.round((p.day.getTime() - today.getTime()) / 86_400_000);
    const past = daysAhead < 0;
    const title_de = p.rehearsal ? `Öffentliche Probe: ${programme.title_de}` : programme.title_de;
    const title_en = p.rehearsal ? `Open rehearsal: ${programme.title_en}` : programme.title_en;
    const slug = slugify(title_de);
    let availability: 'bookable' | 'presale' | 'soldout' | 'cancelled' = 'bookable';
    let presale_start: string | null = null;
    if (p.cancelled) availability = 'cancelled';
    else if (p.soldout) availability = 'soldout';
    else if (!past && !p.rehearsal && daysAhead >= PRESALE_FROM_DAYS) {
      availability = 'presale';
      presale_start = isoDay(addDays(p.day, -56));
    }
    const free = p.rehearsal || programme.tags.includes('openair');
    const extra_de = p.rehearsal
      ? '<p>Erleben Sie die Generalprobe mit Kommentaren der Dirigentin. <strong>Eintritt frei</strong>, Einlass 9:45 Uhr.</p>'
      : p.cancelled
        ? '<p><strong>Das Konzert muss leider entfallen.</strong> Bereits gekaufte Karten werden erstattet.</p>'
        : programme.tags.includes('einfuehrung')
          ? '<p>Einführung 45 Minuten vor Konzertbeginn im Foyer.</p>'
          : '';
    const extra_en = p.rehearsal
      ? '<p>Watch the dress rehearsal with comments by the conductor. <strong>Free admission</strong>, doors open 9:45 am.</p>'
      : p.cancelled
        ? '<p><strong>Unfortunately this concert has been cancelled.</strong> Tickets already bought will be refunded.</p>'
        : programme.tags.includes('einfuehrung')
          ? '<p>Pre-concert talk in the foyer 45 minutes before the concert.</p>'
          : '';
    const [row] = await db
      .insert(events)
      .values({
        slug,
        title_de,
        title_en,
        subtitle_de: programme.subtitle_de,
        subtitle_en: programme.subtitle_en,
        text_de: rich(programme.text_de + extra_de),
        text_en: rich(programme.text_en + extra_en),
        start_at: start,
        end_at: new Date(start.getTime() + p.durationMin * 60_000),
        venue_id: venueIds.get(p.rehearsal ? 'hafen' : programme.venue)!,
        genre_id: genreIds.get(programme.genre)!,
        ticket_url: free || availability === 'cancelled' ? '' : `${SHOP}/veranstaltung/${slug}-${isoDay(p.day).replace(/-/g, '')}`,
        availability,
        presale_start,
        image_id: sceneImage(ctx, programme.scene, p.n),
        is_highlight: Boolean(p.highlight) && !past,
      })
      .returning();
    all.push({ id: row.id, genre: programme.genre, start, weekday: weekday(p.day), hour: p.hour, rehearsal: Boolean(p.rehearsal), programme, availability, past });
    for (const [order, [composer, t_de, t_en]] of programme.works.entries()) {
      await db.insert(event_works).values({ event_id: row.id, composer, title_de: t_de, title_en: t_en, order });
    }
    for (const [order, [name, role_de, role_en]] of programme.performers.entries()) {
      await db.insert(event_performers).values({ event_id: row.id, name, role_de, role_en, person_id: people.byName.get(name) ?? null, order });
    }
    const tags = new Set<string>(programme.tags);
    if (p.rehearsal) {
      tags.delete('einfuehrung');
      tags.add('probe');
    }
    for (const tag of tags) await db.insert(events_event_tags).values({ event_id: row.id, tag_id: tagIds.get(tag)! });
  }
  return { all };
}

// ---------------------------------------------------------------------------------- stories

export async function seedStories(ctx: SeedContext): Promise<{ id: number; slug: string; def: (typeof STORIES)[number] }[]> {
  const { db } = ctx;
  const categoryIds = new Map<string, number>();
  for (const [order, c] of STORY_CATEGORIES.entries()) {
    const [row] = await db.insert(story_categories).values({ slug_de: c.slug_de, slug_en: c.slug_en, name_de: c.name_de, name_en: c.name_en, order }).returning();
    categoryIds.set(c.key, row.id);
  }
  const tagIds = new Map<string, number>();
  for (const tag of STORY_TAGS) {
    const [row] = await db.insert(story_tags).values({ name_de: tag.name_de, name_en: tag.name_en, slug: slugify(tag.name_de) }).returning();
    tagIds.set(tag.key, row.id);
  }
  const created: { id: number; slug: string; def: (typeof STORIES)[number] }[] = [];
  for (const [i, s] of STORIES.entries()) {
    const slug = slugify(s.title_de);
    const [row] = await db
      .insert(stories)
      .values({
        slug,
        title_de: s.title_de,
        title_en: s.title_en,
        teaser_de: s.teaser_de,
        teaser_en: s.teaser_en,
        text_de: rich(s.body_de.map((p, n) => (n === 0 ? `<p><strong>${p}</strong></p>` : `<p>${p}</p>`)).join('')),
        text_en: rich(s.body_en.map((p, n) => (n === 0 ? `<p><strong>${p}</strong></p>` : `<p>${p}</p>`)).join('')),
        date: isoDay(addDays(ctx.today, -s.age)),
        header_image_id: sceneImage(ctx, s.scene, i),
        is_highlight: Boolean(s.highlight),
      })
      .returning();
    created.push({ id: row.id, slug, def: s });
    await db.insert(stories_story_categories).values({ story_id: row.id, category_id: categoryIds.get(s.category)! });
    for (const tag of s.tags) await db.insert(stories_story_tags).values({ story_id: row.id, tag_id: tagIds.get(tag)! });

    // the story's content area: a video, an audio player or a quote
    for (const locale of LOCALES) {
      const de = locale === 'de';
      const module: ModuleDef =
        s.category === 'sehen'
          ? { model: 'video', data: { image: sceneImage(ctx, 'camera', i), video_url: DEMO_VIDEO_URL, title: de ? s.title_de : s.title_en, length: `${3 + (i % 5)}:${String(10 + i).padStart(2, '0')}` } }
          : s.category === 'hoeren'
            ? { model: 'audio', data: { embed: `https://soundcloud.com/philharmonie-flussstadt/${slug}` } }
            : { model: 'quote', data: { content: de ? s.teaser_de : s.teaser_en, author: 'Philharmonie Flussstadt' } };
      await insertSection(ctx, { locale, slug: `story-${row.id}`, content_type: 'story', object_id: row.id, order: 0 }, { layout: 0, columns: [[module]] });
    }
  }
  return created;
}

// ---------------------------------------------------------------------------------- press

export async function seedDownloads(ctx: SeedContext, year: number): Promise<void> {
  const { db, config } = ctx;
  const pdf = async (name: string, title: string, subtitle: string, paragraphs: string[]) =>
    storeDownloadFile(mediaStore(config), makePdf({ title, subtitle, paragraphs }), name);
  const jpeg = async (key: string, name: string) =>
    storeDownloadFile(mediaStore(config), await sharp(ctx.pictures.get(key)!).jpeg({ quality: 85, progressive: true }).toBuffer(), name);

  const categories = [
    { name_de: 'Pressemitteilungen', name_en: 'Press releases' },
    { name_de: 'Pressefotos', name_en: 'Press photos' },
    { name_de: 'Programmhefte', name_en: 'Programme booklets' },
  ];
  const ids: number[] = [];
  for (const [order, c] of categories.entries()) {
    const [row] = await db.insert(download_categories).values({ ...c, order }).returning();
    ids.push(row.id);
  }
  const lorem = (topic: string) => [
    `Flussstadt, ${isoDay(ctx.today)}. ${topic}`,
    'Die Philharmonie Flussstadt spielt in dieser Saison mehr als vierzig Konzerte in fünf Spielstätten, darunter Sinfoniekonzerte, Kammermusik, Familienkonzerte und Neue Musik.',
    'Pressekontakt: Presse- und Öffentlichkeitsarbeit, presse@philharmonie-flussstadt.example, Telefon 0123 456 78-20.',
    'Dies ist ein Demo-Dokument. Orchester, Personen und Termine sind erfunden.',
  ];
  const directories: {
    category: number;
    name_de: string;
    name_en: string;
    description_de: string;
    description_en: string;
    image: string;
    age: number;
    files: () => Promise<{ title_de: string; title_en: string; file: string; size: number; mime: string }[]>;
  }[] = [
    {
      category: ids[0],
      name_de: `Saisonvorschau ${year}/${String((year + 1) % 100).padStart(2, '0')}`,
      name_en: `Season preview ${year}/${String((year + 1) % 100).padStart(2, '0')}`,
      description_de: '<p>Alle Termine, Solistinnen und Solisten der neuen Saison.</p>',
      description_en: '<p>All dates and soloists of the new season.</p>',
      image: 'concert-hall',
      age: 40,
      files: async () => [
        { title_de: 'Pressemitteilung Saisonvorschau (PDF)', title_en: 'Press release: season preview (PDF)', mime: 'application/pdf', ...(await pdf('Saisonvorschau.pdf', 'Saisonvorschau', 'Pressemitteilung', lorem('Die neue Saison steht unter dem Motto „Musik am Fluss“.'))) },
      ],
    },
    {
      category: ids[0],
      name_de: 'Uraufführung „Flussläufe“',
      name_en: 'World premiere “River Courses”',
      description_de: '<p>Lena Brückners Auftragswerk für Orchester und Zuspiel.</p>',
      description_en: '<p>Lena Brückner’s commission for orchestra and tape.</p>',
      image: 'waves',
      age: 12,
      files: async () => [
        { title_de: 'Pressemitteilung (PDF)', title_en: 'Press release (PDF)', mime: 'application/pdf', ...(await pdf('Urauffuehrung-Fluesslaeufe.pdf', 'Uraufführung „Flussläufe“', 'Pressemitteilung', lorem('Die Komponistin Lena Brückner hat den Fluss ein Jahr lang aufgenommen.'))) },
        { title_de: 'Werkeinführung (PDF)', title_en: 'Programme note (PDF)', mime: 'application/pdf', ...(await pdf('Werkeinfuehrung.pdf', 'Flussläufe – Werkeinführung', 'Programmtext', lorem('Wasser, Brücken, Möwen und Schiffsdiesel werden zu Orchesterklang.'))) },
      ],
    },
    {
      category: ids[1],
      name_de: 'Orchesterfotos',
      name_en: 'Orchestra photos',
      description_de: '<p>Abdruck honorarfrei bei Nennung „Philharmonie Flussstadt“.</p>',
      description_en: '<p>Free for editorial use, credit “Philharmonie Flussstadt”.</p>',
      image: 'orchestra-seating',
      age: 30,
      files: async () => [
        { title_de: 'Konzerthaus am Fluss (JPEG)', title_en: 'Konzerthaus am Fluss (JPEG)', mime: 'image/jpeg', ...(await jpeg('concert-hall', 'Konzerthaus-am-Fluss.jpg')) },
        { title_de: 'Orchester im Scheinwerferlicht (JPEG)', title_en: 'Orchestra in the spotlight (JPEG)', mime: 'image/jpeg', ...(await jpeg('stage-lights', 'Orchester.jpg')) },
        { title_de: 'Sitzordnung (JPEG)', title_en: 'Seating plan (JPEG)', mime: 'image/jpeg', ...(await jpeg('orchestra-seating', 'Sitzordnung.jpg')) },
      ],
    },
    {
      category: ids[1],
      name_de: 'Marlene Adler',
      name_en: 'Marlene Adler',
      description_de: '<p>Porträts der Chefdirigentin.</p>',
      description_en: '<p>Portraits of the chief conductor.</p>',
      image: 'portrait-conductor',
      age: 60,
      files: async () => [{ title_de: 'Porträt Marlene Adler (JPEG)', title_en: 'Portrait Marlene Adler (JPEG)', mime: 'image/jpeg', ...(await jpeg('portrait-conductor', 'Marlene-Adler.jpg')) }],
    },
    {
      category: ids[2],
      name_de: 'Programmhefte Sinfoniekonzerte',
      name_en: 'Symphony concert booklets',
      description_de: '<p>Die Programmhefte zum Nachlesen.</p>',
      description_en: '<p>The programme booklets to read at home.</p>',
      image: 'score',
      age: 5,
      files: async () => [
        { title_de: `Programmheft „${SYMPHONY[0].title_de}“ (PDF)`, title_en: `Booklet “${SYMPHONY[0].title_en}” (PDF)`, mime: 'application/pdf', ...(await pdf('Programmheft-1.pdf', SYMPHONY[0].title_de, SYMPHONY[0].subtitle_de, SYMPHONY[0].works.map((w) => `${w[0]}: ${w[1]}`))) },
        { title_de: `Programmheft „${SYMPHONY[1].title_de}“ (PDF)`, title_en: `Booklet “${SYMPHONY[1].title_en}” (PDF)`, mime: 'application/pdf', ...(await pdf('Programmheft-2.pdf', SYMPHONY[1].title_de, SYMPHONY[1].subtitle_de, SYMPHONY[1].works.map((w) => `${w[0]}: ${w[1]}`))) },
      ],
    },
    {
      category: ids[2],
      name_de: 'Familienkonzerte',
      name_en: 'Family concerts',
      description_de: '<p>Mitmachhefte für Kinder.</p>',
      description_en: '<p>Activity booklets for children.</p>',
      image: 'geometric',
      age: 8,
      files: async () => [{ title_de: 'Mitmachheft „Peter und der Wolf“ (PDF)', title_en: 'Activity booklet “Peter and the Wolf” (PDF)', mime: 'application/pdf', ...(await pdf('Mitmachheft.pdf', 'Peter und der Wolf', 'Mitmachheft für Kinder', ['Welches Instrument spielt den Vogel? Male es aus!', 'Die Ente ist die Oboe, die Katze die Klarinette, der Großvater das Fagott.'])) }],
    },
  ];
  for (const [order, d] of directories.entries()) {
    const [row] = await db
      .insert(download_directories)
      .values({
        category_id: d.category,
        name_de: d.name_de,
        name_en: d.name_en,
        description_de: rich(d.description_de),
        description_en: rich(d.description_en),
        slug: slugify(d.name_de),
        date: isoDay(addDays(ctx.today, -d.age)),
        image_id: image(ctx, d.image),
        order,
      })
      .returning();
    for (const [fileOrder, f] of (await d.files()).entries()) {
      await db.insert(download_files).values({ directory_id: row.id, title_de: f.title_de, title_en: f.title_en, file: f.file, mime: f.mime, size: f.size, order: fileOrder });
    }
  }
}

// ---------------------------------------------------------------------------------- subscriptions

export async function seedSubscriptions(ctx: SeedContext, season: SeasonIndex): Promise<void> {
  const upcoming = season.all.filter((e) => !e.past && e.availability !== 'cancelled');
  const concerts = upcoming.filter((e) => !e.rehearsal);
  const symphony = concerts.filter((e) => e.genre === 'sinfonie');
  const price = (label_de: string, label_en: string, euros: number) => ({ label_de, label_en, amount_cents: Math.round(euros * 100) });
  const defs = [
    {
      slug: 'sinfonie-donnerstag',
      name_de: 'Sinfoniekonzerte Donnerstag',
      name_en: 'Symphony concerts Thursday',
      subtitle_de: 'Acht Abende im Konzerthaus',
      subtitle_en: 'Eight evenings at the concert hall',
      events: symphony.filter((e) => e.weekday === 4),
      prices: [price('Kategorie I', 'Category I', 312), price('Kategorie II', 'Category II', 256), price('Kategorie III', 'Category III', 198), price('Kategorie IV', 'Category IV', 128), price('Ermäßigt (Kat. IV)', 'Reduced (cat. IV)', 64)],
    },
    {
      slug: 'sinfonie-freitag',
      name_de: 'Sinfoniekonzerte Freitag',
      name_en: 'Symphony concerts Friday',
      subtitle_de: 'Acht Abende im Konzerthaus',
      subtitle_en: 'Eight evenings at the concert hall',
      events: symphony.filter((e) => e.weekday === 5),
      prices: [price('Kategorie I', 'Category I', 312), price('Kategorie II', 'Category II', 256), price('Kategorie III', 'Category III', 198), price('Kategorie IV', 'Category IV', 128)],
    },
    {
      slug: 'kammermusik',
      name_de: 'Kammermusik im Schloss',
      name_en: 'Chamber music at the palace',
      subtitle_de: 'Quartett, Quintett, Nonett',
      subtitle_en: 'Quartet, quintet, nonet',
      events: concerts.filter((e) => e.genre === 'kammer'),
      prices: [price('Kategorie I', 'Category I', 120), price('Kategorie II', 'Category II', 96), price('Ermäßigt', 'Reduced', 48)],
    },
    {
      slug: 'familien-abo',
      name_de: 'Familien-Abo',
      name_en: 'Family subscription',
      subtitle_de: 'Vier Sonntage für Groß und Klein',
      subtitle_en: 'Four Sundays for young and old',
      events: concerts.filter((e) => e.genre === 'familie' && e.hour < 12),
      prices: [price('Erwachsene', 'Adults', 48), price('Kinder bis 14 Jahre', 'Children up to 14', 24)],
    },
    {
      slug: 'neue-musik',
      name_de: 'Neue Musik in der Tuchfabrik',
      name_en: 'New music at the cloth factory',
      subtitle_de: 'Uraufführungen und Klanglabor',
      subtitle_en: 'World premieres and sound lab',
      events: concerts.filter((e) => e.genre === 'neue'),
      prices: [price('Einheitspreis', 'Standard', 60), price('Ermäßigt', 'Reduced', 30)],
    },
    {
      slug: 'wahl-abo',
      name_de: 'Wahl-Abo 6',
      name_en: 'Choice subscription 6',
      subtitle_de: 'Sechs Konzerte nach Wahl',
      subtitle_en: 'Six concerts of your choice',
      events: concerts.filter((e) => e.genre === 'sonder' || (e.genre === 'sinfonie' && e.weekday === 4)).slice(0, 10),
      prices: [price('Kategorie I', 'Category I', 198), price('Kategorie II', 'Category II', 162), price('Kategorie III', 'Category III', 126.5)],
    },
  ];
  for (const [order, d] of defs.entries()) {
    const [row] = await ctx.db
      .insert(subscriptions)
      .values({
        slug: d.slug,
        name_de: d.name_de,
        name_en: d.name_en,
        subtitle_de: d.subtitle_de,
        subtitle_en: d.subtitle_en,
        description_de: rich(`<p>${d.name_de}: ${d.subtitle_de}. Ihr fester Platz, bis zu <strong>30 % Ersparnis</strong> gegenüber Einzelkarten und ein kostenloser Umtausch pro Saison.</p>`),
        description_en: rich(`<p>${d.name_en}: ${d.subtitle_en}. Your own seat, up to <strong>30 % off</strong> single tickets and one free exchange per season.</p>`),
        prices: d.prices,
        order,
      })
      .returning();
    for (const e of d.events) await ctx.db.insert(subscriptions_events).values({ subscription_id: row.id, event_id: e.id });
  }
}

// ---------------------------------------------------------------------------------- forms

interface FieldDef {
  slug: string;
  label: [string, string];
  type: FieldType;
  required?: boolean;
  choices?: [string[], string[]];
  placeholder?: [string, string];
  help?: [string, string];
  default_value?: string;
}

export async function seedForms(ctx: SeedContext): Promise<void> {
  const defs: { slug: string; title: [string, string]; intro: [string, string]; success: [string, string]; fields: FieldDef[] }[] = [
    {
      slug: 'kontakt',
      title: ['Kontakt', 'Contact'],
      intro: ['<p>Wir antworten in der Regel innerhalb von zwei Werktagen.</p>', '<p>We usually reply within two working days.</p>'],
      success: ['Vielen Dank! Ihre Nachricht ist bei uns angekommen.', 'Thank you! We have received your message.'],
      fields: [
        { slug: 'name', label: ['Name', 'Name'], type: FIELD_TYPES.text, required: true, placeholder: ['Vor- und Nachname', 'First and last name'] },
        { slug: 'email', label: ['E-Mail', 'Email'], type: FIELD_TYPES.email, required: true, placeholder: ['name@beispiel.de', 'name@example.com'] },
        {
          slug: 'subject',
          label: ['Betreff', 'Subject'],
          type: FIELD_TYPES.select,
          required: true,
          choices: [
            ['Allgemeine Anfrage', 'Karten & Abonnements', 'Presse', 'Barrierefreiheit', 'Schulen & Musikvermittlung'],
            ['General enquiry', 'Tickets & subscriptions', 'Press', 'Accessibility', 'Schools & education'],
          ],
        },
        { slug: 'message', label: ['Nachricht', 'Message'], type: FIELD_TYPES.textarea, required: true },
        {
          slug: 'privacy',
          label: ['Ich habe die Datenschutzerklärung gelesen und bin einverstanden.', 'I have read and accept the privacy policy.'],
          type: FIELD_TYPES.checkbox,
          required: true,
          help: ['Ihre Angaben verwenden wir nur zur Beantwortung Ihrer Anfrage.', 'We use your details only to answer your enquiry.'],
        },
      ],
    },
    {
      slug: 'newsletter',
      title: ['Newsletter', 'Newsletter'],
      intro: ['<p>Einmal im Monat: neue Konzerte, Stories und Vorverkaufsstarts.</p>', '<p>Once a month: new concerts, stories and presale starts.</p>'],
      success: ['Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung in der E-Mail, die wir Ihnen gesendet haben.', 'Almost done! Please confirm your subscription in the email we have sent you.'],
      fields: [
        { slug: 'first_name', label: ['Vorname', 'First name'], type: FIELD_TYPES.text },
        { slug: 'last_name', label: ['Nachname', 'Last name'], type: FIELD_TYPES.text },
        { slug: 'email', label: ['E-Mail', 'Email'], type: FIELD_TYPES.email, required: true },
        {
          slug: 'interests',
          label: ['Was interessiert Sie?', 'What are you interested in?'],
          type: FIELD_TYPES.checkboxList,
          choices: [
            ['Sinfoniekonzerte', 'Kammermusik', 'Familienkonzerte', 'Neue Musik'],
            ['Symphony concerts', 'Chamber music', 'Family concerts', 'New music'],
          ],
        },
        {
          slug: 'consent',
          label: ['Ich möchte den Newsletter erhalten und kann mich jederzeit abmelden.', 'I would like to receive the newsletter and can unsubscribe at any time.'],
          type: FIELD_TYPES.checkbox,
          required: true,
        },
      ],
    },
  ];
  for (const f of defs) {
    const [form] = await ctx.db
      .insert(forms)
      .values({
        slug: f.slug,
        title_de: f.title[0],
        title_en: f.title[1],
        intro_de: rich(f.intro[0]),
        intro_en: rich(f.intro[1]),
        success_message_de: f.success[0],
        success_message_en: f.success[1],
      })
      .returning();
    for (const [order, field] of f.fields.entries()) {
      await ctx.db.insert(form_fields).values({
        form_id: form.id,
        slug: field.slug,
        label_de: field.label[0],
        label_en: field.label[1],
        field_type: field.type,
        required: field.required ?? false,
        choices_de: field.choices?.[0] ?? [],
        choices_en: field.choices?.[1] ?? [],
        default_value: field.default_value ?? '',
        placeholder_de: field.placeholder?.[0] ?? '',
        placeholder_en: field.placeholder?.[1] ?? '',
        help_text_de: field.help?.[0] ?? '',
        help_text_en: field.help?.[1] ?? '',
        order,
      });
    }
  }
}

// ---------------------------------------------------------------------------------- sections

/** Validates (shared/modules) and writes one module tree; a seed bug stops the seed. */
async function insertModule(ctx: SeedContext, sectionId: number, parentId: number | null, column: number, order: number, def: ModuleDef): Promise<void> {
  const schema = getModuleSchema(def.model);
  if (!schema) throw new Error(`seed: unknown module model '${def.model}'`);
  const cleaned = { ...def.data };
  for (const field of schema.fields) if (field.kind === 'richtext' && typeof cleaned[field.name] === 'string') cleaned[field.name] = rich(cleaned[field.name] as string);
  const { data, errors } = validateModule(schema, cleaned);
  if (errors.length) throw new Error(`seed: invalid ${def.model} module: ${JSON.stringify(errors)} in ${JSON.stringify(def.data)}`);
  if (schema.childModel && def.children?.some((c) => c.model !== schema.childModel)) throw new Error(`seed: ${def.model} holds only ${schema.childModel}`);
  const [row] = await ctx.db.insert(modules).values({ section_id: sectionId, parent_id: parentId, column, order, model: def.model, data }).returning({ id: modules.id });
  for (const [childOrder, child] of (def.children ?? []).entries()) await insertModule(ctx, sectionId, row.id, column, childOrder, child);
}

async function insertSection(
  ctx: SeedContext,
  owner: { locale: Locale; slug: string; content_type: ContentType; object_id: number | null; order: number },
  section: SectionDef,
): Promise<void> {
  const [row] = await ctx.db.insert(container_sections).values({ ...owner, layout: section.layout }).returning({ id: container_sections.id });
  for (const [column, mods] of section.columns.entries()) {
    for (const [order, def] of mods.entries()) await insertModule(ctx, row.id, null, column, order, def);
  }
}

// ---------------------------------------------------------------------------------- pages

export async function seedPages(
  ctx: SeedContext,
  season: SeasonIndex,
  people: PersonIndex,
  storyList: { id: number; slug: string; def: (typeof STORIES)[number] }[],
): Promise<void> {
  const upcoming = season.all.filter((e) => !e.past);
  const eventRows = await ctx.db.select({ id: events.id, is_highlight: events.is_highlight }).from(events);
  const highlighted = new Set(eventRows.filter((e) => e.is_highlight).map((e) => e.id));
  const pageCtx: PageContext = {
    image: (key) => image(ctx, key),
    highlightEvents: upcoming.filter((e) => highlighted.has(e.id)).map((e) => e.id),
    familyEvents: upcoming.filter((e) => e.genre === 'familie').map((e) => e.id),
    pastEvents: season.all.filter((e) => e.past).map((e) => e.id),
    conductorUrl: { de: `/de/orchester/${people.conductor.slug}/${people.conductor.id}`, en: `/en/orchestra/${people.conductor.slug}/${people.conductor.id}` },
    sponsors: SPONSORS.map((s, i) => ({ ...s, image: `logo-${i}` })),
  };
  const defs = demoPages(pageCtx);
  const ids = new Map<string, number>();
  const paths = new Map<string, { de: string; en: string }>();
  const siblings = new Map<string | null, number>();
  for (const def of defs) {
    const parentPath = def.parent ? paths.get(def.parent)! : null;
    const path = {
      de: parentPath ? `${parentPath.de}${def.slug_de}/` : '/de/',
      en: parentPath ? `${parentPath.en}${def.slug_en}/` : '/en/',
    };
    paths.set(def.key, path);
    const order = siblings.get(def.parent) ?? 0;
    siblings.set(def.parent, order + 1);
    const [row] = await ctx.db
      .insert(pages)
      .values({
        parent_id: def.parent ? ids.get(def.parent)! : null,
        order,
        page_type: def.page_type,
        title_de: def.title_de,
        title_en: def.title_en,
        slug_de: def.slug_de,
        slug_en: def.slug_en,
        path_de: path.de,
        path_en: path.en,
        headline_de: def.headline_de ?? '',
        headline_en: def.headline_en ?? '',
        meta_title_de: def.key === 'home' ? 'Philharmonie Flussstadt' : `${def.title_de} | Philharmonie Flussstadt`,
        meta_title_en: def.key === 'home' ? 'Flussstadt Philharmonic' : `${def.title_en} | Flussstadt Philharmonic`,
        meta_description_de: def.meta_description_de ?? '',
        meta_description_en: def.meta_description_en ?? '',
        og_image_id: def.header_image ? image(ctx, def.header_image) : null,
        header_image_id: def.header_image ? image(ctx, def.header_image) : null,
        is_online: def.is_online ?? true,
        in_menu: def.in_menu ?? false,
        is_highlight: def.is_highlight ?? false,
        in_burger_menu: def.in_burger_menu ?? false,
        in_footer: def.in_footer ?? false,
      })
      .returning({ id: pages.id });
    ids.set(def.key, row.id);
    for (const locale of LOCALES) {
      for (const [order, section] of def.sections(locale).entries()) {
        await insertSection(ctx, { locale, slug: `${def.key}-${order + 1}`, content_type: 'page', object_id: row.id, order }, section);
      }
    }
  }
  // the content hub (/cms-hub)
  const recent = storyList.filter((s) => s.def.highlight).slice(0, 4);
  for (const locale of LOCALES) {
    const de = locale === 'de';
    const teasers = recent.map((s, i) => ({
      image: sceneImage(ctx, s.def.scene, i),
      headline: de ? s.def.title_de : s.def.title_en,
      text: de ? s.def.teaser_de : s.def.teaser_en,
      link_url: `/${locale}/stories/${s.slug}/${s.id}`,
    }));
    for (const [order, section] of hubSections(pageCtx, locale, teasers).entries()) {
      await insertSection(ctx, { locale, slug: `cms-hub-${order + 1}`, content_type: 'hub', object_id: null, order }, section);
    }
  }
}

// ---------------------------------------------------------------------------------- redirects

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

/** Row counts of the seeded tables (for the log and the tests). */
export async function countRows(db: DbOrTx): Promise<Record<string, number>> {
  const tables = ['images', 'events', 'persons', 'stories', 'pages', 'container_sections', 'modules', 'subscriptions', 'forms', 'download_files', 'redirects', 'search_documents'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`))) as unknown as { rows: { n: number }[] };
    counts[table] = Number(result.rows[0].n);
  }
  return counts;
}

