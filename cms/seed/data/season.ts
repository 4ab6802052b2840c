/**
 * The demo season: venues, genres, event tags and the concert programmes. Dates are NOT here: the
 * seed places the performances relative to today (cms/seed/events.ts), so the demo is always fresh.
 */

export const VENUES = [
  { key: 'konzerthaus', name: 'Konzerthaus am Fluss', address: 'Uferpromenade 1, 12345 Flussstadt', city: 'Flussstadt', url: 'https://www.konzerthaus-am-fluss.example' },
  { key: 'schloss', name: 'Kammermusiksaal im Schloss', address: 'Schlossplatz 3, 12345 Flussstadt', city: 'Flussstadt', url: 'https://www.schloss-flussstadt.example' },
  { key: 'tuchfabrik', name: 'Alte Tuchfabrik', address: 'Webereistraße 12, 12347 Flussstadt', city: 'Flussstadt', url: 'https://www.alte-tuchfabrik.example' },
  { key: 'marien', name: 'Stadtkirche St. Marien', address: 'Marienkirchplatz 1, 12345 Flussstadt', city: 'Flussstadt', url: '' },
  { key: 'hafen', name: 'Probensaal am Hafen', address: 'Hafenkai 7, 12349 Flussstadt', city: 'Flussstadt', url: '' },
] as const;
export type VenueKey = (typeof VENUES)[number]['key'];

export const GENRES = [
  { key: 'sinfonie', slug: 'sinfoniekonzert', name_de: 'Sinfoniekonzert', name_en: 'Symphony concert' },
  { key: 'kammer', slug: 'kammermusik', name_de: 'Kammermusik', name_en: 'Chamber music' },
  { key: 'familie', slug: 'familienkonzert', name_de: 'Familienkonzert', name_en: 'Family concert' },
  { key: 'neue', slug: 'neue-musik', name_de: 'Neue Musik', name_en: 'New music' },
  { key: 'sonder', slug: 'sonderkonzert', name_de: 'Sonderkonzert', name_en: 'Special concert' },
] as const;
export type GenreKey = (typeof GENRES)[number]['key'];

/** The tickets' price range of a genre's concerts, in euro cents (free ones, open rehearsals and the open air, cost 0). */
export const PRICE_RANGES: Record<GenreKey, [number, number]> = {
  sinfonie: [1800, 6200],
  kammer: [1500, 2800],
  familie: [800, 1400],
  neue: [1200, 2400],
  sonder: [2500, 8500],
};

/** Event tags, with umlauts (their slugs follow SPEC §5: 'Für Familien' -> 'fuer-familien'). */
export const EVENT_TAGS = [
  { key: 'familien', name_de: 'Für Familien', name_en: 'For families' },
  { key: 'probe', name_de: 'Öffentliche Probe', name_en: 'Open rehearsal' },
  { key: 'einfuehrung', name_de: 'Einführung', name_en: 'Pre-concert talk' },
  { key: 'urauffuehrung', name_de: 'Uraufführung', name_en: 'World premiere' },
  { key: 'talente', name_de: 'Junge Talente', name_en: 'Young talent' },
  { key: 'openair', name_de: 'Open Air', name_en: 'Open air' },
] as const;
export type TagKey = (typeof EVENT_TAGS)[number]['key'];

/** composer, German title, English title */
export type Work = readonly [string, string, string];
/** name, German role, English role; a name of the orchestra (conductor, musician, ensemble) is linked to the person */
export type Performer = readonly [string, string, string];

export interface Programme {
  genre: GenreKey;
  title_de: string;
  title_en: string;
  subtitle_de: string;
  subtitle_en: string;
  text_de: string;
  text_en: string;
  works: readonly Work[];
  performers: readonly Performer[];
  venue: VenueKey;
  tags: readonly TagKey[];
  /** scene of the event picture (cms/seed/images.ts) */
  scene: string;
}

const ADLER: Performer = ['Marlene Adler', 'Dirigentin', 'Conductor'];
const PHIL: Performer = ['Philharmonie Flussstadt', 'Orchester', 'Orchestra'];

