/**
 * Structured data (schema.org as JSON-LD) of the pages (docs/seo.md): MusicEvent on concert pages
 * (the fields Google's event rich results require and recommend), PerformingGroup on the home page,
 * BreadcrumbList where breadcrumbs show, Article on stories, Person (or MusicGroup for ensembles) on
 * musicians, Product with its price categories on subscriptions. Pure builders from the back end's answers; every URL absolute.
 */
import type { ImageRef } from '../../shared/contract/common';
import type { Availability, EventDetail, EventPerformer, Venue } from '../../shared/contract/events';
import type { PersonDetail } from '../../shared/contract/persons';
import type { ArticleDetail } from '../../shared/contract/stories';
import type { SubscriptionDetail } from '../../shared/contract/subscriptions';
import { CONCERT_USUAL_HOURS, type Locale } from '../../shared/constants';
import { htmlToText } from '../../shared/plainText';

export type JsonLd = Record<string, unknown>;

export interface JsonLdContext {
  origin: string;
  locale: Locale;
  /** the orchestra's name (site.name) */
  siteName: string;
  /** the orchestra's name in every language: a performer of that name is the orchestra, named in the page's language */
  orchestraNames?: readonly string[];
  /** the orchestra's description (site.tagline) */
  siteDescription: string;
  /** absolute URL of the shipped fallback image (logo and og:image fallback) */
  fallbackImage: string;
  /** absolute URL of the site's logo */
  logo: string;
}

const SCHEMA = 'https://schema.org';

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** The image's large JPEG (what crawlers read best), else its original; absolute. */
export function imageUrl(origin: string, image: ImageRef | null | undefined): string | null {
  if (!image) return null;
  return absolute(origin, image.renditions?.large?.jpeg ?? image.url);
}

