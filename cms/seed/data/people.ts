/** The demo orchestra's musicians by section, its conductor, its ensembles, and guest soloists. */

export interface SectionDef {
  slug: string;
  name_de: string;
  name_en: string;
  instrument_de: string;
  instrument_en: string;
}

/** Person categories: the sections of the orchestra, in score order. */
export const SECTIONS: readonly SectionDef[] = [
  { slug: 'violine-1', name_de: 'Violine I', name_en: 'First violins', instrument_de: 'Violine', instrument_en: 'Violin' },
  { slug: 'violine-2', name_de: 'Violine II', name_en: 'Second violins', instrument_de: 'Violine', instrument_en: 'Violin' },
  { slug: 'viola', name_de: 'Viola', name_en: 'Violas', instrument_de: 'Viola', instrument_en: 'Viola' },
  { slug: 'violoncello', name_de: 'Violoncello', name_en: 'Cellos', instrument_de: 'Violoncello', instrument_en: 'Cello' },
  { slug: 'kontrabass', name_de: 'Kontrabass', name_en: 'Double basses', instrument_de: 'Kontrabass', instrument_en: 'Double bass' },
  { slug: 'floete', name_de: 'Flöte', name_en: 'Flutes', instrument_de: 'Flöte', instrument_en: 'Flute' },
  { slug: 'oboe', name_de: 'Oboe', name_en: 'Oboes', instrument_de: 'Oboe', instrument_en: 'Oboe' },
  { slug: 'klarinette', name_de: 'Klarinette', name_en: 'Clarinets', instrument_de: 'Klarinette', instrument_en: 'Clarinet' },
  { slug: 'fagott', name_de: 'Fagott', name_en: 'Bassoons', instrument_de: 'Fagott', instrument_en: 'Bassoon' },
  { slug: 'horn', name_de: 'Horn', name_en: 'Horns', instrument_de: 'Horn', instrument_en: 'Horn' },
  { slug: 'trompete', name_de: 'Trompete', name_en: 'Trumpets', instrument_de: 'Trompete', instrument_en: 'Trumpet' },
  { slug: 'posaune', name_de: 'Posaune', name_en: 'Trombones', instrument_de: 'Posaune', instrument_en: 'Trombone' },
  { slug: 'pauke-schlagzeug', name_de: 'Pauke/Schlagzeug', name_en: 'Timpani/Percussion', instrument_de: 'Pauke/Schlagzeug', instrument_en: 'Timpani/Percussion' },
  { slug: 'harfe', name_de: 'Harfe', name_en: 'Harp', instrument_de: 'Harfe', instrument_en: 'Harp' },
];

/** Positions, German / English. */
export const POSITIONS = {
  concertmasterF: ['Erste Konzertmeisterin', 'First concertmaster'],
  concertmaster2: ['Zweiter Konzertmeister', 'Second concertmaster'],
  leaderF: ['Stimmführerin', 'Principal'],
  leader: ['Stimmführer', 'Principal'],
  deputy: ['Stellvertretender Stimmführer', 'Assistant principal'],
  deputyF: ['Stellvertretende Stimmführerin', 'Assistant principal'],
  soloF: ['Solo', 'Principal'],
  tutti: ['Tutti', 'Section player'],
  vorspieler: ['Vorspielerin', 'Sub-principal'],
  piccolo: ['Piccolo', 'Piccolo'],
  englishHorn: ['Englischhorn', 'Cor anglais'],
  bassClarinet: ['Bassklarinette', 'Bass clarinet'],
  contrabassoon: ['Kontrafagott', 'Contrabassoon'],
  bassTrombone: ['Bassposaune', 'Bass trombone'],
  timpani: ['Solo-Pauke', 'Principal timpani'],
  percussion: ['Schlagzeug', 'Percussion'],
  academy: ['Akademistin', 'Academy member'],
} as const satisfies Record<string, readonly [string, string]>;

export interface MusicianDef {
  first: string;
  last: string;
  section: string;
  /** one or more positions (stored one per line) */
  positions: (keyof typeof POSITIONS)[];
  since: number;
  from_de: string;
  from_en: string;
  /** teacher / school for the biography */
  studied: string;
}