export const SYMPHONY: readonly Programme[] = [
  {
    genre: 'sinfonie',
    title_de: 'Schicksal und Triumph',
    title_en: 'Fate and Triumph',
    subtitle_de: 'Beethoven und Clara Schumann',
    subtitle_en: 'Beethoven and Clara Schumann',
    text_de: '<p>Vier Töne, die jeder kennt: Beethovens <strong>Fünfte</strong> führt vom c-Moll-Kampf zum strahlenden C-Dur-Finale. Davor spielt Nadia Karimova das Klavierkonzert, das Clara Wieck mit vierzehn Jahren begann.</p>',
    text_en: '<p>Four notes everybody knows: Beethoven’s <strong>Fifth</strong> leads from the struggle in C minor to the radiant C major finale. Before it, Nadia Karimova plays the piano concerto Clara Wieck began at the age of fourteen.</p>',
    works: [
      ['Ludwig van Beethoven', 'Ouvertüre „Egmont“ op. 84', 'Egmont Overture, Op. 84'],
      ['Clara Schumann', 'Klavierkonzert a-Moll op. 7', 'Piano Concerto in A minor, Op. 7'],
      ['Ludwig van Beethoven', 'Sinfonie Nr. 5 c-Moll op. 67', 'Symphony No. 5 in C minor, Op. 67'],
    ],
    performers: [['Nadia Karimova', 'Klavier', 'Piano'], ADLER, PHIL],
    venue: 'konzerthaus',
    tags: ['einfuehrung'],
    scene: 'concert-hall',
  },
  {
    genre: 'sinfonie',
    title_de: 'Titan',
    title_en: 'Titan',
    subtitle_de: 'Mahlers Erste',
    subtitle_en: 'Mahler’s First',
    text_de: '<p>Vogelrufe, ein Trauermarsch über „Bruder Jakob“ und ein Finale, das die Hörner aufstehen lässt: Gustav Mahlers <strong>Sinfonie Nr. 1</strong>. Dazu singt Ben Okonkwo die „Lieder eines fahrenden Gesellen“.</p>',
    text_en: '<p>Bird calls, a funeral march on “Frère Jacques” and a finale that makes the horns stand up: Gustav Mahler’s <strong>Symphony No. 1</strong>. Ben Okonkwo sings the “Songs of a Wayfarer”.</p>',
    works: [
      ['Gustav Mahler', 'Lieder eines fahrenden Gesellen', 'Songs of a Wayfarer'],
      ['Gustav Mahler', 'Sinfonie Nr. 1 D-Dur „Titan“', 'Symphony No. 1 in D major “Titan”'],
    ],
    performers: [['Ben Okonkwo', 'Bariton', 'Baritone'], ADLER, PHIL],
    venue: 'konzerthaus',
    tags: ['einfuehrung'],
    scene: 'horn',
  },
  {
    genre: 'sinfonie',
    title_de: 'Brahms & Farrenc',
    title_en: 'Brahms & Farrenc',
    subtitle_de: 'Zwei Sinfonien in Moll',
    subtitle_en: 'Two symphonies in minor keys',
    text_de: '<p>Louise Farrenc war die erste Professorin am Pariser Konservatorium – ihre <strong>Dritte Sinfonie</strong> steht Brahms in nichts nach. Isabel Ortega dirigiert beide Werke an einem Abend.</p>',
    text_en: '<p>Louise Farrenc was the first woman professor at the Paris Conservatoire, and her <strong>Third Symphony</strong> stands up to Brahms. Isabel Ortega conducts both works in one evening.</p>',
    works: [
      ['Louise Farrenc', 'Sinfonie Nr. 3 g-Moll op. 36', 'Symphony No. 3 in G minor, Op. 36'],
      ['Johannes Brahms', 'Sinfonie Nr. 4 e-Moll op. 98', 'Symphony No. 4 in E minor, Op. 98'],
    ],
    performers: [['Isabel Ortega', 'Dirigentin', 'Conductor'], PHIL],
    venue: 'konzerthaus',
    tags: ['einfuehrung'],
    scene: 'orchestra-seating',
  },
  {
    genre: 'sinfonie',
    title_de: 'Aus der Neuen Welt',
    title_en: 'From the New World',
    subtitle_de: 'Dvořák mit Sofia Marques',
    subtitle_en: 'Dvořák with Sofia Marques',
    text_de: '<p>Antonín Dvořák schrieb in New York zwei seiner beliebtesten Werke: das <strong>Cellokonzert h-Moll</strong> und die Sinfonie „Aus der Neuen Welt“. Solistin ist Sofia Marques.</p>',
    text_en: '<p>In New York Antonín Dvořák wrote two of his best-loved works: the <strong>Cello Concerto in B minor</strong> and the “New World” Symphony. The soloist is Sofia Marques.</p>',
    works: [
      ['Antonín Dvořák', 'Cellokonzert h-Moll op. 104', 'Cello Concerto in B minor, Op. 104'],
      ['Antonín Dvořák', 'Sinfonie Nr. 9 e-Moll „Aus der Neuen Welt“ op. 95', 'Symphony No. 9 in E minor “From the New World”, Op. 95'],
    ],
    performers: [['Sofia Marques', 'Violoncello', 'Cello'], ['Pekka Virtanen', 'Dirigent', 'Conductor'], PHIL],
    venue: 'konzerthaus',
    tags: [],
    scene: 'stage-lights',
  },
  {
    genre: 'sinfonie',
    title_de: 'Italienische Reise',
    title_en: 'Italian Journey',
    subtitle_de: 'Mendelssohn-Geschwister',
    subtitle_en: 'The Mendelssohn siblings',
    text_de: '<p>Fanny Hensel und Felix Mendelssohn Bartholdy: Geschwister, Vertraute, Rivalen. Ihre Ouvertüre in C-Dur trifft auf seine sonnige <strong>„Italienische“</strong> und das Violinkonzert e-Moll mit Yuki Tanaka.</p>',
    text_en: '<p>Fanny Hensel and Felix Mendelssohn Bartholdy: siblings, confidants, rivals. Her Overture in C major meets his sunny <strong>“Italian”</strong> and the Violin Concerto in E minor with Yuki Tanaka.</p>',
    works: [
      ['Fanny Hensel', 'Ouvertüre C-Dur', 'Overture in C major'],
      ['Felix Mendelssohn Bartholdy', 'Violinkonzert e-Moll op. 64', 'Violin Concerto in E minor, Op. 64'],
      ['Felix Mendelssohn Bartholdy', 'Sinfonie Nr. 4 A-Dur „Italienische“ op. 90', 'Symphony No. 4 in A major “Italian”, Op. 90'],
    ],
    performers: [['Yuki Tanaka', 'Violine', 'Violin'], ADLER, PHIL],
    venue: 'konzerthaus',
    tags: ['einfuehrung', 'talente'],
    scene: 'violin',
  },
  {
    genre: 'sinfonie',
    title_de: 'Ein deutsches Requiem',
    title_en: 'A German Requiem',
    subtitle_de: 'Brahms mit dem Philharmonischen Chor',
    subtitle_en: 'Brahms with the Philharmonic Choir',
    text_de: '<p>„Selig sind, die da Leid tragen“: Brahms’ Requiem tröstet die Lebenden. Mit Amira Haddad, Ben Okonkwo und dem <strong>Philharmonischen Chor Flussstadt</strong>.</p>',
    text_en: '<p>“Blessed are they that mourn”: Brahms’s Requiem comforts the living. With Amira Haddad, Ben Okonkwo and the <strong>Flussstadt Philharmonic Choir</strong>.</p>',
    works: [['Johannes Brahms', 'Ein deutsches Requiem op. 45', 'A German Requiem, Op. 45']],
    performers: [['Amira Haddad', 'Sopran', 'Soprano'], ['Ben Okonkwo', 'Bariton', 'Baritone'], ['Philharmonischer Chor Flussstadt', 'Chor', 'Choir'], ADLER, PHIL],
    venue: 'konzerthaus',
    tags: ['einfuehrung'],
    scene: 'score',
  },
  {
    genre: 'sinfonie',
    title_de: 'Pathétique',
    title_en: 'Pathétique',
    subtitle_de: 'Tschaikowsky und Mozart',
    subtitle_en: 'Tchaikovsky and Mozart',
    text_de: '<p>Julia Brandstätter, Solo-Klarinettistin der Philharmonie, spielt Mozarts spätes <strong>Klarinettenkonzert</strong>. Danach Tschaikowskys letzte Sinfonie, die leise verklingt.</p>',
    text_en: '<p>Julia Brandstätter, the Philharmonic’s principal clarinet, plays Mozart’s late <strong>Clarinet Concerto</strong>. Then Tchaikovsky’s last symphony, which fades into silence.</p>',
    works: [
      ['Wolfgang Amadeus Mozart', 'Klarinettenkonzert A-Dur KV 622', 'Clarinet Concerto in A major, K. 622'],
      ['Pjotr Iljitsch Tschaikowsky', 'Sinfonie Nr. 6 h-Moll „Pathétique“ op. 74', 'Symphony No. 6 in B minor “Pathétique”, Op. 74'],
    ],
    performers: [['Julia Brandstätter', 'Klarinette', 'Clarinet'], ['Pekka Virtanen', 'Dirigent', 'Conductor'], PHIL],
    venue: 'konzerthaus',
    tags: [],
    scene: 'timpani',
  },
  {
    genre: 'sinfonie',
    title_de: 'Rheinische',
    title_en: 'Rhenish',
    subtitle_de: 'Robert und Clara Schumann',
    subtitle_en: 'Robert and Clara Schumann',
    text_de: '<p>Robert Schumanns <strong>„Rheinische“</strong> feiert den Strom und den Kölner Dom. Elias Brandt spielt dazu Beethovens viertes Klavierkonzert.</p>',
    text_en: '<p>Robert Schumann’s <strong>“Rhenish”</strong> celebrates the river and Cologne Cathedral. Elias Brandt plays Beethoven’s Fourth Piano Concerto.</p>',
    works: [
      ['Ludwig van Beethoven', 'Klavierkonzert Nr. 4 G-Dur op. 58', 'Piano Concerto No. 4 in G major, Op. 58'],
      ['Robert Schumann', 'Sinfonie Nr. 3 Es-Dur „Rheinische“ op. 97', 'Symphony No. 3 in E-flat major “Rhenish”, Op. 97'],
    ],
    performers: [['Elias Brandt', 'Klavier', 'Piano'], ADLER, PHIL],
    venue: 'konzerthaus',
    tags: ['einfuehrung'],
    scene: 'river',
  },
];