/** `2031-03-14T21:30:00+01:00` from a zoned ISO time plus hours, keeping its offset. */
export function addHoursKeepingOffset(iso: string, hours: number): string {
  const offset = /([+-])(\d\d):(\d\d)$/.exec(iso);
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const local = new Date(Date.parse(iso) + hours * 3_600_000 + minutes * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset ? offset[0] : 'Z'}`;
}

/** The offset of a zoned ISO time ('+01:00'), for dates that have none. */
const offsetOf = (iso: string) => /[+-]\d\d:\d\d$/.exec(iso)?.[0] ?? 'Z';

/** eventStatus: a cancelled concert is EventCancelled, a postponed one EventPostponed. */
export function eventStatus(availability: Availability | 'postponed'): string {
  if (availability === 'cancelled') return `${SCHEMA}/EventCancelled`;
  if (availability === 'postponed') return `${SCHEMA}/EventPostponed`;
  return `${SCHEMA}/EventScheduled`;
}

/** Offer availability: bookable InStock, sold out SoldOut, before the presale PreOrder; none for a cancelled concert. */
export function offerAvailability(availability: Availability): string | null {
  switch (availability) {
    case 'bookable':
      return `${SCHEMA}/InStock`;
    case 'soldout':
      return `${SCHEMA}/SoldOut`;
    case 'presale':
      return `${SCHEMA}/PreOrder`;
    default:
      return null;
  }
}

/** A venue as a Place with a PostalAddress ('Musterstraße 1, 12345 Stadt' is split into street and postal code). */
export function place(venue: Venue): JsonLd {
  const postalCode = /\b\d{5}\b/.exec(venue.address)?.[0];
  const street = venue.address.split(',')[0]?.trim() ?? '';
  return {
    '@type': 'Place',
    name: venue.name,
    address: {
      '@type': 'PostalAddress',
      ...(street && !street.includes(postalCode ?? '\u0000') ? { streetAddress: street } : {}),
      ...(postalCode ? { postalCode } : {}),
      addressLocality: venue.city,
      // the orchestra plays in Germany; a five-digit postal code says so
      ...(postalCode ? { addressCountry: 'DE' } : {}),
    },
    ...(venue.url ? { sameAs: venue.url } : {}),
  };
}

const GROUP_WORDS = /orchest|ensemble|quartet|quartett|trio|quintet|chor\b|choir|band|philharmoni|kammermusik|sinfonietta|consort/i;

/**
 * A performer: one of the orchestra's persons or a soloist is a Person, an orchestra, choir or
 * ensemble a MusicGroup; the orchestra itself (its name in any language) is the organizer's
 * PerformingGroup, so a page names it one way (issue 47: 'Philharmonie Flussstadt' performed what
 * 'Flussstadt Philharmonic' organized).
 */
export function performer(entry: Pick<EventPerformer, 'name' | 'person'>, context: JsonLdContext): JsonLd {
  const { origin, locale } = context;
  const name = entry.name.trim().toLocaleLowerCase();
  if ([context.siteName, ...(context.orchestraNames ?? [])].some((known) => known.toLocaleLowerCase() === name)) return orchestra(context);
  const type = GROUP_WORDS.test(entry.name) ? 'MusicGroup' : 'Person';
  return { '@type': type, name: entry.name, ...(entry.person ? { url: absolute(origin, entry.person.url[locale]) } : {}) };
}

/** The orchestra as the organiser and main performer. */
export function orchestra(context: JsonLdContext): JsonLd {
  return {
    '@type': 'PerformingGroup',
    name: context.siteName,
    url: `${context.origin}/${context.locale}`,
    logo: context.logo,
  };
}

/**
 * `now` (ms): when the page's data was loaded. A concert that has begun sells no tickets, whatever
 * its availability says: no offer then (schema.org has no status for an event that took place, so
 * its eventStatus stays Scheduled, which Google reads as "took place as planned"). An offer needs a
 * price (issue 47): the lowest of the concert's price range, with the range as its
 * PriceSpecification; a concert whose prices are not known has no offer rather than an incomplete one.
 */
export function musicEvent(event: EventDetail, context: JsonLdContext, now: number): JsonLd {
  const { origin, locale } = context;
  const url = absolute(origin, event.url[locale]);
  const performers = event.programme.performers.map((entry) => performer(entry, context));
  const availability = Date.parse(event.start) < now || !event.prices ? null : offerAvailability(event.availability);
  const description = [event.subtitle, htmlToText(event.text)].filter(Boolean).join(' – ');
  return {
    '@context': SCHEMA,
    '@type': 'MusicEvent',
    name: event.title,
    url,
    startDate: event.start,
    endDate: event.end ?? addHoursKeepingOffset(event.start, CONCERT_USUAL_HOURS),
    eventStatus: eventStatus(event.availability),
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    ...(event.venue ? { location: place(event.venue) } : {}),
    image: [imageUrl(origin, event.image) ?? context.fallbackImage],
    description: description || event.title,
    performer: performers.length ? performers : [orchestra(context)],
    organizer: orchestra(context),
    ...(availability && event.prices
      ? {
          offers: {
            '@type': 'Offer',
            url: event.ticket_url || url,
            price: event.prices.low,
            priceCurrency: event.prices.currency,
            priceSpecification: { '@type': 'PriceSpecification', minPrice: event.prices.low, maxPrice: event.prices.high, priceCurrency: event.prices.currency },
            availability,
            // the presale's first day, at midnight in Berlin; without a presale, since the concert is public
            validFrom: event.presale_start ? `${event.presale_start}T00:00:00${offsetOf(event.start)}` : event.published_at,
          },
        }
      : {}),
    ...(event.programme.works.length
      ? { workPerformed: event.programme.works.map((work) => ({ '@type': 'CreativeWork', name: work.title, ...(work.composer ? { creator: { '@type': 'Person', name: work.composer } } : {}) })) }
      : {}),
    inLanguage: locale,
  };
}

/** The home page: the orchestra. */
export function performingGroup(context: JsonLdContext): JsonLd {
  return {
    '@context': SCHEMA,
    ...orchestra(context),
    description: context.siteDescription,
    image: context.fallbackImage,
  };
}

export function breadcrumbList(items: readonly { link: string; text: string }[], origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.text, item: absolute(origin, item.link) })),
  };
}

export function article(story: ArticleDetail, context: JsonLdContext): JsonLd {
  const url = absolute(context.origin, story.url[context.locale]);
  return {
    '@context': SCHEMA,
    '@type': 'Article',
    headline: story.title.slice(0, 110),
    url,
    mainEntityOfPage: url,
    datePublished: story.date,
    dateModified: story.updated_at,
    image: [imageUrl(context.origin, story.header_image) ?? context.fallbackImage],
    description: story.teaser || htmlToText(story.text).slice(0, 300),
    author: orchestra(context),
    publisher: orchestra(context),
    inLanguage: context.locale,
  };
}

export function person(entry: PersonDetail, context: JsonLdContext): JsonLd {
  const url = absolute(context.origin, entry.url[context.locale]);
  const image = imageUrl(context.origin, entry.image);
  const description = htmlToText(entry.biography).slice(0, 300);
  const common = { '@context': SCHEMA, name: entry.name, url, ...(image ? { image } : {}), ...(description ? { description } : {}) };
  if (entry.is_ensemble) return { ...common, '@type': 'MusicGroup' };
  return {
    ...common,
    '@type': 'Person',
    ...(entry.first_name ? { givenName: entry.first_name } : {}),
    ...(entry.last_name ? { familyName: entry.last_name } : {}),
    ...(entry.positions.length || entry.instrument ? { jobTitle: [...entry.positions, entry.instrument].filter(Boolean).join(', ') } : {}),
    memberOf: orchestra(context),
  };
}

/**
 * A subscription with its price categories as a Product with an AggregateOffer (the only prices the
 * data has: concerts carry none). Without prices there is nothing Google's product snippets take, so none.
 */
export function subscriptionProduct(subscription: SubscriptionDetail, context: JsonLdContext): JsonLd | null {
  const { prices } = subscription;
  if (!prices.length) return null;
  const url = absolute(context.origin, subscription.url[context.locale]);
  const amounts = prices.map((price) => price.amount);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: subscription.name,
    url,
    // the description usually repeats the subtitle, so it alone when there is one
    description: htmlToText(subscription.description) || subscription.subtitle || subscription.name,
    image: context.fallbackImage,
    brand: orchestra(context),
    offers: {
      '@type': 'AggregateOffer',
      url,
      priceCurrency: prices[0].currency,
      lowPrice: Math.min(...amounts),
      highPrice: Math.max(...amounts),
      offerCount: prices.length,
      offers: prices.map((price) => ({ '@type': 'Offer', name: price.label, price: price.amount, priceCurrency: price.currency, url })),
    },
  };
}

const UNSAFE = /[<>&\u2028\u2029]/g;

/** `<script type="application/ld+json">` with the CSP nonce; `<`, `>`, `&`, U+2028/9 escaped so nothing can close it. */
export function jsonLdScript(data: JsonLd, nonce: string): string {
  const json = JSON.stringify(data).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json" nonce="${nonce}">${json}</script>`;
}
