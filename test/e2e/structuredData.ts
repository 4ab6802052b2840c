/**
 * Structured data as a crawler reads it (issue 15, docs/seo.md), for the page walk
 * (test/e2e/everyPageWalk.ts): on a concert page and a subscription (both languages), a story, a
 * musician and the home page, every `<script type="application/ld+json">` is read in the browser and
 * parsed there, and its shape checked against what Google's rich results ask for; for MusicEvent the
 * event rich results' required and recommended fields: name, startDate and endDate with the Berlin
 * offset of that day, location as a Place with a PostalAddress, eventStatus, eventAttendanceMode,
 * offers with url and availability, organizer, performer, image; for a subscription a Product whose
 * AggregateOffer (EUR, lowest and highest price, count) spans its price categories. The page's
 * Content-Security-Policy (the visitors' one, nothing bypassed) reports no violation meanwhile.
 */
import type { HTTPResponse, Page } from 'puppeteer';
import { baseUrl } from './visit';

type Json = Record<string, unknown>;

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const SCHEMA = 'https://schema.org/';
const EVENT_STATUS = ['EventScheduled', 'EventCancelled', 'EventPostponed', 'EventRescheduled', 'EventMovedOnline'].map((s) => SCHEMA + s);
const ATTENDANCE = ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'].map((s) => SCHEMA + s);
const AVAILABILITY = ['InStock', 'SoldOut', 'PreOrder', 'PreSale', 'LimitedAvailability', 'OnlineOnly', 'Discontinued'].map((s) => SCHEMA + s);
/** ISO 8601 date-time with an offset (a date without one is ambiguous to Google) */
const ZONED = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?[+-]\d\d:\d\d$/;

export interface Structured {
  data: Json[];
  /** scripts whose text did not parse, with the error */
  unparsable: string[];
  /** scripts without the page's CSP nonce */
  withoutNonce: number;
  canonical: string | null;
  csp: string;
  violations: string[];
  consoleCsp: string[];
}

/**
 * Before the page loads (an `open` set-up step): every CSP violation the browser reports, as an
 * event in the page and on the console. Read with `structuredData` once the page has loaded.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const consoleCsp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleCsp.push(message.text());
  });
  // before any script of the page: collect every violation the browser reports
  await page.evaluateOnNewDocument(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  return consoleCsp;
}

/** The JSON-LD of a page opened with `watchCsp`, parsed in the page, and its CSP and the reports so far. */
export async function structuredData(page: Page, response: HTTPResponse | null, consoleCsp: string[]): Promise<Structured> {
  const inPage = await page.evaluate(() => {
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
    const data: Record<string, unknown>[] = [];
    const unparsable: string[] = [];
    for (const script of scripts) {
      try {
        data.push(JSON.parse(script.textContent ?? '') as Record<string, unknown>);
      } catch (error) {
        unparsable.push(String(error));
      }
    }
    return {
      data,
      unparsable,
      withoutNonce: scripts.filter((s) => !s.nonce).length,
      canonical: document.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href ?? null,
      violations: window.__cspViolations ?? [],
    };
  });
  return { ...inPage, csp: response?.headers()['content-security-policy'] ?? '', consoleCsp: [...consoleCsp] };
}

const ofType = (data: Json[], type: string) => data.filter((entry) => entry['@type'] === type);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const absoluteUrl = (value: unknown) => typeof value === 'string' && value.startsWith(`${baseUrl()}/`);

/** The UTC offset of Europe/Berlin at that instant, as '+01:00' or '+02:00'. */
function berlinOffset(instant: Date): string {
  const name = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')!.value;
  return name.replace('GMT', '') || '+00:00';
}

/**
 * The page is served with a strict CSP and reported no violation; every JSON-LD block parsed and
 * carries a nonce. Scripts: our origin and the response's nonce, or for a page from the page cache
 * the hashes of its inline scripts (server/cache/entry.ts); never 'unsafe-inline' or 'unsafe-eval'.
 */
function expectCleanPage(result: Structured): void {
  const scriptSrc = /(?:^|;)\s*script-src\s([^;]*)/.exec(result.csp)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(result.violations).toEqual([]);
  expect(result.consoleCsp).toEqual([]);
  expect(result.unparsable).toEqual([]);
  expect(result.withoutNonce).toBe(0);
  for (const entry of result.data) expect(entry['@context']).toBe('https://schema.org');
}