export const CHAMBER: readonly Programme[] = [
  {
    genre: 'kammer',
    title_de: 'Rasumowsky',
    title_en: 'Razumovsky',
    subtitle_de: 'Flussstadt-Streichquartett',
    subtitle_en: 'Flussstadt String Quartet',
    text_de: '<p>Beethovens erstes <strong>Rasumowsky-Quartett</strong> und Fanny Hensels einziges Streichquartett.</p>',
    text_en: '<p>Beethoven’s first <strong>Razumovsky Quartet</strong> and Fanny Hensel’s only string quartet.</p>',
    works: [
      ['Fanny Hensel', 'Streichquartett Es-Dur', 'String Quartet in E-flat major'],
      ['Ludwig van Beethoven', 'Streichquartett F-Dur op. 59 Nr. 1', 'String Quartet in F major, Op. 59 No. 1'],
    ],
    performers: [['Flussstadt-Streichquartett', 'Ensemble', 'Ensemble']],
    venue: 'schloss',
    tags: [],
    scene: 'violin',
  },
  {
    genre: 'kammer',
    title_de: 'Forellenquintett',
    title_en: 'Trout Quintet',
    subtitle_de: 'Schubert mit Theo Lambert',
    subtitle_en: 'Schubert with Theo Lambert',
    text_de: '<p>Ein Sommerwerk voller Lieder: Schuberts <strong>Forellenquintett</strong>, dazu Clara Schumanns Klaviertrio g-Moll.</p>',
    text_en: '<p>A summer piece full of song: Schubert’s <strong>Trout Quintet</strong>, and Clara Schumann’s Piano Trio in G minor.</p>',
    works: [
      ['Clara Schumann', 'Klaviertrio g-Moll op. 17', 'Piano Trio in G minor, Op. 17'],
      ['Franz Schubert', 'Klavierquintett A-Dur D 667 „Forellenquintett“', 'Piano Quintet in A major, D. 667 “Trout”'],
    ],
    performers: [['Theo Lambert', 'Klavier', 'Piano'], ['Aiko Tanabe', 'Violine', 'Violin'], ['Sören Kühn', 'Viola', 'Viola'], ['Maren Vogt', 'Violoncello', 'Cello'], ['Henrik Jansen', 'Kontrabass', 'Double bass']],
    venue: 'schloss',
    tags: [],
    scene: 'score',
  },
  {
    genre: 'kammer',
    title_de: 'Klarinettenquintett',
    title_en: 'Clarinet Quintet',
    subtitle_de: 'Brahms und Mozart',
    subtitle_en: 'Brahms and Mozart',
    text_de: '<p>Zwei Komponisten, ein Instrument: Mozarts und Brahms’ <strong>Klarinettenquintette</strong> mit Jonas Weber.</p>',
    text_en: '<p>Two composers, one instrument: the <strong>clarinet quintets</strong> of Mozart and Brahms with Jonas Weber.</p>',
    works: [
      ['Wolfgang Amadeus Mozart', 'Klarinettenquintett A-Dur KV 581', 'Clarinet Quintet in A major, K. 581'],
      ['Johannes Brahms', 'Klarinettenquintett h-Moll op. 115', 'Clarinet Quintet in B minor, Op. 115'],
    ],
    performers: [['Jonas Weber', 'Klarinette', 'Clarinet'], ['Flussstadt-Streichquartett', 'Ensemble', 'Ensemble']],
    venue: 'schloss',
    tags: ['talente'],
    scene: 'harp',
  },
  {
    genre: 'kammer',
    title_de: 'Blech im Dom',
    title_en: 'Brass in the Church',
    subtitle_de: 'Blechbläserensemble',
    subtitle_en: 'Brass Ensemble',
    text_de: '<p>Venezianische Canzonen von Giovanni Gabrieli und Victor Ewalds Quintett Nr. 1 im Raumklang der <strong>Stadtkirche</strong>.</p>',
    text_en: '<p>Venetian canzonas by Giovanni Gabrieli and Victor Ewald’s Quintet No. 1 in the acoustics of the <strong>city church</strong>.</p>',
    works: [
      ['Giovanni Gabrieli', 'Canzon septimi toni Nr. 2', 'Canzon septimi toni No. 2'],
      ['Victor Ewald', 'Blechbläserquintett Nr. 1 b-Moll op. 5', 'Brass Quintet No. 1 in B-flat minor, Op. 5'],
    ],
    performers: [['Blechbläserensemble', 'Ensemble', 'Ensemble']],
    venue: 'marien',
    tags: [],
    scene: 'horn',
  },
  {
    genre: 'kammer',
    title_de: 'Amerikanisch',
    title_en: 'American',
    subtitle_de: 'Dvořák und Price',
    subtitle_en: 'Dvořák and Price',
    text_de: '<p>Dvořáks <strong>„Amerikanisches“ Quartett</strong> und Florence Prices Fünf Folksongs in Kontrapunkt.</p>',
    text_en: '<p>Dvořák’s <strong>“American” Quartet</strong> and Florence Price’s Five Folksongs in Counterpoint.</p>',
    works: [
      ['Florence Price', 'Five Folksongs in Counterpoint', 'Five Folksongs in Counterpoint'],
      ['Antonín Dvořák', 'Streichquartett F-Dur op. 96 „Amerikanisches“', 'String Quartet in F major, Op. 96 “American”'],
    ],
    performers: [['Flussstadt-Streichquartett', 'Ensemble', 'Ensemble']],
    venue: 'schloss',
    tags: [],
    scene: 'geometric',
  },
  {
    genre: 'kammer',
    title_de: 'Kammerorchester: Serenaden',
    title_en: 'Chamber Orchestra: Serenades',
    subtitle_de: 'Ohne Dirigent',
    subtitle_en: 'Without a conductor',
    text_de: '<p>Mozarts <strong>Kleine Nachtmusik</strong>, Dvořáks Streicherserenade und Arvo Pärts „Fratres“.</p>',
    text_en: '<p>Mozart’s <strong>Eine kleine Nachtmusik</strong>, Dvořák’s Serenade for Strings and Arvo Pärt’s “Fratres”.</p>',
    works: [
      ['Wolfgang Amadeus Mozart', 'Serenade G-Dur KV 525 „Eine kleine Nachtmusik“', 'Serenade in G major, K. 525 “Eine kleine Nachtmusik”'],
      ['Arvo Pärt', 'Fratres', 'Fratres'],
      ['Antonín Dvořák', 'Serenade für Streicher E-Dur op. 22', 'Serenade for Strings in E major, Op. 22'],
    ],
    performers: [['Kammerorchester der Philharmonie', 'Ensemble', 'Ensemble'], ['Hanna Lindqvist', 'Leitung', 'Director']],
    venue: 'schloss',
    tags: [],
    scene: 'orchestra-seating',
  },
  {
    genre: 'kammer',
    title_de: 'Nonett',
    title_en: 'Nonet',
    subtitle_de: 'Farrenc und Spohr',
    subtitle_en: 'Farrenc and Spohr',
    text_de: '<p>Louise Farrencs <strong>Nonett</strong> machte sie berühmt – und brachte ihr gleichen Lohn wie den männlichen Kollegen.</p>',
    text_en: '<p>Louise Farrenc’s <strong>Nonet</strong> made her famous, and won her equal pay with her male colleagues.</p>',
    works: [
      ['Louise Farrenc', 'Nonett Es-Dur op. 38', 'Nonet in E-flat major, Op. 38'],
      ['Louis Spohr', 'Nonett F-Dur op. 31', 'Nonet in F major, Op. 31'],
    ],
    performers: [['Amélie Durand', 'Flöte', 'Flute'], ['Ingrid Solberg', 'Oboe', 'Oboe'], ['Julia Brandstätter', 'Klarinette', 'Clarinet'], ['Magdalena Zieliński', 'Fagott', 'Bassoon'], ['Katharina Wendt', 'Horn', 'Horn']],
    venue: 'schloss',
    tags: [],
    scene: 'book',
  },
  {
    genre: 'kammer',
    title_de: 'Harfe und Flöte',
    title_en: 'Harp and Flute',
    subtitle_de: 'Impressionen',
    subtitle_en: 'Impressions',
    text_de: '<p>Debussy, Ravel und Saint-Saëns: französische Farben mit Anouk Vermeer und Amélie Durand.</p>',
    text_en: '<p>Debussy, Ravel and Saint-Saëns: French colours with Anouk Vermeer and Amélie Durand.</p>',
    works: [
      ['Claude Debussy', 'Syrinx', 'Syrinx'],
      ['Camille Saint-Saëns', 'Fantaisie op. 124', 'Fantaisie, Op. 124'],
      ['Maurice Ravel', 'Introduktion und Allegro', 'Introduction and Allegro'],
    ],
    performers: [['Anouk Vermeer', 'Harfe', 'Harp'], ['Amélie Durand', 'Flöte', 'Flute']],
    venue: 'schloss',
    tags: [],
    scene: 'harp',
  },
];

