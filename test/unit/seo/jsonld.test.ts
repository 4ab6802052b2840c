/** The JSON-LD builders against what Google's event rich results require and recommend (docs/seo.md). */
import type { EventDetail } from '../../../shared/contract/events';
import type { ArticleDetail } from '../../../shared/contract/stories';
import type { SubscriptionDetail } from '../../../shared/contract/subscriptions';
import { addHoursKeepingOffset, article, eventStatus, jsonLdScript, musicEvent, offerAvailability, person, subscriptionProduct, type JsonLdContext } from '../../../server/seo/jsonld';

const context: JsonLdContext = {
  origin: 'https://www.orchester.test',
  locale: 'de',
  siteName: 'Philharmonie Flussstadt',
  siteDescription: 'Konzerte',
  fallbackImage: 'https://www.orchester.test/og-image.png',
  logo: 'https://www.orchester.test/icon-512.png',
};

const event = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  id: 7,
  slug: 'auftakt',
  title: 'Auftakt',
  subtitle: 'Sinfoniekonzert',
  start: '2031-03-14T19:30:00+01:00',
  end: null,
  venue: { id: 1, name: 'Großer Saal', city: 'Flussstadt', address: 'Am Ufer 1, 12345 Flussstadt', url: '' },
  genre: null,
  tags: [],
  availability: 'bookable',
  presale_start: null,
  prices: { low: 12, high: 48.5, currency: 'EUR' },
  published_at: '2030-11-02T09:00:00+01:00',
  ticket_url: '',
  image: null,
  is_highlight: false,
  performers: [],
  url: { de: '/de/konzerte/auftakt/7', en: '/en/concerts/auftakt/7' },
  admin_url: '',
  text: '<p>Mit <strong>Brahms</strong></p>',
  programme: {
    works: [{ composer: 'Johannes Brahms', title: 'Sinfonie Nr. 1', order: 0 }],
    performers: [
      { name: 'Anna Muster', role: 'Dirigentin', order: 0, person: { id: 3, name: 'Anna Muster', url: { de: '/de/orchester/anna-muster/3', en: '/en/orchestra/anna-muster/3' } } },
      { name: 'Kammerorchester Flussstadt', role: '', order: 1, person: null },
    ],
  },
  ...overrides,
});

/** Google: required name, startDate, location (Place with address); recommended the rest. */
const REQUIRED = ['name', 'startDate', 'location'];
/** a time before the events above: they are still to come */
const BEFORE = Date.parse('2031-01-01T00:00:00Z');
const RECOMMENDED = ['description', 'endDate', 'eventStatus', 'eventAttendanceMode', 'image', 'offers', 'organizer', 'performer'];

test('a MusicEvent has every required and recommended field of an event rich result', () => {
  const data = musicEvent(event(), context, BEFORE);
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('MusicEvent');
  for (const field of [...REQUIRED, ...RECOMMENDED]) expect(data[field]).toBeDefined();
  expect(data).toMatchObject({
    startDate: '2031-03-14T19:30:00+01:00',
    endDate: '2031-03-14T21:30:00+01:00',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: 'Großer Saal', address: { '@type': 'PostalAddress', streetAddress: 'Am Ufer 1', postalCode: '12345', addressLocality: 'Flussstadt', addressCountry: 'DE' } },
    image: ['https://www.orchester.test/og-image.png'],
    offers: { '@type': 'Offer', url: 'https://www.orchester.test/de/konzerte/auftakt/7', availability: 'https://schema.org/InStock' },
    organizer: { '@type': 'PerformingGroup', name: 'Philharmonie Flussstadt', url: 'https://www.orchester.test/de' },
    performer: [
      { '@type': 'Person', name: 'Anna Muster', url: 'https://www.orchester.test/de/orchester/anna-muster/3' },
      { '@type': 'MusicGroup', name: 'Kammerorchester Flussstadt' },
    ],
    description: 'Sinfoniekonzert – Mit Brahms',
  });
  expect(String(data.url)).toMatch(/^https:\/\//);
});