async function expectImageServed(url: string): Promise<void> {
  const response = await fetch(url);
  expect(`${url} ${response.status} ${response.headers.get('content-type')?.split('/')[0]}`).toBe(`${url} 200 image`);
}

function expectOrganisation(value: unknown): void {
  const org = value as Json;
  expect(['Organization', 'PerformingGroup', 'MusicGroup']).toContain(org['@type']);
  expect(org.name).toEqual(expect.stringMatching(/\S/));
  expect(absoluteUrl(org.url)).toBe(true);
}

function expectBreadcrumbs(data: Json[]): void {
  for (const crumbs of ofType(data, 'BreadcrumbList')) {
    const items = list(crumbs.itemListElement) as Json[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    items.forEach((item, index) => {
      expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1, name: expect.stringMatching(/\S/) });
      expect(absoluteUrl(item.item)).toBe(true);
    });
  }
}

/** What Google's event rich results require (name, startDate, location with address) and recommend. */
async function expectMusicEvent(event: Json, canonical: string | null): Promise<void> {
  expect(event.name).toEqual(expect.stringMatching(/\S/));
  expect(event.url).toBe(canonical);
  expect(event.description).toEqual(expect.stringMatching(/\S/));

  // dates with the offset Berlin had on that day (summer time included); the end after the start
  for (const field of ['startDate', 'endDate'] as const) {
    const value = event[field] as string;
    expect(value).toMatch(ZONED);
    expect(`${field} ${value.slice(-6)}`).toBe(`${field} ${berlinOffset(new Date(value))}`);
  }
  expect(Date.parse(event.endDate as string)).toBeGreaterThan(Date.parse(event.startDate as string));

  const location = event.location as Json;
  expect(location).toMatchObject({ '@type': 'Place', name: expect.stringMatching(/\S/) });
  const address = location.address as Json;
  expect(address).toMatchObject({ '@type': 'PostalAddress', addressLocality: expect.stringMatching(/\S/) });
  expect(address.streetAddress ?? address.postalCode).toEqual(expect.stringMatching(/\S/));

  expect(EVENT_STATUS).toContain(event.eventStatus);
  expect(ATTENDANCE).toContain(event.eventAttendanceMode);

  const cancelled = event.eventStatus === `${SCHEMA}EventCancelled`;
  const offers = list(event.offers) as Json[];
  // the demo's concerts all have a price range (issue 47: an offer with its price, else none)
  if (!cancelled) expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) {
    expect(offer['@type']).toBe('Offer');
    expect(offer.url).toMatch(/^https?:\/\//);
    expect(AVAILABILITY).toContain(offer.availability);
    if (offer.validFrom !== undefined) expect(offer.validFrom).toMatch(ZONED);
    expect(typeof offer.price).toBe('number');
    expect(offer.priceCurrency).toBe('EUR');
    expect(offer.priceSpecification).toMatchObject({ minPrice: offer.price, priceCurrency: 'EUR' });
  }

  expectOrganisation(event.organizer);
  // one name of the orchestra on a page: as the organizer, and as a performer when it plays
  const orchestraNames = ['Philharmonie Flussstadt', 'Flussstadt Philharmonic'];
  for (const performer of list(event.performer) as Json[]) {
    if (orchestraNames.includes(performer.name as string)) expect(performer.name).toBe((event.organizer as Json).name);
  }
  const performers = list(event.performer) as Json[];
  expect(performers.length).toBeGreaterThan(0);
  for (const performer of performers) {
    expect(['Person', 'MusicGroup', 'PerformingGroup']).toContain(performer['@type']);
    expect(performer.name).toEqual(expect.stringMatching(/\S/));
  }

  const images = list(event.image);
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(absoluteUrl(image)).toBe(true);
  await expectImageServed(images[0] as string);
}

async function expectConcert(result: Structured, name: string): Promise<void> {
  expectCleanPage(result);
  const events = ofType(result.data, 'MusicEvent');
  expect(events).toHaveLength(1);
  await expectMusicEvent(events[0], result.canonical);
  expect(events[0].inLanguage).toBe(name.endsWith('(en)') ? 'en' : 'de');
  expectBreadcrumbs(result.data);
}