export const MUSICIANS: readonly MusicianDef[] = [
  { first: 'Hanna', last: 'Lindqvist', section: 'violine-1', positions: ['concertmasterF'], since: 2014, from_de: 'Göteborg', from_en: 'Gothenburg', studied: 'Hochschule für Musik Hanns Eisler Berlin' },
  { first: 'Jörg', last: 'Müller', section: 'violine-1', positions: ['concertmaster2'], since: 2009, from_de: 'Köln', from_en: 'Cologne', studied: 'Hochschule für Musik und Tanz Köln' },
  { first: 'Aiko', last: 'Tanabe', section: 'violine-1', positions: ['vorspieler'], since: 2017, from_de: 'Osaka', from_en: 'Osaka', studied: 'Universität Mozarteum Salzburg' },
  { first: 'Mateusz', last: 'Nowak', section: 'violine-1', positions: ['tutti'], since: 2012, from_de: 'Krakau', from_en: 'Kraków', studied: 'Musikakademie Krakau' },
  { first: 'Lea', last: 'Schröder', section: 'violine-1', positions: ['tutti'], since: 2021, from_de: 'Lübeck', from_en: 'Lübeck', studied: 'Musikhochschule Lübeck' },
  { first: 'Clara', last: 'Weißenborn', section: 'violine-2', positions: ['leaderF'], since: 2011, from_de: 'Leipzig', from_en: 'Leipzig', studied: 'Hochschule für Musik und Theater Leipzig' },
  { first: 'Tobias', last: 'Brenner', section: 'violine-2', positions: ['deputy'], since: 2016, from_de: 'Freiburg', from_en: 'Freiburg', studied: 'Hochschule für Musik Freiburg' },
  { first: 'Sofía', last: 'Martínez', section: 'violine-2', positions: ['tutti'], since: 2019, from_de: 'Sevilla', from_en: 'Seville', studied: 'Escuela Superior de Música Reina Sofía' },
  { first: 'Paul', last: 'Okafor', section: 'violine-2', positions: ['tutti'], since: 2022, from_de: 'Hamburg', from_en: 'Hamburg', studied: 'Hochschule für Musik und Theater Hamburg' },
  { first: 'Miriam', last: 'Falk', section: 'viola', positions: ['soloF', 'leaderF'], since: 2013, from_de: 'Stuttgart', from_en: 'Stuttgart', studied: 'Kronberg Academy' },
  { first: 'Sören', last: 'Kühn', section: 'viola', positions: ['deputy'], since: 2010, from_de: 'Kiel', from_en: 'Kiel', studied: 'Universität der Künste Berlin' },
  { first: 'Elif', last: 'Demir', section: 'viola', positions: ['tutti'], since: 2020, from_de: 'Izmir', from_en: 'Izmir', studied: 'Hochschule für Musik Detmold' },
  { first: 'Johannes', last: 'Albrecht', section: 'violoncello', positions: ['soloF', 'leader'], since: 2008, from_de: 'Dresden', from_en: 'Dresden', studied: 'Hochschule für Musik Carl Maria von Weber Dresden' },
  { first: 'Maren', last: 'Vogt', section: 'violoncello', positions: ['deputyF'], since: 2015, from_de: 'Bremen', from_en: 'Bremen', studied: 'Hochschule für Künste Bremen' },
  { first: 'Luca', last: 'Bianchi', section: 'violoncello', positions: ['tutti'], since: 2018, from_de: 'Turin', from_en: 'Turin', studied: 'Conservatorio Giuseppe Verdi Turin' },
  { first: 'Henrik', last: 'Jansen', section: 'kontrabass', positions: ['leader'], since: 2007, from_de: 'Aarhus', from_en: 'Aarhus', studied: 'Königlich Dänische Musikakademie' },
  { first: 'Greta', last: 'Hofmann', section: 'kontrabass', positions: ['tutti'], since: 2023, from_de: 'Nürnberg', from_en: 'Nuremberg', studied: 'Hochschule für Musik Nürnberg' },
  { first: 'Amélie', last: 'Durand', section: 'floete', positions: ['soloF'], since: 2016, from_de: 'Lyon', from_en: 'Lyon', studied: 'Conservatoire de Paris' },
  { first: 'Fabian', last: 'Roth', section: 'floete', positions: ['piccolo'], since: 2012, from_de: 'Mainz', from_en: 'Mainz', studied: 'Hochschule für Musik Mainz' },
  { first: 'Ingrid', last: 'Solberg', section: 'oboe', positions: ['soloF'], since: 2014, from_de: 'Bergen', from_en: 'Bergen', studied: 'Norwegische Musikhochschule Oslo' },
  { first: 'Konstantin', last: 'Petrow', section: 'oboe', positions: ['englishHorn'], since: 2011, from_de: 'Sofia', from_en: 'Sofia', studied: 'Hochschule für Musik und Theater München' },
  { first: 'Julia', last: 'Brandstätter', section: 'klarinette', positions: ['soloF'], since: 2018, from_de: 'Graz', from_en: 'Graz', studied: 'Universität für Musik Wien' },
  { first: 'Daniel', last: 'Adeyemi', section: 'klarinette', positions: ['bassClarinet'], since: 2015, from_de: 'Frankfurt am Main', from_en: 'Frankfurt', studied: 'Hochschule für Musik und Darstellende Kunst Frankfurt' },
  { first: 'Magdalena', last: 'Zieliński', section: 'fagott', positions: ['soloF'], since: 2017, from_de: 'Danzig', from_en: 'Gdańsk', studied: 'Hochschule für Musik Karlsruhe' },
  { first: 'Björn', last: 'Engström', section: 'fagott', positions: ['contrabassoon'], since: 2010, from_de: 'Uppsala', from_en: 'Uppsala', studied: 'Königliche Musikhochschule Stockholm' },
  { first: 'Katharina', last: 'Wendt', section: 'horn', positions: ['soloF'], since: 2013, from_de: 'Weimar', from_en: 'Weimar', studied: 'Hochschule für Musik Franz Liszt Weimar' },
  { first: 'Matthias', last: 'Görlitz', section: 'horn', positions: ['tutti'], since: 2006, from_de: 'Chemnitz', from_en: 'Chemnitz', studied: 'Hochschule für Musik Dresden' },
  { first: 'Noah', last: 'Bauer', section: 'horn', positions: ['academy'], since: 2024, from_de: 'Regensburg', from_en: 'Regensburg', studied: 'Hochschule für Musik Würzburg' },
  { first: 'Ruth', last: 'Achterberg', section: 'trompete', positions: ['soloF'], since: 2019, from_de: 'Utrecht', from_en: 'Utrecht', studied: 'Conservatorium van Amsterdam' },
  { first: 'Felix', last: 'Straub', section: 'trompete', positions: ['tutti'], since: 2012, from_de: 'Augsburg', from_en: 'Augsburg', studied: 'Hochschule für Musik Saar' },
  { first: 'Oskar', last: 'Lindemann', section: 'posaune', positions: ['soloF'], since: 2014, from_de: 'Hannover', from_en: 'Hanover', studied: 'Hochschule für Musik, Theater und Medien Hannover' },
  { first: 'Yusuf', last: 'Kaya', section: 'posaune', positions: ['bassTrombone'], since: 2020, from_de: 'Essen', from_en: 'Essen', studied: 'Folkwang Universität der Künste' },
  { first: 'Lorenz', last: 'Hübner', section: 'pauke-schlagzeug', positions: ['timpani'], since: 2009, from_de: 'Würzburg', from_en: 'Würzburg', studied: 'Hochschule für Musik Würzburg' },
  { first: 'Mei', last: 'Chen', section: 'pauke-schlagzeug', positions: ['percussion'], since: 2021, from_de: 'Taipeh', from_en: 'Taipei', studied: 'Hochschule für Musik Stuttgart' },
  { first: 'Anouk', last: 'Vermeer', section: 'harfe', positions: ['soloF'], since: 2016, from_de: 'Den Haag', from_en: 'The Hague', studied: 'Königliches Konservatorium Den Haag' },
];