export const FAMILY: readonly Programme[] = [
  {
    genre: 'familie',
    title_de: 'Peter und der Wolf',
    title_en: 'Peter and the Wolf',
    subtitle_de: 'Für alle ab 5 Jahren',
    subtitle_en: 'For everyone aged 5 and up',
    text_de: '<p>Die Flöte ist der Vogel, die Oboe die Ente, die Hörner sind der Wolf: Prokofjews Märchen, erzählt von Greta Sommer. <strong>Dauer etwa 60 Minuten.</strong></p>',
    text_en: '<p>The flute is the bird, the oboe the duck, the horns are the wolf: Prokofiev’s tale, told by Greta Sommer. <strong>About 60 minutes.</strong></p>',
    works: [['Sergei Prokofjew', 'Peter und der Wolf op. 67', 'Peter and the Wolf, Op. 67']],
    performers: [['Greta Sommer', 'Erzählerin', 'Narrator'], ADLER, PHIL],
    venue: 'konzerthaus',
    tags: ['familien'],
    scene: 'geometric',
  },
  {
    genre: 'familie',
    title_de: 'Karneval der Tiere',
    title_en: 'The Carnival of the Animals',
    subtitle_de: 'Löwen, Schildkröten und ein Schwan',
    subtitle_en: 'Lions, tortoises and a swan',
    text_de: '<p>Saint-Saëns’ zoologische Fantasie mit zwei Klavieren – zum Zuhören, Mitraten und Mitlachen.</p>',
    text_en: '<p>Saint-Saëns’s zoological fantasy with two pianos, for listening, guessing and laughing along.</p>',
    works: [['Camille Saint-Saëns', 'Der Karneval der Tiere', 'The Carnival of the Animals']],
    performers: [['Elias Brandt', 'Klavier', 'Piano'], ['Theo Lambert', 'Klavier', 'Piano'], ['Greta Sommer', 'Erzählerin', 'Narrator'], PHIL],
    venue: 'konzerthaus',
    tags: ['familien'],
    scene: 'orchestra-seating',
  },
  {
    genre: 'familie',
    title_de: 'Das Orchester stellt sich vor',
    title_en: 'Meet the Orchestra',
    subtitle_de: 'Britten: The Young Person’s Guide',
    subtitle_en: 'Britten: The Young Person’s Guide',
    text_de: '<p>Jedes Instrument einmal allein: Benjamin Brittens Orchesterführer, danach dürfen Kinder die Instrumente ausprobieren.</p>',
    text_en: '<p>Every instrument on its own: Benjamin Britten’s guide to the orchestra; afterwards children may try the instruments.</p>',
    works: [['Benjamin Britten', 'The Young Person’s Guide to the Orchestra op. 34', 'The Young Person’s Guide to the Orchestra, Op. 34']],
    performers: [['Kinderchor der Musikschule Flussstadt', 'Chor', 'Choir'], ['Isabel Ortega', 'Dirigentin', 'Conductor'], PHIL],
    venue: 'konzerthaus',
    tags: ['familien', 'talente'],
    scene: 'stage-lights',
  },
  {
    genre: 'familie',
    title_de: 'Paukenschlag!',
    title_en: 'Surprise!',
    subtitle_de: 'Haydn für Kinder',
    subtitle_en: 'Haydn for children',
    text_de: '<p>Warum schreckt das Publikum seit 1792 bei Haydns <strong>Sinfonie mit dem Paukenschlag</strong> hoch? Lorenz Hübner verrät es.</p>',
    text_en: '<p>Why has the audience jumped at Haydn’s <strong>“Surprise” Symphony</strong> since 1792? Lorenz Hübner explains.</p>',
    works: [['Joseph Haydn', 'Sinfonie Nr. 94 G-Dur „Mit dem Paukenschlag“', 'Symphony No. 94 in G major “Surprise”']],
    performers: [['Lorenz Hübner', 'Pauke und Moderation', 'Timpani and presenter'], PHIL],
    venue: 'konzerthaus',
    tags: ['familien'],
    scene: 'timpani',
  },
];