test('the end keeps the Berlin offset, across summer time too', () => {
  expect(addHoursKeepingOffset('2031-07-01T23:00:00+02:00', 2)).toBe('2031-07-02T01:00:00+02:00');
  expect(musicEvent(event({ end: '2031-03-14T22:00:00+01:00' }), context, BEFORE).endDate).toBe('2031-03-14T22:00:00+01:00');
});

test('status and offers follow availability: cancelled, postponed, sold out, presale with validFrom (without a presale: since it is public)', () => {
  expect(eventStatus('cancelled')).toBe('https://schema.org/EventCancelled');
  expect(eventStatus('postponed')).toBe('https://schema.org/EventPostponed');
  expect(offerAvailability('soldout')).toBe('https://schema.org/SoldOut');
  const presale = musicEvent(event({ availability: 'presale', presale_start: '2031-01-10', ticket_url: 'https://tickets.test/7' }), context, BEFORE);
  expect(presale.offers).toEqual({
    '@type': 'Offer',
    url: 'https://tickets.test/7',
    price: 12,
    priceCurrency: 'EUR',
    priceSpecification: { '@type': 'PriceSpecification', minPrice: 12, maxPrice: 48.5, priceCurrency: 'EUR' },
    availability: 'https://schema.org/PreOrder',
    validFrom: '2031-01-10T00:00:00+01:00',
  });
  // without a presale the offer is valid since the concert is public
  expect(musicEvent(event({ availability: 'bookable' }), context, BEFORE).offers).toMatchObject({ availability: 'https://schema.org/InStock', validFrom: '2030-11-02T09:00:00+01:00' });
  const cancelled = musicEvent(event({ availability: 'cancelled' }), context, BEFORE);
  expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
  expect(cancelled.offers).toBeUndefined();
});

test('a concert whose prices are not known has no offer rather than one without a price (issue 47)', () => {
  expect(musicEvent(event({ prices: null, ticket_url: 'https://tickets.test/7' }), context, BEFORE).offers).toBeUndefined();
  expect(musicEvent(event({ prices: { low: 0, high: 0, currency: 'EUR' } }), context, BEFORE).offers).toMatchObject({ price: 0, priceCurrency: 'EUR' });
});

test('the orchestra among the performers is named as the organizer is, in the page’s language (issue 47)', () => {
  const english = { ...context, locale: 'en' as const, siteName: 'Flussstadt Philharmonic', orchestraNames: ['Philharmonie Flussstadt', 'Flussstadt Philharmonic'] };
  const data = musicEvent(event({ programme: { works: [], performers: [{ name: 'Philharmonie Flussstadt', role: 'Orchestra', order: 0, person: null }, { name: 'Anna Muster', role: '', order: 1, person: null }] } }), english, BEFORE);
  expect(data.performer).toEqual([{ '@type': 'PerformingGroup', name: 'Flussstadt Philharmonic', url: 'https://www.orchester.test/en', logo: context.logo }, { '@type': 'Person', name: 'Anna Muster' }]);
  expect((data.organizer as { name: string }).name).toBe('Flussstadt Philharmonic');
});

