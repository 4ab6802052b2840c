/**
 * The demo page tree with its navigation flags and its content (container sections of modules), in
 * German and English. Concerts, orchestra, stories, subscriptions and press are front-end routes;
 * the pages here are the editorial ones. Every module's data is validated with shared/modules by
 * the seed before it is written.
 */
import type { Locale } from '../../../shared/constants';
import type { PageType } from '../../../shared/contract/pages';

export interface ModuleDef {
  model: string;
  data: Record<string, unknown>;
  children?: ModuleDef[];
}

export interface SectionDef {
  /** index into CONTAINER_LAYOUTS */
  layout: number;
  /** modules per column */
  columns: ModuleDef[][];
}

export interface PageDef {
  key: string;
  parent: string | null;
  page_type: PageType;
  title_de: string;
  title_en: string;
  slug_de: string;
  slug_en: string;
  headline_de?: string;
  headline_en?: string;
  meta_description_de?: string;
  meta_description_en?: string;
  header_image?: string;
  is_online?: boolean;
  in_menu?: boolean;
  is_highlight?: boolean;
  in_burger_menu?: boolean;
  in_footer?: boolean;
  sections: (locale: Locale) => SectionDef[];
}

export interface PageContext {
  /** image ids by pool key ('concert-hall', 'portrait-conductor', 'logo-0', ...) */
  image(key: string): number;
  /** highlighted upcoming concerts */
  highlightEvents: number[];
  /** upcoming family concerts */
  familyEvents: number[];
  /** concerts that have already taken place */
  pastEvents: number[];
  conductorUrl: Record<Locale, string>;
  sponsors: { name: string; url: string; image: string }[];
}

// ---------------------------------------------------------------- module builders
const headline = (content: string, extra: Record<string, unknown> = {}): ModuleDef => ({ model: 'headline', data: { headline_level: 2, content, ...extra } });
const text = (html: string, extra: Record<string, unknown> = {}): ModuleDef => ({ model: 'text', data: { content: html, ...extra } });
const image = (id: number, alias: string, description = ''): ModuleDef => ({ model: 'image', data: { alias, image: id, description } });
const quote = (content: string, author: string): ModuleDef => ({ model: 'quote', data: { content, author } });
const button = (content: string, link_url: string, extra: Record<string, unknown> = {}): ModuleDef => ({ model: 'link', data: { content, link_url, extra_class: 'button', ...extra } });
const link = (content: string, link_url: string): ModuleDef => ({ model: 'link', data: { content, link_url, extra_class: '' } });
const fullTeaser = (data: { image: number; headline: string; text: string; preline?: string; link_url?: string; link_text?: string; extra_class?: string }): ModuleDef => ({
  model: 'full-teaser',
  data,
});
const teaserList = (items: { image: number; headline: string; text: string; preline?: string; subline?: string; link_url?: string; link_text?: string }[], extra_class = 'standard'): ModuleDef => ({
  model: 'teaser-list',
  data: { extra_class },
  children: items.map((item) => ({ model: 'teaser-item', data: item })),
});
const faq = (items: [string, string][], anchor = ''): ModuleDef => ({
  model: 'faq',
  data: { anchor },
  children: items.map(([question, answer]) => ({ model: 'faq-item', data: { content: question, text: answer } })),
});
const eventList = (ids: number[], extra_class: 'standard' | 'highlight' = 'highlight', extra: Record<string, unknown> = {}): ModuleDef => ({
  model: 'event-list',
  data: { extra_class, include_past: false, ...extra },
  children: ids.map((event) => ({ model: 'event-item', data: { event } })),
});
const imageList = (items: { image: number; title: string; description?: string; link_url?: string }[]): ModuleDef => ({
  model: 'image-list',
  data: { extra_class: '' },
  children: items.map((item) => ({ model: 'image-item', data: item })),
});
const logoList = (items: { image: number; image_alt: string; link_url: string; text: string }[]): ModuleDef => ({
  model: 'logo-list',
  data: { extra_class: '' },
  children: items.map((item) => ({ model: 'logo-item', data: item })),
});
const video = (data: { image: number; video_url: string; title: string; length: string }): ModuleDef => ({ model: 'video', data });

const audio = (embed: string): ModuleDef => ({ model: 'audio', data: { embed } });
const viewer = (embed: string, media_type: 'document' | 'magazine'): ModuleDef => ({ model: 'viewer', data: { embed, media_type } });
const socialMedia = (embed: string, media_type: 'instagram' | 'facebook' | 'x'): ModuleDef => ({ model: 'social-media', data: { embed, media_type } });

const one = (...modules: ModuleDef[]): SectionDef => ({ layout: 0, columns: [modules] });

/** A German or English string, by locale. */
const t = (locale: Locale) => (de: string, en: string) => (locale === 'de' ? de : en);

export const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=Flussstadt1';