export const CONDUCTOR = {
  first: 'Marlene',
  last: 'Adler',
  position_de: 'Chefdirigentin',
  position_en: 'Chief conductor',
  biography_de:
    '<p>Marlene Adler ist seit 2019 Chefdirigentin der Philharmonie Flussstadt. Geboren in Rostock, studierte sie Dirigieren in Weimar und Wien und war Assistentin großer Orchester in London und Helsinki.</p><p>Ihr Repertoire reicht von Haydn über <strong>Mahler</strong> bis zu Uraufführungen; besonders am Herzen liegen ihr die Werke von <em>Fanny Hensel</em>, <em>Clara Schumann</em> und Louise Farrenc.</p>',
  biography_en:
    '<p>Marlene Adler has been chief conductor of the Flussstadt Philharmonic since 2019. Born in Rostock, she studied conducting in Weimar and Vienna and assisted major orchestras in London and Helsinki.</p><p>Her repertoire ranges from Haydn to <strong>Mahler</strong> and world premieres; she is particularly devoted to the music of <em>Fanny Hensel</em>, <em>Clara Schumann</em> and Louise Farrenc.</p>',
};

export interface EnsembleDef {
  name_de: string;
  name_en: string;
  slug: string;
  members: string[];
  text_de: string;
  text_en: string;
}