test('a concert that has begun offers no tickets (not InStock), whatever its availability', () => {
  const begun = Date.parse('2031-03-14T19:31:00+01:00');
  expect(musicEvent(event({ availability: 'bookable', ticket_url: 'https://tickets.test/7' }), context, BEFORE).offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  const past = musicEvent(event({ availability: 'bookable', ticket_url: 'https://tickets.test/7' }), context, begun);
  expect(past.offers).toBeUndefined();
  expect(past.eventStatus).toBe('https://schema.org/EventScheduled');
});

const subscription = (overrides: Partial<SubscriptionDetail> = {}): SubscriptionDetail => ({
  id: 4,
  name: 'Sinfoniekonzerte',
  slug: 'sinfoniekonzerte',
  subtitle: 'Acht Abende',
  prices: [
    { label: 'Kategorie I', amount: 312, currency: 'EUR' },
    { label: 'Kategorie III', amount: 126.5, currency: 'EUR' },
    { label: 'Kategorie II', amount: 256, currency: 'EUR' },
  ],
  url: { de: '/de/subscriptions/sinfoniekonzerte/4', en: '/en/subscriptions/sinfoniekonzerte/4' },
  admin_url: '',
  description: '<p>Im <em>Großen Saal</em></p>',
  events: [],
  ...overrides,
});

test('a subscription with prices is a Product whose AggregateOffer spans its price categories in EUR', () => {
  expect(subscriptionProduct(subscription(), context)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Sinfoniekonzerte',
    url: 'https://www.orchester.test/de/subscriptions/sinfoniekonzerte/4',
    description: 'Im Großen Saal',
    image: 'https://www.orchester.test/og-image.png',
    brand: expect.objectContaining({ '@type': 'PerformingGroup', name: 'Philharmonie Flussstadt' }),
    offers: {
      '@type': 'AggregateOffer',
      url: 'https://www.orchester.test/de/subscriptions/sinfoniekonzerte/4',
      priceCurrency: 'EUR',
      lowPrice: 126.5,
      highPrice: 312,
      offerCount: 3,
      offers: [
        { '@type': 'Offer', name: 'Kategorie I', price: 312, priceCurrency: 'EUR', url: 'https://www.orchester.test/de/subscriptions/sinfoniekonzerte/4' },
        { '@type': 'Offer', name: 'Kategorie III', price: 126.5, priceCurrency: 'EUR', url: 'https://www.orchester.test/de/subscriptions/sinfoniekonzerte/4' },
        { '@type': 'Offer', name: 'Kategorie II', price: 256, priceCurrency: 'EUR', url: 'https://www.orchester.test/de/subscriptions/sinfoniekonzerte/4' },
      ],
    },
  });
  expect(subscriptionProduct(subscription({ description: '' }), context)?.description).toBe('Acht Abende');
  expect(subscriptionProduct(subscription({ prices: [] }), context)).toBeNull();
});

test('without performers the orchestra performs; an ensemble is a MusicGroup', () => {
  const data = musicEvent(event({ programme: { works: [], performers: [] } }), context, BEFORE);
  expect(data.performer).toEqual([expect.objectContaining({ '@type': 'PerformingGroup', name: 'Philharmonie Flussstadt' })]);
  const ensemble = person(
    { id: 1, slug: 'quartett', name: 'Flussquartett', first_name: '', last_name: 'Flussquartett', positions: [], categories: [], instrument: '', is_ensemble: true, image: null, url: { de: '/de/orchester/quartett/1', en: '/en/orchestra/quartett/1' }, admin_url: '', biography: '' },
    context,
  );
  expect(ensemble['@type']).toBe('MusicGroup');
});

test('an Article carries when it was published and when it was last changed', () => {
  const story: ArticleDetail = {
    id: 15,
    slug: 'probenbesuch',
    title: 'Probenbesuch',
    teaser: 'Ein Abend bei der Probe',
    date: '2031-02-03',
    categories: [],
    tags: [],
    header_image: null,
    is_highlight: false,
    url: { de: '/de/stories/probenbesuch/15', en: '/en/stories/at-rehearsal/15' },
    admin_url: '',
    text: '<p>Text</p>',
    updated_at: '2031-02-05T09:12:00.000Z',
  };
  expect(article(story, context)).toMatchObject({
    '@type': 'Article',
    url: 'https://www.orchester.test/de/stories/probenbesuch/15',
    datePublished: '2031-02-03',
    dateModified: '2031-02-05T09:12:00.000Z',
  });
});

test('the script cannot be closed by content and carries the nonce', () => {
  const html = jsonLdScript({ name: '</script><script>alert(1)</script> & <!--' }, 'abc');
  expect(html.startsWith('<script type="application/ld+json" nonce="abc">')).toBe(true);
  expect(html.slice(0, -'</script>'.length)).not.toMatch(/<\/script|<!--/i);
  expect(JSON.parse(html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
});