export const NEW_MUSIC: readonly Programme[] = [
  {
    genre: 'neue',
    title_de: 'Flussläufe',
    title_en: 'River Courses',
    subtitle_de: 'Uraufführung eines Auftragswerks',
    subtitle_en: 'World premiere of a commission',
    text_de: '<p>Die Komponistin Lena Brückner hat den Fluss ein Jahr lang aufgenommen. Ihr Auftragswerk „Flussläufe“ erklingt zum ersten Mal – neben Ligetis <strong>„Atmosphères“</strong>.</p>',
    text_en: '<p>The composer Lena Brückner recorded the river for a whole year. Her commission “River Courses” is heard for the first time, alongside Ligeti’s <strong>“Atmosphères”</strong>.</p>',
    works: [
      ['György Ligeti', 'Atmosphères', 'Atmosphères'],
      ['Lena Brückner', 'Flussläufe für Orchester und Zuspiel (Uraufführung)', 'River Courses for orchestra and tape (world premiere)'],
    ],
    performers: [['Isabel Ortega', 'Dirigentin', 'Conductor'], PHIL],
    venue: 'tuchfabrik',
    tags: ['urauffuehrung'],
    scene: 'waves',
  },
  {
    genre: 'neue',
    title_de: 'Winterhimmel',
    title_en: 'Winter Sky',
    subtitle_de: 'Saariaho und Pärt',
    subtitle_en: 'Saariaho and Pärt',
    text_de: '<p>Kaija Saariahos „Ciel d’hiver“ und Arvo Pärts „Cantus in memoriam Benjamin Britten“: Musik, die Zeit anhält.</p>',
    text_en: '<p>Kaija Saariaho’s “Ciel d’hiver” and Arvo Pärt’s “Cantus in Memory of Benjamin Britten”: music that stops time.</p>',
    works: [
      ['Kaija Saariaho', 'Ciel d’hiver', 'Ciel d’hiver'],
      ['Arvo Pärt', 'Cantus in memoriam Benjamin Britten', 'Cantus in Memory of Benjamin Britten'],
    ],
    performers: [['Pekka Virtanen', 'Dirigent', 'Conductor'], PHIL],
    venue: 'tuchfabrik',
    tags: [],
    scene: 'geometric',
  },
  {
    genre: 'neue',
    title_de: 'Subito con forza',
    title_en: 'Subito con forza',
    subtitle_de: 'Unsuk Chin und Beethoven',
    subtitle_en: 'Unsuk Chin and Beethoven',
    text_de: '<p>Unsuk Chins Hommage an Beethovens Skizzenbücher – und das Original, die <strong>Siebte</strong>, in der Fassung für Kammerorchester.</p>',
    text_en: '<p>Unsuk Chin’s homage to Beethoven’s sketchbooks, and the original: the <strong>Seventh</strong>, for chamber orchestra.</p>',
    works: [
      ['Unsuk Chin', 'Subito con forza', 'Subito con forza'],
      ['Ludwig van Beethoven', 'Sinfonie Nr. 7 A-Dur op. 92', 'Symphony No. 7 in A major, Op. 92'],
    ],
    performers: [['Kammerorchester der Philharmonie', 'Ensemble', 'Ensemble']],
    venue: 'tuchfabrik',
    tags: [],
    scene: 'waves',
  },
  {
    genre: 'neue',
    title_de: 'Klanglabor',
    title_en: 'Sound Lab',
    subtitle_de: 'Junge Komponistinnen und Komponisten',
    subtitle_en: 'Young composers',
    text_de: '<p>Vier Studierende der Musikhochschule schreiben für Mitglieder der Philharmonie – vier Uraufführungen an einem Abend.</p>',
    text_en: '<p>Four music students write for members of the Philharmonic: four world premieres in one evening.</p>',
    works: [['Verschiedene', 'Vier Uraufführungen', 'Four world premieres']],
    performers: [['Mei Chen', 'Schlagzeug', 'Percussion'], ['Daniel Adeyemi', 'Bassklarinette', 'Bass clarinet'], ['Elif Demir', 'Viola', 'Viola']],
    venue: 'tuchfabrik',
    tags: ['urauffuehrung', 'talente'],
    scene: 'score',
  },
];

