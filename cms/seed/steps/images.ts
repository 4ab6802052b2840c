/** The seed's pictures: rendered (cms/seed/images.ts) and stored like uploads, with alt texts per language. */
import { slugify } from '../../../shared/slug';
import { storeImage } from '../../media/storeImage';
import { CONDUCTOR, ENSEMBLES, MUSICIANS } from '../data/people';
import { ensemblePng, logoPng, portraitPng, SCENE_NAMES, scenePng } from '../images';
import { COPYRIGHT, image, type SeedContext } from '../context';

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

export interface PoolItem {
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

/**
 * The pictures drawn so far in this process, by pool key. The drawing is deterministic, so a
 * process that seeds several databases (the seed's own tests) draws each picture once. The server
 * seeds in a child process that exits afterwards (cms/seed/child.ts), so nothing is kept there.
 */
const drawn = new Map<string, Promise<Buffer>>();

export function draw(item: PoolItem): Promise<Buffer> {
  let png = drawn.get(item.key);
  if (!png) {
    png = item.render();
    drawn.set(item.key, png);
    png.catch(() => drawn.delete(item.key));
  }
  return png;
}

/** The seed's pictures, in the order they are stored. */
export function seedPictures(): PoolItem[] {
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
  return items;
}

/** Renders the pictures and stores them through storeImage (two at a time). */
export async function seedImages(ctx: SeedContext): Promise<void> {
  const items = seedPictures();
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      const png = await draw(item);
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
export function sceneImage(ctx: SeedContext, scene: string, n: number): number {
  return n % 2 === 1 && ctx.images.has(`${scene}-2`) ? image(ctx, `${scene}-2`) : image(ctx, scene);
}