export function demoPages(ctx: PageContext): PageDef[] {
  return [
    {
      key: 'home',
      parent: null,
      page_type: 'home',
      title_de: 'Startseite',
      title_en: 'Home',
      slug_de: '',
      slug_en: '',
      headline_de: 'Philharmonie Flussstadt',
      headline_en: 'Flussstadt Philharmonic',
      meta_description_de: 'Die Philharmonie Flussstadt: Sinfoniekonzerte, Kammermusik, Familienkonzerte und Neue Musik im Konzerthaus am Fluss.',
      meta_description_en: 'The Flussstadt Philharmonic: symphony concerts, chamber music, family concerts and new music at the Konzerthaus am Fluss.',
      header_image: 'concert-hall',
      sections: (l) => {
        const s = t(l);
        return [
          one(
            fullTeaser({
              image: ctx.image('concert-hall'),
              preline: s('Neue Saison', 'New season'),
              headline: s('Musik am Fluss', 'Music by the river'),
              text: s(
                'Über vierzig Konzerte in den nächsten sechs Monaten: von Beethovens Fünfter bis zur Uraufführung, vom Familienkonzert bis zur Sommernacht am Fluss.',
                'More than forty concerts in the next six months: from Beethoven’s Fifth to a world premiere, from family concerts to a summer night by the river.',
              ),
              link_url: s('/de/konzerte', '/en/concerts'),
              link_text: s('Zum Spielplan', 'See all concerts'),
              extra_class: 'default',
            }),
          ),
          one(headline(s('Höhepunkte der Saison', 'Season highlights'), { preline: s('Nicht verpassen', 'Don’t miss') }), eventList(ctx.highlightEvents, 'highlight', { only_bookable: false })),
          one(
            headline(s('Entdecken', 'Discover')),
            teaserList(
              [
                {
                  image: ctx.image('book'),
                  preline: 'Stories',
                  headline: s('Lesen, sehen, hören', 'Read, watch, listen'),
                  text: s('Geschichten aus dem Orchester, Filme aus der Probe und unser Podcast „Hören lernen“.', 'Stories from the orchestra, films from rehearsals and our podcast “Learning to listen”.'),
                  link_url: s('/de/stories', '/en/stories'),
                  link_text: s('Alle Stories', 'All stories'),
                },
                {
                  image: ctx.image('orchestra-seating'),
                  preline: s('Orchester', 'Orchestra'),
                  headline: s('Die Musikerinnen und Musiker', 'Our musicians'),
                  text: s('Fünfunddreißig Musikerinnen und Musiker aus vierzehn Ländern – und drei Ensembles.', 'Thirty-five musicians from fourteen countries, and three ensembles.'),
                  link_url: s('/de/orchester', '/en/orchestra'),
                  link_text: s('Zum Orchester', 'Meet the orchestra'),
                },
                {
                  image: ctx.image('score'),
                  preline: s('Abonnements', 'Subscriptions'),
                  headline: s('Ihr Platz für die ganze Saison', 'Your seat for the whole season'),
                  text: s('Sechs Abonnements, bis zu 30 Prozent günstiger als Einzelkarten – und Ihr Stammplatz ist reserviert.', 'Six subscriptions, up to 30 per cent cheaper than single tickets, and your favourite seat is reserved.'),
                  link_url: s('/de/abonnement', '/en/abonnements'),
                  link_text: s('Abonnements ansehen', 'See subscriptions'),
                },
              ],
              'slide',
            ),
          ),
          {
            layout: 3,
            columns: [
              [
                headline(s('Seit 1901 am Fluss', 'By the river since 1901'), { headline_level: 3 }),
                text(
                  s(
                    '<p>Die <strong>Philharmonie Flussstadt</strong> spielt jede Saison mehr als hundert Konzerte – im Konzerthaus am Fluss, im Schloss, in der Alten Tuchfabrik und in Schulen der Region.</p><p>Mehr über uns lesen Sie auf der Seite <a href="/de/ueber-uns/">Über uns</a>.</p>',
                    '<p>The <strong>Flussstadt Philharmonic</strong> plays more than a hundred concerts each season: at the Konzerthaus am Fluss, in the palace, in the Old Cloth Factory and in schools across the region.</p><p>Read more on our <a href="/en/about/">About</a> page.</p>',
                  ),
                ),
              ],
              [quote(s('Ein Orchester ist eine Stadt im Kleinen: Jeder hört auf jeden.', 'An orchestra is a city in miniature: everybody listens to everybody.'), 'Marlene Adler')],
            ],
          },
          one(
            video({
              image: ctx.image('camera'),
              video_url: DEMO_VIDEO_URL,
              title: s('Die Philharmonie in drei Minuten', 'The Philharmonic in three minutes'),
              length: '3:12',
            }),
          ),
          one(
            headline(s('Unsere Partner', 'Our partners'), { headline_level: 3 }),
            logoList(ctx.sponsors.map((sp) => ({ image: ctx.image(sp.image), image_alt: sp.name, link_url: sp.url, text: sp.name }))),
          ),
        ];
      },
    },
    {
      key: 'about',
      parent: 'home',
      page_type: 'with-header-image',
      title_de: 'Über uns',
      title_en: 'About us',
      slug_de: 'ueber-uns',
      slug_en: 'about',
      headline_de: 'Ein Orchester für die Stadt',
      headline_en: 'An orchestra for the city',
      meta_description_de: 'Geschichte, Menschen und Haltung der Philharmonie Flussstadt.',
      meta_description_en: 'History, people and values of the Flussstadt Philharmonic.',
      header_image: 'orchestra-seating',
      in_menu: true,
      is_highlight: true,
      in_burger_menu: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('Wer wir sind', 'Who we are'), { anchor: 'wer-wir-sind' }),
            text(
              s(
                '<p>Die Philharmonie Flussstadt ist das Sinfonieorchester der Stadt und der Region. 1901 als Kurorchester gegründet, zählt sie heute <strong>fünfunddreißig</strong> feste Mitglieder und eine Orchesterakademie.</p><ul><li>über 100 Konzerte pro Saison</li><li>Musikvermittlung in 40 Schulen</li><li>Uraufführungen und Auftragswerke jedes Jahr</li></ul>',
                '<p>The Flussstadt Philharmonic is the symphony orchestra of the city and its region. Founded in 1901 as a spa orchestra, it now has <strong>thirty-five</strong> permanent members and an orchestra academy.</p><ul><li>more than 100 concerts per season</li><li>education work in 40 schools</li><li>world premieres and commissions every year</li></ul>',
              ),
            ),
          ),
          {
            layout: 1,
            columns: [
              [
                headline(s('Unsere Haltung', 'Our values'), { headline_level: 3 }),
                text(
                  s(
                    '<p>Wir spielen für alle: Ermäßigungen für Schülerinnen, Studierende und Menschen mit geringem Einkommen, <em>Öffentliche Proben</em> mit freiem Eintritt und Konzerte in leichter Sprache.</p><p>Wir wollen ein Orchester sein, in dem sich die Stadt wiedererkennt.</p>',
                    '<p>We play for everyone: reduced tickets for pupils, students and people on low incomes, <em>open rehearsals</em> with free admission and concerts in plain language.</p><p>We want to be an orchestra in which the city recognises itself.</p>',
                  ),
                ),
              ],
              [image(ctx.image('violin'), 'vertical', s('Proben im Konzerthaus', 'Rehearsing at the concert hall'))],
            ],
          },
          one(
            headline(s('Einblicke', 'Impressions'), { headline_level: 3 }),
            imageList([
              { image: ctx.image('concert-hall'), title: s('Das Konzerthaus', 'The concert hall'), description: s('Großer Saal, 1.450 Plätze', 'Main hall, 1,450 seats') },
              { image: ctx.image('harp'), title: s('Die Harfe', 'The harp'), description: s('47 Saiten', '47 strings') },
              { image: ctx.image('timpani'), title: s('Die Pauken', 'The timpani'), description: s('Vier Kessel, ein Musiker', 'Four drums, one player') },
              { image: ctx.image('river'), title: s('Der Fluss', 'The river'), description: s('Unser Nachbar seit 1928', 'Our neighbour since 1928') },
            ]),
          ),
          one(
            teaserList([
              {
                image: ctx.image('book'),
                headline: s('Orchester-Geschichte', 'History'),
                text: s('Vom Kurorchester zur Philharmonie: 125 Jahre in Stationen.', 'From spa orchestra to Philharmonic: 125 years in milestones.'),
                link_url: s('/de/ueber-uns/geschichte/', '/en/about/history/'),
                link_text: s('Weiterlesen', 'Read more'),
              },
              {
                image: ctx.image('portrait-conductor'),
                headline: s('Unsere Chefdirigentin', 'Our chief conductor'),
                text: s('Marlene Adler leitet die Philharmonie seit 2019.', 'Marlene Adler has led the Philharmonic since 2019.'),
                link_url: s('/de/ueber-uns/dirigentin/', '/en/about/conductor/'),
                link_text: s('Porträt', 'Portrait'),
              },
            ]),
          ),
        ];
      },
    },
    {
      key: 'history',
      parent: 'about',
      page_type: 'default',
      title_de: 'Orchester-Geschichte',
      title_en: 'History',
      slug_de: 'geschichte',
      slug_en: 'history',
      in_menu: true,
      in_burger_menu: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(headline(s('125 Jahre Philharmonie', '125 years of the Philharmonic'))),
          // the 25%-50%-25% layout: a portrait, the chronicle, a voice from it
          {
            layout: 5,
            columns: [
              [image(ctx.image('violin'), 'vertical', s('Die Geige des Gründungskonzertmeisters', 'The founding concertmaster’s violin'))],
              [
                text(
                  s(
                    '<p><strong>1901</strong> – Zwölf Musiker spielen im Kurpark.</p><p><strong>1928</strong> – Einzug ins neue Konzerthaus am Fluss.</p><p><strong>1962</strong> – Erste Tournee nach Skandinavien.</p><p><strong>1994</strong> – Mit Ingeborg Sand übernimmt erstmals eine Frau die Leitung.</p><p><strong>2019</strong> – Marlene Adler wird Chefdirigentin.</p>',
                    '<p><strong>1901</strong> – Twelve musicians play in the spa gardens.</p><p><strong>1928</strong> – The orchestra moves into the new concert hall by the river.</p><p><strong>1962</strong> – First tour to Scandinavia.</p><p><strong>1994</strong> – Ingeborg Sand becomes the first woman to lead the orchestra.</p><p><strong>2019</strong> – Marlene Adler becomes chief conductor.</p>',
                  ),
                ),
              ],
              [quote(s('Wir spielten für die Kurgäste – und bald für die ganze Stadt.', 'We played for the spa guests, and soon for the whole city.'), 'Chronik, 1901')],
            ],
          },
          one(image(ctx.image('concert-hall'), 'horizontal', s('Das Konzerthaus am Fluss', 'The Konzerthaus am Fluss'))),
        ];
      },
    },
    {
      key: 'conductor',
      parent: 'about',
      page_type: 'default',
      title_de: 'Dirigentin',
      title_en: 'Conductor',
      slug_de: 'dirigentin',
      slug_en: 'conductor',
      in_menu: true,
      in_burger_menu: true,
      sections: (l) => {
        const s = t(l);
        return [
          {
            layout: 2,
            columns: [
              [image(ctx.image('portrait-conductor'), 'vertical', 'Marlene Adler')],
              [
                headline('Marlene Adler', { preline: s('Chefdirigentin', 'Chief conductor') }),
                text(
                  s(
                    '<p>Marlene Adler ist seit 2019 Chefdirigentin der Philharmonie Flussstadt. Sie studierte in Weimar und Wien und dirigierte als Gast in London, Helsinki und Montréal.</p><p>Ihr Herz gehört Mahler – und den Komponistinnen, die zu lange im Schatten standen.</p>',
                    '<p>Marlene Adler has been chief conductor of the Flussstadt Philharmonic since 2019. She studied in Weimar and Vienna and has guest-conducted in London, Helsinki and Montréal.</p><p>Her heart belongs to Mahler, and to the women composers who stood in the shadows for too long.</p>',
                  ),
                ),
                button(s('Zum Porträt im Orchester', 'Her profile in the orchestra'), ctx.conductorUrl[l]),
              ],
            ],
          },
        ];
      },
    },
    {
      key: 'education',
      parent: 'home',
      page_type: 'hero',
      title_de: 'Musikvermittlung',
      title_en: 'Education',
      slug_de: 'musikvermittlung',
      slug_en: 'education',
      headline_de: 'Junge Ohren',
      headline_en: 'Young ears',
      header_image: 'geometric',
      in_menu: true,
      is_highlight: true,
      in_burger_menu: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(
            fullTeaser({
              image: ctx.image('geometric'),
              headline: s('Musik zum Anfassen', 'Music you can touch'),
              text: s('Familienkonzerte, Schulbesuche, Instrumente ausprobieren: Die Philharmonie öffnet Türen für Kinder und Jugendliche.', 'Family concerts, school visits, trying out instruments: the Philharmonic opens doors for children and young people.'),
              extra_class: 'image-left',
            }),
          ),
          one(headline(s('Familienkonzerte', 'Family concerts')), eventList(ctx.familyEvents, 'standard', { only_bookable: true })),
          one(
            text(
              s(
                '<p>Schulklassen besuchen <strong>Öffentliche Proben</strong> kostenlos. Anmeldung über unser <a href="/de/forms/kontakt">Kontaktformular</a>.</p>',
                '<p>School classes attend <strong>open rehearsals</strong> free of charge. Register through our <a href="/en/forms/kontakt">contact form</a>.</p>',
              ),
            ),
          ),
          // external media (behind the consent placeholder): a podcast, the programme booklet, a post
          {
            layout: 4,
            columns: [
              [headline(s('Zum Hören', 'Listen'), { headline_level: 3 }), audio('https://soundcloud.com/philharmonie-flussstadt/junge-ohren-folge-1')],
              [headline(s('Zum Blättern', 'Browse'), { headline_level: 3 }), viewer('https://issuu.com/philharmonie-flussstadt/docs/junge-ohren-programm', 'magazine')],
              [headline(s('Aus der Probe', 'From rehearsal'), { headline_level: 3 }), socialMedia('https://www.instagram.com/p/JungeOhren1/', 'instagram')],
            ],
          },
        ];
      },
    },
    {
      key: 'service',
      parent: 'home',
      page_type: 'default',
      title_de: 'Service',
      title_en: 'Service',
      slug_de: 'support',
      slug_en: 'service',
      headline_de: 'Service für Ihren Konzertbesuch',
      headline_en: 'Service for your visit',
      in_menu: true,
      is_highlight: true,
      in_burger_menu: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('Gut vorbereitet ins Konzert', 'Well prepared for your concert')),
            text(
              s(
                '<p>Karten erhalten Sie online, an der Abendkasse und im Kartenbüro am Marktplatz (Mo–Fr 10–18 Uhr, Sa 10–14 Uhr).</p>',
                '<p>Tickets are available online, at the box office before the concert and at the ticket office on the market square (Mon–Fri 10 am–6 pm, Sat 10 am–2 pm).</p>',
              ),
            ),
          ),
          one(
            teaserList([
              {
                image: ctx.image('river'),
                headline: s('Anfahrt', 'Directions'),
                text: s('Bus, Bahn, Rad und Parkhaus: So kommen Sie zu unseren Spielstätten.', 'Bus, train, bike and car park: how to get to our venues.'),
                link_url: s('/de/support/anfahrt/', '/en/service/directions/'),
              },
              {
                image: ctx.image('score'),
                headline: 'FAQ',
                text: s('Die häufigsten Fragen rund um Karten, Garderobe und Einlass.', 'The most frequent questions about tickets, cloakroom and admission.'),
                link_url: s('/de/support/faq/', '/en/service/faq/'),
              },
              {
                image: ctx.image('stage-lights'),
                headline: s('Barrierefreiheit', 'Accessibility'),
                text: s('Rollstuhlplätze, Hörschleife, Begleitpersonen: Informationen für Ihren Besuch.', 'Wheelchair spaces, hearing loop, companions: information for your visit.'),
                link_url: s('/de/barrierefreiheit/', '/en/accessibility/'),
              },
            ]),
          ),
          one(
            faq([
              [s('Wann öffnet die Abendkasse?', 'When does the box office open?'), s('<p>Eine Stunde vor Konzertbeginn.</p>', '<p>One hour before the concert starts.</p>')],
              [s('Kann ich Karten umtauschen?', 'Can I exchange tickets?'), s('<p>Ja, bis drei Tage vor dem Konzert gegen eine Gebühr von 2 €.</p>', '<p>Yes, up to three days before the concert for a fee of €2.</p>')],
            ]),
          ),
        ];
      },
    },
    {
      key: 'directions',
      parent: 'service',
      page_type: 'default',
      title_de: 'Anfahrt',
      title_en: 'Directions',
      slug_de: 'anfahrt',
      slug_en: 'directions',
      in_menu: true,
      in_burger_menu: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('So finden Sie uns', 'How to find us')),
            text(
              s(
                '<ul><li><strong>Konzerthaus am Fluss</strong>, Uferpromenade 1 – Straßenbahn 3 und 7, Haltestelle Konzerthaus</li><li><strong>Kammermusiksaal im Schloss</strong>, Schlossplatz 3 – Bus 12, Haltestelle Schloss</li><li><strong>Alte Tuchfabrik</strong>, Webereistraße 12 – S-Bahn Tuchfabrik</li><li><strong>Stadtkirche St. Marien</strong>, Marienkirchplatz 1</li></ul><p>Ihre Konzertkarte gilt zwei Stunden vor und nach dem Konzert als Fahrschein.</p>',
                '<ul><li><strong>Konzerthaus am Fluss</strong>, Uferpromenade 1 – trams 3 and 7, stop Konzerthaus</li><li><strong>Chamber music hall in the palace</strong>, Schlossplatz 3 – bus 12, stop Schloss</li><li><strong>Old Cloth Factory</strong>, Webereistraße 12 – S-Bahn Tuchfabrik</li><li><strong>St Mary’s Church</strong>, Marienkirchplatz 1</li></ul><p>Your concert ticket is valid on public transport two hours before and after the concert.</p>',
              ),
            ),
            image(ctx.image('river'), 'large', s('Das Konzerthaus am Flussufer', 'The concert hall on the riverbank')),
          ),
        ];
      },
    },
    {
      key: 'faq',
      parent: 'service',
      page_type: 'default',
      title_de: 'FAQ',
      title_en: 'FAQ',
      slug_de: 'faq',
      slug_en: 'faq',
      in_menu: true,
      in_burger_menu: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('Häufige Fragen', 'Frequently asked questions')),
            faq(
              [
                [s('Gibt es eine Kleiderordnung?', 'Is there a dress code?'), s('<p>Nein. Kommen Sie, wie Sie sich wohlfühlen.</p>', '<p>No. Come as you feel comfortable.</p>')],
                [s('Darf ich Kinder mitbringen?', 'May I bring children?'), s('<p>Sehr gern! Für Kinder unter 6 Jahren empfehlen wir unsere <a href="/de/musikvermittlung/">Familienkonzerte</a>.</p>', '<p>Of course! For children under 6 we recommend our <a href="/en/education/">family concerts</a>.</p>')],
                [s('Was passiert, wenn ich zu spät komme?', 'What if I arrive late?'), s('<p>Der Einlass erfolgt in der ersten Pause oder zwischen zwei Werken.</p>', '<p>Latecomers are admitted at the first interval or between two works.</p>')],
                [s('Gibt es ermäßigte Karten?', 'Are there reduced tickets?'), s('<p>Ja: 50 % für Schülerinnen, Schüler, Studierende und Inhaber des Flussstadt-Passes.</p>', '<p>Yes: 50 % off for pupils, students and holders of the Flussstadt pass.</p>')],
                [s('Wo kann ich meine Garderobe abgeben?', 'Where can I leave my coat?'), s('<p>Die Garderobe im Foyer ist kostenlos.</p>', '<p>The cloakroom in the foyer is free of charge.</p>')],
                [s('Darf ich fotografieren?', 'May I take photos?'), s('<p>Während des Konzerts nicht – beim Schlussapplaus gern.</p>', '<p>Not during the music, but you are welcome to during the final applause.</p>')],
              ],
              'faq',
            ),
          ),
        ];
      },
    },
    {
      key: 'contact',
      parent: 'home',
      page_type: 'default',
      title_de: 'Kontakt',
      title_en: 'Contact',
      slug_de: 'kontakt',
      slug_en: 'contact',
      in_menu: true,
      is_highlight: true,
      in_burger_menu: true,
      in_footer: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('Schreiben Sie uns', 'Get in touch')),
            text(
              s(
                '<p>Philharmonie Flussstadt<br>Uferpromenade 1<br>12345 Flussstadt</p><p>Telefon <a href="tel:+49123456780">0123 456 78-0</a><br>E-Mail <a href="mailto:info@philharmonie-flussstadt.example">info@philharmonie-flussstadt.example</a></p>',
                '<p>Flussstadt Philharmonic<br>Uferpromenade 1<br>12345 Flussstadt, Germany</p><p>Phone <a href="tel:+49123456780">+49 123 456 78-0</a><br>Email <a href="mailto:info@philharmonie-flussstadt.example">info@philharmonie-flussstadt.example</a></p>',
              ),
            ),
          ),
          {
            layout: 3,
            columns: [
              [headline(s('Kartenservice', 'Ticket service'), { headline_level: 3 }), text(s('<p>Mo–Fr 10–18 Uhr, Sa 10–14 Uhr<br><a href="tel:+49123456789">0123 456 78-9</a></p>', '<p>Mon–Fri 10 am–6 pm, Sat 10 am–2 pm<br><a href="tel:+49123456789">+49 123 456 78-9</a></p>'))],
              [headline(s('Presse', 'Press'), { headline_level: 3 }), text(s('<p>Pressefotos und Mitteilungen finden Sie im <a href="/de/presse">Pressebereich</a>.</p>', '<p>Press photos and releases are in our <a href="/en/press">press area</a>.</p>'))],
            ],
          },
          one(button(s('Zum Kontaktformular', 'Contact form'), s('/de/forms/kontakt', '/en/forms/kontakt')), link(s('Newsletter abonnieren', 'Subscribe to the newsletter'), s('/de/newsletter', '/en/newsletter'))),
        ];
      },
    },
    {
      key: 'friends',
      parent: 'home',
      page_type: 'default',
      title_de: 'Förderkreis',
      title_en: 'Friends',
      slug_de: 'foerderkreis',
      slug_en: 'friends',
      // the fifth highlighted item: in the burger menu, not in the desktop menu (its first four)
      in_menu: true,
      is_highlight: true,
      in_burger_menu: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('Freunde der Philharmonie', 'Friends of the Philharmonic')),
            text(
              s(
                '<p>Der Förderkreis unterstützt Schulkonzerte, die Orchesterakademie und neue Werke. Mitglieder erleben Generalproben, treffen Musikerinnen und Musiker und reisen mit dem Orchester auf Tournee.</p><ul><li>Jahresbeitrag ab 60 €, ermäßigt 25 €</li><li>Zwei Generalproben pro Saison</li><li>Vorkaufsrecht für Sonderkonzerte</li></ul>',
                '<p>The Friends support school concerts, the orchestra academy and new works. Members attend dress rehearsals, meet the musicians and travel with the orchestra on tour.</p><ul><li>Annual membership from €60, reduced €25</li><li>Two dress rehearsals per season</li><li>Priority booking for special concerts</li></ul>',
              ),
            ),
            button(s('Mitglied werden', 'Become a member'), s('/de/forms/kontakt', '/en/forms/kontakt')),
          ),
        ];
      },
    },
    {
      key: 'accessibility',
      parent: 'home',
      page_type: 'default',
      title_de: 'Barrierefreiheit',
      title_en: 'Accessibility',
      slug_de: 'barrierefreiheit',
      slug_en: 'accessibility',
      in_burger_menu: true,
      in_footer: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('Konzerte für alle', 'Concerts for everyone')),
            text(
              s(
                '<p>Alle unsere Spielstätten sind stufenlos erreichbar.</p><ul><li>Rollstuhlplätze in jeder Preiskategorie</li><li>Induktive Hörschleife im Großen Saal</li><li>Begleitpersonen mit Merkzeichen B erhalten eine Freikarte</li><li>Konzerteinführungen in leichter Sprache</li></ul>',
                '<p>All our venues are step-free.</p><ul><li>Wheelchair spaces in every price category</li><li>Induction hearing loop in the main hall</li><li>Companions of visitors with a B pass go free</li><li>Pre-concert talks in plain language</li></ul>',
              ),
            ),
            faq([
              [s('Wie buche ich einen Rollstuhlplatz?', 'How do I book a wheelchair space?'), s('<p>Telefonisch beim Kartenservice oder über das Kontaktformular.</p>', '<p>By phone with the ticket service or through the contact form.</p>')],
              [s('Gibt es barrierefreie Toiletten?', 'Are there accessible toilets?'), s('<p>Ja, auf jeder Ebene des Konzerthauses.</p>', '<p>Yes, on every level of the concert hall.</p>')],
            ]),
            button(s('Fragen? Schreiben Sie uns', 'Questions? Write to us'), s('/de/forms/kontakt', '/en/forms/kontakt')),
          ),
          // the statement the BFSG (§ 14 with annex 3) asks of a digital service: how accessible it is,
          // how to report barriers, and the enforcement body (editable content like the rest)
          one(
            headline(s('Erklärung zur Barrierefreiheit dieser Website', 'Accessibility statement for this website')),
            text(
              s(
                '<p>Die Philharmonie Flussstadt möchte ihre Website für alle Menschen zugänglich machen. Diese Erklärung gilt für philharmonie-flussstadt.example und folgt dem Barrierefreiheitsstärkungsgesetz (BFSG). Maßstab sind die Web Content Accessibility Guidelines (WCAG) 2.2, Stufen A und AA, und die EN 301 549.</p><p><strong>Stand der Vereinbarkeit:</strong> Die Website ist mit diesen Anforderungen <strong>teilweise vereinbar</strong>: Die unten genannten Inhalte sind nicht vollständig barrierefrei. Die Website lässt sich ganz mit der Tastatur bedienen, passt sich bis 320 Pixel Breite und an die Schriftgröße Ihres Browsers an, und Texte und Bedienelemente haben ausreichend Kontrast. Wir prüfen jede Änderung automatisch und regelmäßig von Hand.</p><p><strong>Nicht vollständig barrierefrei:</strong> Videos und Audios von externen Anbietern haben nicht immer Untertitel oder Transkripte; Presse-Downloads (PDF) sind nicht alle barrierefrei. Wir arbeiten daran; auf Wunsch schicken wir Ihnen die Inhalte in einer zugänglichen Form.</p><p>Diese Erklärung wurde am 27. November 2026 erstellt und zuletzt geprüft.</p>',
                '<p>The Philharmonie Flussstadt wants its website to be accessible to everyone. This statement applies to philharmonie-flussstadt.example and follows the German Accessibility Strengthening Act (BFSG). The standard is the Web Content Accessibility Guidelines (WCAG) 2.2, levels A and AA, and EN 301 549.</p><p><strong>Compliance status:</strong> the website is <strong>partially compliant</strong> with these requirements: the content listed below is not fully accessible. It can be used with the keyboard alone, adapts down to 320 pixels wide and to your browser\'s font size, and texts and controls have sufficient contrast. We check every change automatically and regularly by hand.</p><p><strong>Not fully accessible:</strong> videos and audio from external providers do not always have captions or transcripts; press downloads (PDF) are not all accessible. We are working on it; on request we send you the content in an accessible form.</p><p>This statement was prepared and last reviewed on 27 November 2026.</p>',
              ),
            ),
            headline(s('Barrieren melden: Feedback und Kontakt', 'Report a barrier: feedback and contact'), { headline_level: 3 }),
            text(
              s(
                '<p>Ist Ihnen eine Barriere aufgefallen, oder brauchen Sie einen Inhalt in anderer Form? Schreiben Sie uns über das <a href="/de/forms/kontakt">Kontaktformular</a>, per E-Mail an <a href="mailto:barrierefreiheit@philharmonie-flussstadt.example">barrierefreiheit@philharmonie-flussstadt.example</a> oder rufen Sie den Kartenservice an: 0800 123 45 67. Wir antworten innerhalb von zwei Wochen.</p>',
                '<p>Have you found a barrier, or do you need content in another form? Write to us through the <a href="/en/forms/kontakt">contact form</a>, by e-mail to <a href="mailto:barrierefreiheit@philharmonie-flussstadt.example">barrierefreiheit@philharmonie-flussstadt.example</a> or call the ticket service: 0800 123 45 67. We answer within two weeks.</p>',
              ),
            ),
            headline(s('Durchsetzungsverfahren: Marktüberwachung', 'Enforcement: market surveillance'), { headline_level: 3 }),
            text(
              s(
                '<p>Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich an die zuständige Marktüberwachungsbehörde wenden: die <strong>Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)</strong>, Sachsen-Anhalt, Magdeburg, <a href="https://www.mlbf-barrierefrei.de">www.mlbf-barrierefrei.de</a>. Sie prüft, ob Dienstleistungen die Anforderungen des BFSG erfüllen.</p>',
                '<p>If you are not satisfied with our answer, you can turn to the competent market surveillance authority: the <strong>Market Surveillance Authority of the German Länder for the Accessibility of Products and Services (MLBF)</strong>, Saxony-Anhalt, Magdeburg, <a href="https://www.mlbf-barrierefrei.de">www.mlbf-barrierefrei.de</a>. It checks whether services meet the requirements of the BFSG.</p>',
              ),
            ),
            // the conciliation body of § 16 BGG: an out-of-court settlement, free of charge (issue 47)
            headline(s('Schlichtungsverfahren', 'Conciliation procedure'), { headline_level: 3 }),
            text(
              s(
                '<p>Bei Streit über die Barrierefreiheit dieser Website können Sie ein kostenloses Schlichtungsverfahren beantragen: bei der <strong>Schlichtungsstelle nach § 16 Behindertengleichstellungsgesetz (BGG)</strong> beim Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen, Mauerstraße 53, 10117 Berlin, Telefon 030 18 527-2805, E-Mail <a href="mailto:info@schlichtungsstelle-bgg.de">info@schlichtungsstelle-bgg.de</a>, <a href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</a>. Ziel ist eine Einigung ohne Gericht; einen Anwalt brauchen Sie nicht.</p>',
                '<p>In a dispute about the accessibility of this website you can apply for a conciliation procedure free of charge: with the <strong>Conciliation Body under § 16 of the Disability Equality Act (Schlichtungsstelle nach § 16 BGG)</strong> at the Federal Government Commissioner for Matters relating to Persons with Disabilities, Mauerstraße 53, 10117 Berlin, Germany, phone +49 30 18 527-2805, e-mail <a href="mailto:info@schlichtungsstelle-bgg.de">info@schlichtungsstelle-bgg.de</a>, <a href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</a>. It aims at an agreement without a court; you need no lawyer.</p>',
              ),
            ),
          ),
        ];
      },
    },
    {
      key: 'easy-language',
      parent: 'accessibility',
      page_type: 'default',
      title_de: 'Leichte Sprache',
      title_en: 'Easy Language',
      slug_de: 'leichte-sprache',
      slug_en: 'easy-language',
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('Die Philharmonie in Leichter Sprache', 'The Philharmonic in Easy Language')),
            text(
              s(
                '<p>Wir sind ein Orchester.</p><p>Ein Orchester sind viele Musikerinnen und Musiker.</p><p>Sie spielen zusammen Musik.</p><p>Wir spielen in der Stadt Flussstadt.</p><p>Sie können zu unseren Konzerten kommen.</p><p>Für ein Konzert brauchen Sie eine Karte.</p><p>Die Karte kaufen Sie im Internet oder an der Kasse.</p><p>Alle unsere Räume haben keine Stufen.</p><p>Sie kommen auch mit dem Rollstuhl hinein.</p><p>Haben Sie Fragen? Dann schreiben Sie uns.</p>',
                '<p>We are an orchestra.</p><p>An orchestra is many musicians.</p><p>They play music together.</p><p>We play in the city of Flussstadt.</p><p>You can come to our concerts.</p><p>For a concert you need a ticket.</p><p>You buy the ticket on the internet or at the box office.</p><p>None of our rooms have steps.</p><p>You can also come in with a wheelchair.</p><p>Do you have questions? Then write to us.</p>',
              ),
            ),
            button(s('Schreiben Sie uns', 'Write to us'), s('/de/forms/kontakt', '/en/forms/kontakt')),
          ),
        ];
      },
    },
    {
      key: 'sign-language',
      parent: 'accessibility',
      page_type: 'default',
      title_de: 'Gebärdensprache',
      title_en: 'Sign Language',
      slug_de: 'gebaerdensprache',
      slug_en: 'sign-language',
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('Die Philharmonie in Deutscher Gebärdensprache', 'The Philharmonic in German Sign Language')),
            text(
              s(
                '<p>In diesem Video stellen wir die Philharmonie Flussstadt in Deutscher Gebärdensprache (DGS) vor: wer wir sind, wie Sie Karten bekommen und wie Sie uns erreichen.</p>',
                '<p>In this video we introduce the Philharmonie Flussstadt in German Sign Language (DGS): who we are, how to get tickets and how to reach us.</p>',
              ),
            ),
            // a placeholder until the orchestra's own DGS video is recorded: editors replace its URL
            video({
              image: ctx.image('camera'),
              video_url: DEMO_VIDEO_URL,
              title: s('Die Philharmonie in Deutscher Gebärdensprache', 'The Philharmonic in German Sign Language'),
              length: '2:30',
            }),
          ),
        ];
      },
    },
    {
      key: 'careers',
      parent: 'home',
      page_type: 'default',
      title_de: 'Karriere',
      title_en: 'Careers',
      slug_de: 'karriere',
      slug_en: 'careers',
      // not highlighted: among the burger menu's other items
      in_menu: true,
      in_burger_menu: true,
      in_footer: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('Arbeiten bei der Philharmonie', 'Work with the Philharmonic')),
            text(
              s(
                '<p>Aktuell suchen wir eine <strong>Tutti-Violine (m/w/d)</strong> und eine Assistenz der Orchesterdirektion. Probespiele finden im Probensaal am Hafen statt.</p>',
                '<p>We are currently looking for a <strong>section violin</strong> and an assistant to the orchestra management. Auditions take place in the rehearsal hall at the harbour.</p>',
              ),
            ),
          ),
        ];
      },
    },
    {
      key: 'imprint',
      parent: 'home',
      page_type: 'default',
      title_de: 'Impressum',
      title_en: 'Imprint',
      slug_de: 'impressum',
      slug_en: 'imprint',
      in_footer: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('Impressum', 'Imprint')),
            text(
              s(
                '<p>Philharmonie Flussstadt gGmbH<br>Uferpromenade 1<br>12345 Flussstadt</p><p>Geschäftsführung: Dr. Friederike Lang<br>Registergericht: Amtsgericht Flussstadt, HRB 0000<br>USt-IdNr.: DE000000000</p><p><em>Dies ist eine Demo-Website. Orchester, Personen und Adressen sind erfunden.</em></p>',
                '<p>Philharmonie Flussstadt gGmbH<br>Uferpromenade 1<br>12345 Flussstadt, Germany</p><p>Managing director: Dr Friederike Lang<br>Register court: Amtsgericht Flussstadt, HRB 0000<br>VAT ID: DE000000000</p><p><em>This is a demo website. The orchestra, people and addresses are fictional.</em></p>',
              ),
            ),
          ),
        ];
      },
    },
    {
      key: 'privacy',
      parent: 'home',
      page_type: 'default',
      title_de: 'Datenschutz',
      title_en: 'Privacy',
      slug_de: 'datenschutz',
      slug_en: 'privacy',
      in_footer: true,
      sections: (l) => {
        const s = t(l);
        return [
          one(
            headline(s('Datenschutzerklärung', 'Privacy policy')),
            text(
              s(
                '<p>Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb dieser Website, den Kartenverkauf und den Newsletter erforderlich ist.</p><ol><li>Verantwortliche Stelle: Philharmonie Flussstadt gGmbH</li><li>Cookies: notwendige Cookies immer, Statistik, Marketing und externe Medien nur mit Ihrer Einwilligung</li><li>Ihre Rechte: Auskunft, Berichtigung, Löschung, Widerspruch</li></ol><p>Eingebettete Videos werden erst nach Ihrer Zustimmung geladen.</p>',
                '<p>We process personal data only as far as needed to run this website, sell tickets and send the newsletter.</p><ol><li>Controller: Philharmonie Flussstadt gGmbH</li><li>Cookies: necessary cookies always; statistics, marketing and external media only with your consent</li><li>Your rights: access, rectification, erasure, objection</li></ol><p>Embedded videos load only after you agree.</p>',
              ),
            ),
          ),
        ];
      },
    },
    {
      key: 'draft',
      parent: 'home',
      page_type: 'default',
      title_de: 'Saisonvorschau (Entwurf)',
      title_en: 'Season preview (draft)',
      slug_de: 'saisonvorschau',
      slug_en: 'season-preview',
      is_online: false,
      sections: (l) => [one(headline(t(l)('Bald mehr', 'More soon')), text(t(l)('<p>Dieser Entwurf ist nur für angemeldete Redakteure sichtbar.</p>', '<p>This draft is only visible to logged-in editors.</p>')))],
    },
  ];
}

