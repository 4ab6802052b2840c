/** The season: venues, genres, tags and concerts placed relative to today, with works and performers. */
import { slugify } from '../../../shared/slug';
import { event_performers, event_tags, event_works, events, events_event_tags, genres, venues } from '../../db/schema';
import { addDays, berlinTime, isoDay, weekday, type Day } from '../dates';
import { CHAMBER, EVENT_TAGS, FAMILY, GENRES, NEW_MUSIC, PRICE_RANGES, SPECIAL, SYMPHONY, VENUES, type Programme } from '../data/season';
import { rich, SHOP, type SeedContext } from '../context';
import { sceneImage } from './images';
import type { PersonIndex } from './persons';

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
        price_min_cents: free ? 0 : PRICE_RANGES[programme.genre][0],
        price_max_cents: free ? 0 : PRICE_RANGES[programme.genre][1],
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