export const ENSEMBLES: readonly EnsembleDef[] = [
  {
    name_de: 'Flussstadt-Streichquartett',
    name_en: 'Flussstadt String Quartet',
    slug: 'flussstadt-streichquartett',
    members: ['Hanna Lindqvist', 'Clara Weißenborn', 'Miriam Falk', 'Johannes Albrecht'],
    text_de:
      '<p>Das Streichquartett der Philharmonie spielt seit 2016 in fester Besetzung. Neben den Quartetten von Haydn, Beethoven und Schubert widmet es sich Werken von Fanny Hensel und zeitgenössischen Komponistinnen.</p>',
    text_en:
      '<p>The Philharmonic’s string quartet has played with the same members since 2016. Besides the quartets of Haydn, Beethoven and Schubert it champions works by Fanny Hensel and living women composers.</p>',
  },
  {
    name_de: 'Blechbläserensemble',
    name_en: 'Brass Ensemble',
    slug: 'blechblaeserensemble',
    members: ['Ruth Achterberg', 'Felix Straub', 'Katharina Wendt', 'Oskar Lindemann', 'Yusuf Kaya'],
    text_de:
      '<p>Fünf Blechbläser, ein Repertoire von Gabrieli bis Jazz: Das Ensemble ist bei Stadtfesten, in Kirchen und in Schulen zu Hause.</p>',
    text_en: '<p>Five brass players, a repertoire from Gabrieli to jazz: the ensemble is at home at city festivals, in churches and in schools.</p>',
  },
  {
    name_de: 'Kammerorchester der Philharmonie',
    name_en: 'Philharmonic Chamber Orchestra',
    slug: 'kammerorchester',
    members: [],
    text_de: '<p>Rund zwanzig Musikerinnen und Musiker der Philharmonie spielen ohne Dirigent – Barock, Klassik und neue Musik in kleiner Besetzung.</p>',
    text_en: '<p>Some twenty members of the Philharmonic play without a conductor: baroque, classical and new music for small orchestra.</p>',
  },
];

/** Guest artists (event performers who are not persons of the orchestra). */
export const GUESTS = {
  violin: [
    ['Yuki Tanaka', 'Violine', 'Violin'],
    ['Leonie Hartmann', 'Violine', 'Violin'],
  ],
  piano: [
    ['Elias Brandt', 'Klavier', 'Piano'],
    ['Nadia Karimova', 'Klavier', 'Piano'],
    ['Theo Lambert', 'Klavier', 'Piano'],
  ],
  cello: [['Sofia Marques', 'Violoncello', 'Cello']],
  clarinet: [['Jonas Weber', 'Klarinette', 'Clarinet']],
  voice: [
    ['Amira Haddad', 'Sopran', 'Soprano'],
    ['Ben Okonkwo', 'Bariton', 'Baritone'],
  ],
  conductor: [
    ['Pekka Virtanen', 'Dirigent', 'Conductor'],
    ['Isabel Ortega', 'Dirigentin', 'Conductor'],
  ],
  narrator: [['Greta Sommer', 'Erzählerin', 'Narrator']],
  choir: [
    ['Kinderchor der Musikschule Flussstadt', 'Chor', 'Choir'],
    ['Philharmonischer Chor Flussstadt', 'Chor', 'Choir'],
  ],
} as const;
