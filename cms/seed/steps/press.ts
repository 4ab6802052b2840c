/** Press downloads: categories, directories and files (PDFs and photos). */
import sharp from 'sharp';
import { slugify } from '../../../shared/slug';
import { download_categories, download_directories, download_files } from '../../db/schema';
import { storeDownloadFile } from '../../media/files';
import { mediaStore } from '../../media/store';
import { addDays, isoDay } from '../dates';
import { SYMPHONY } from '../data/season';
import { makePdf } from '../pdf';
import { image, rich, type SeedContext } from '../context';

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