export const SPECIAL: readonly Programme[] = [
  {
    genre: 'sonder',
    title_de: 'Sommernacht am Fluss',
    title_en: 'Summer Night by the River',
    subtitle_de: 'Open Air auf der Uferwiese',
    subtitle_en: 'Open air on the riverside meadow',
    text_de: '<p>Picknickdecke mitbringen! Mendelssohns <strong>Sommernachtstraum</strong>, Filmmusik und zum Schluss ein Feuerwerk. Eintritt frei.</p>',
    text_en: '<p>Bring a picnic blanket! Mendelssohn’s <strong>Midsummer Night’s Dream</strong>, film music and fireworks to end. Free admission.</p>',
    works: [
      ['Felix Mendelssohn Bartholdy', 'Ein Sommernachtstraum, Ouvertüre op. 21', 'A Midsummer Night’s Dream, Overture, Op. 21'],
      ['Johann Strauss (Sohn)', 'An der schönen blauen Donau op. 314', 'The Blue Danube, Op. 314'],
    ],
    performers: [ADLER, PHIL],
    venue: 'konzerthaus',
    tags: ['openair', 'familien'],
    scene: 'river',
  },
  {
    genre: 'sonder',
    title_de: 'Orgel und Orchester',
    title_en: 'Organ and Orchestra',
    subtitle_de: 'Saint-Saëns in St. Marien',
    subtitle_en: 'Saint-Saëns at St Mary’s',
    text_de: '<p>Die große Orgel der Stadtkirche und das volle Orchester: Saint-Saëns’ <strong>Orgelsinfonie</strong>.</p>',
    text_en: '<p>The great organ of the city church and the full orchestra: Saint-Saëns’s <strong>Organ Symphony</strong>.</p>',
    works: [['Camille Saint-Saëns', 'Sinfonie Nr. 3 c-Moll „Orgelsinfonie“ op. 78', 'Symphony No. 3 in C minor “Organ”, Op. 78']],
    performers: [['Pekka Virtanen', 'Dirigent', 'Conductor'], PHIL],
    venue: 'marien',
    tags: [],
    scene: 'concert-hall',
  },
  {
    genre: 'sonder',
    title_de: 'Jubiläumsgala',
    title_en: 'Anniversary Gala',
    subtitle_de: '125 Jahre Philharmonie Flussstadt',
    subtitle_en: '125 years of the Flussstadt Philharmonic',
    text_de: '<p>Ein Fest mit Gästen und Wegbegleitern: Beethovens <strong>Siebte</strong>, Emilie Mayers Faust-Ouvertüre und Überraschungen.</p>',
    text_en: '<p>A celebration with guests and old friends: Beethoven’s <strong>Seventh</strong>, Emilie Mayer’s Faust Overture and surprises.</p>',
    works: [
      ['Emilie Mayer', 'Faust-Ouvertüre op. 46', 'Faust Overture, Op. 46'],
      ['Ludwig van Beethoven', 'Sinfonie Nr. 7 A-Dur op. 92', 'Symphony No. 7 in A major, Op. 92'],
    ],
    performers: [['Leonie Hartmann', 'Violine', 'Violin'], ADLER, PHIL],
    venue: 'konzerthaus',
    tags: [],
    scene: 'stage-lights',
  },
];