async function expectSubscription(result: Structured): Promise<void> {
  expectCleanPage(result);
  const products = ofType(result.data, 'Product');
  expect(products).toHaveLength(1);
  const product = products[0];
  expect(product.name).toEqual(expect.stringMatching(/\S/));
  expect(product.url).toBe(result.canonical);
  await expectImageServed(product.image as string);
  const aggregate = product.offers as Json;
  const offers = list(aggregate.offers) as Json[];
  expect(offers.length).toBeGreaterThan(0);
  const prices = offers.map((offer) => offer.price as number);
  for (const offer of offers) {
    expect(offer).toMatchObject({ '@type': 'Offer', name: expect.stringMatching(/\S/), priceCurrency: 'EUR', url: result.canonical });
    expect(typeof offer.price).toBe('number');
  }
  expect(aggregate).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'EUR', lowPrice: Math.min(...prices), highPrice: Math.max(...prices), offerCount: offers.length });
  expect(ofType(result.data, 'MusicEvent')).toEqual([]);
}

/** The JSON-LD checks by page type (pageTypes.ts): what the test says, and the check of the page's `structuredData`. */
export const JSONLD_CHECKS: Record<string, { says: string; check(result: Structured, name: string): Promise<void> }> = {
  'concert (de)': { says: 'one MusicEvent with what event rich results require, its offer with a price', check: expectConcert },
  'concert (en)': { says: 'one MusicEvent with what event rich results require, its offer with a price', check: expectConcert },
  'story (de)': {
    says: 'an Article with headline, image, date, author and publisher, and its breadcrumbs',
    async check(result) {
      expectCleanPage(result);
      const articles = ofType(result.data, 'Article');
      expect(articles).toHaveLength(1);
      const article = articles[0];
      expect(article.headline).toEqual(expect.stringMatching(/\S/));
      expect((article.headline as string).length).toBeLessThanOrEqual(110);
      expect(article.url).toBe(result.canonical);
      expect(article.mainEntityOfPage).toBe(result.canonical);
      expect(article.datePublished).toMatch(/^\d{4}-\d\d-\d\d/);
      expect(Number.isNaN(Date.parse(article.datePublished as string))).toBe(false);
      const images = list(article.image);
      expect(images.length).toBeGreaterThan(0);
      images.forEach((image) => expect(absoluteUrl(image)).toBe(true));
      await expectImageServed(images[0] as string);
      expectOrganisation(article.author);
      expectOrganisation(article.publisher);
      // the story's place on the site (issue 47): Home › Stories › the story, the last its canonical
      const trails = ofType(result.data, 'BreadcrumbList');
      expect(trails).toHaveLength(1);
      const items = list(trails[0].itemListElement) as Json[];
      expect(items.length).toBe(3);
      expect(items[2].item).toBe(result.canonical);
      expectBreadcrumbs(result.data);
    },
  },
  'person (de)': {
    says: 'a Person (or MusicGroup) with name and url, member of the orchestra',
    async check(result) {
      expectCleanPage(result);
      const people = [...ofType(result.data, 'Person'), ...ofType(result.data, 'MusicGroup')];
      expect(people).toHaveLength(1);
      const person = people[0];
      expect(person.name).toEqual(expect.stringMatching(/\S/));
      expect(person.url).toBe(result.canonical);
      if (person['@type'] === 'Person') expectOrganisation(person.memberOf);
      if (person.image !== undefined) await expectImageServed(person.image as string);
      expectBreadcrumbs(result.data);
    },
  },
  'subscription (de)': { says: 'a Product whose AggregateOffer spans the price table in EUR', check: expectSubscription },
  'subscription (en)': { says: 'a Product whose AggregateOffer spans the price table in EUR', check: expectSubscription },
  'home (de)': {
    says: 'the orchestra as a PerformingGroup with name, url, logo and image',
    async check(result) {
      expectCleanPage(result);
      const groups = ofType(result.data, 'PerformingGroup');
      expect(groups).toHaveLength(1);
      expectOrganisation(groups[0]);
      expect(absoluteUrl(groups[0].logo)).toBe(true);
      await expectImageServed(groups[0].logo as string);
      await expectImageServed(groups[0].image as string);
      expect(ofType(result.data, 'MusicEvent')).toEqual([]);
    },
  },
};