/** Sections of the content hub (/cms-hub, language-less; both locales are seeded). */
export function hubSections(ctx: PageContext, locale: Locale, storyTeasers: { image: number; headline: string; text: string; link_url: string }[]): SectionDef[] {
  const s = t(locale);
  return [
    one(
      headline(s('Content-Hub', 'Content hub'), { preline: s('Alles auf einen Blick', 'Everything at a glance') }),
      text(s('<p>Die neuesten Stories und die nächsten Höhepunkte der Philharmonie.</p>', '<p>The latest stories and the next highlights of the Philharmonic.</p>')),
    ),
    one(teaserList(storyTeasers, 'slide')),
    // the concerts just played stay in the list, after the coming ones (include_past, past_as_last)
    one(
      headline(s('Demnächst und zuletzt', 'Coming up and just played'), { headline_level: 3 }),
      eventList([...ctx.pastEvents.slice(-1), ...ctx.highlightEvents.slice(0, 3)], 'standard', { include_past: true, past_as_last: true }),
    ),
    one(
      fullTeaser({
        image: ctx.image('orchestra-seating'),
        preline: s('Abonnements', 'Subscriptions'),
        headline: s('Ihr Platz für die ganze Saison', 'Your seat for the whole season'),
        text: s(
          'Ein fester Platz für eine ganze Konzertreihe, günstiger als Einzelkarten: Wählen Sie Ihr Abonnement.',
          'The same seat for a whole concert series, for less than single tickets: choose your subscription.',
        ),
        link_url: s('/de/abonnement', '/en/abonnements'),
        link_text: s('Zu den Abonnements', 'See the subscriptions'),
        extra_class: 'image-right',
      }),
    ),
  ];
}
