import { EventList } from '../../../client/modules/EventList';
import { PageSections } from '../../../client/modules/PageSections';
import { ObjectSections } from '../../../client/pages/ObjectSections';
import { ModuleDataStore } from '../../../client/stores/ModuleDataStore';
import { eventIdsOf } from '../../../shared/modules/listedEvents';
import type { EventListItem } from '../../../shared/contract/events';
import type { ContainerSection } from '../../../shared/contract/pages';
import { html, node } from './render';

const section = (layout: number, modules: ContainerSection['modules'], slug = 'intro'): ContainerSection => ({ id: layout + 1, slug, locale: 'de', content_type: 'page', object_id: 1, parent: null, layout, order: 0, modules });

describe('container sections', () => {
  it.each([
    [0, [12]],
    [1, [8, 4]],
    [2, [4, 8]],
    [3, [6, 6]],
    [4, [4, 4, 4]],
    [5, [3, 6, 3]],
  ])('layout %i renders columns spanning %j of 12, anchored by the slug', (layout, spans) => {
    const modules = spans.map((_, column) => node('headline', { content: `Spalte ${column}`, headline_level: 2 }, { column }));
    const markup = html(<PageSections sections={[section(layout, modules, 'wer-wir-sind')]} />);
    expect(markup).toContain('<section id="wer-wir-sind" class="section"');
    expect([...markup.matchAll(/--span:(\d+)/g)].map((m) => Number(m[1]))).toEqual(spans);
    spans.forEach((_, column) => expect(markup).toContain(`Spalte ${column}`));
  });

  it('puts each module in its column, in order, with its anchor', () => {
    const modules = [
      node('text', { content: '<p>zweiter</p>' }, { column: 0, order: 2 }),
      node('headline', { content: 'erster', headline_level: 3, anchor: 'start' }, { column: 0, order: 1 }),
      node('quote', { content: 'rechts', author: 'A' }, { column: 1, order: 0 }),
    ];
    const markup = html(<PageSections sections={[section(1, modules)]} />);
    expect(markup.indexOf('erster')).toBeLessThan(markup.indexOf('zweiter'));
    expect(markup.indexOf('zweiter')).toBeLessThan(markup.indexOf('rechts'));
    expect(markup).toContain('<div id="start" class="module headline" data-module="headline" data-hydrate="touched"><div class="headline level3"><h3');
    expect(markup).toContain('<blockquote');
    expect(markup).toContain('<cite>A</cite>');
  });
});

describe('event list', () => {
  const event = (id: number, availability: EventListItem['availability'], extra: Partial<EventListItem> = {}): EventListItem => ({
    id,
    slug: `e${id}`,
    title: `Konzert ${id}`,
    subtitle: '',
    start: '2031-03-14T19:30:00+01:00',
    end: null,
    venue: { id: 1, name: 'Konzerthaus', city: 'Flussstadt' },
    genre: null,
    tags: [],
    availability,
    presale_start: null,
    ticket_url: 'https://tickets.example/x',
    image: null,
    is_highlight: false,
    performers: [],
    url: { de: `/de/konzerte/e${id}/${id}`, en: `/en/concerts/e${id}/${id}` },
    admin_url: '',
    ...extra,
  });
  const events = {
    1: event(1, 'bookable'),
    2: event(2, 'presale', { presale_start: '2031-01-15' }),
    3: event(3, 'soldout'),
    4: event(4, 'cancelled'),
  };
  const list = node('event-list', { extra_class: 'standard' }, { children: [1, 2, 3, 4].map((id, order) => node('event-item', { event: id }, { order })) });

  it('shows date, time, venue, title and a link to each event’s detail page', () => {
    const markup = html(<EventList node={list} />, { modules: { events, now: Date.parse('2031-01-01') } });
    expect(markup).toContain('<time class="date" dateTime="2031-03-14T19:30:00+01:00"><span class="day">14</span><span class="month">März</span></time>');
    expect(markup).toContain('19:30 Uhr');
    expect(markup).toContain('Konzerthaus');
    expect(markup).toContain('href="/de/konzerte/e1/1"');
  });

  it("shows its events in a concert's, story's or person's own sections too (the events the loader fetched)", () => {
    const sections = [{ ...section(0, [list]), content_type: 'story' as const }];
    const markup = html(<ObjectSections owner={{ content_type: 'story', object_id: 5 }} sections={sections} />, {
      snapshot: { moduleData: { events, loadedAt: Date.parse('2031-01-01') } },
    });
    expect(markup).toContain('href="/de/konzerte/e1/1"');
    expect(markup).toContain('Konzert 3');
  });

  it('marks the ticket states: a disabled pre-sale button with its date, sold out struck through, cancelled', () => {
    const markup = html(<EventList node={list} />, { modules: { events, now: Date.parse('2031-01-01') } });
    expect(markup).toContain('<a href="https://tickets.example/x" class="tickets" target="_blank" rel="noopener noreferrer" aria-label="Tickets für Konzert 1">Tickets</a>');
    expect(markup).toContain('<button type="button" class="tickets" disabled="">Vorverkauf ab 15. Januar 2031</button>');
    expect(markup).toMatch(/<s class="unavailable">Tickets<\/s><span class="badge soldout">Ausverkauft<\/span>/);
    expect(markup).toContain('<span class="badge cancelled">Abgesagt</span>');
    expect(markup).toContain('<s>Konzert 4</s>');
  });

  it('a concert that has begun offers no tickets, whatever its availability, and says it is past (a cancelled one stays cancelled)', () => {
    const after = Date.parse('2031-03-14T19:31:00+01:00');
    const markup = html(<EventList node={list} />, { modules: { events, now: after } });
    expect(markup).not.toContain('class="tickets"');
    expect(markup).not.toContain('Ausverkauft');
    expect(markup.match(/<span class="badge past">Vergangen<\/span>/g)).toHaveLength(3);
    expect(markup).toContain('<span class="badge cancelled">Abgesagt</span>');
    expect(html(<EventList node={list} />, { modules: { events, now: after }, locale: 'en' })).toContain('<span class="badge past">Past</span>');
    // a minute before it begins, the tickets are still on offer
    expect(html(<EventList node={list} />, { modules: { events, now: Date.parse('2031-03-14T19:29:00+01:00') } })).toContain('aria-label="Tickets für Konzert 1">Tickets</a>');
  });

  it('applies only_bookable and says so when nothing is left', () => {
    const bookable = html(<EventList node={{ ...list, data: { ...list.data, only_bookable: true } }} />, { modules: { events, now: 0 } });
    expect(bookable).toContain('Konzert 1');
    expect(bookable).not.toContain('Konzert 2');
    const none = html(<EventList node={{ ...list, data: { include_past: false } }} />, { modules: { events, now: Date.parse('2032-01-01') }, locale: 'en' });
    expect(none).toContain('No Events');
  });

  it('finds the event ids of a page, and the store loads them in the page’s locale in one call, leaving out those the back end does not know', async () => {
    const sections = [section(0, [list, node('event-list', {}, { children: [node('event-item', { event: 1 }), node('event-item', { event: 9 })] })])];
    expect(eventIdsOf(sections)).toEqual([1, 2, 3, 4, 9]);
    const calls: string[] = [];
    const api = {
      get: async <T,>(path: string): Promise<T> => {
        calls.push(path);
        const ids = new URL(path, 'http://x').searchParams.get('ids')!.split(',').map(Number);
        // the back end answers in start order and leaves out unknown ids
        const results = ids.filter((id) => id !== 9).reverse().map((id) => event(id, 'bookable'));
        return { count: results.length, next: null, previous: null, results } as T;
      },
      send: () => Promise.reject(new Error('no')),
    };
    const store = ModuleDataStore.create({}, { api, logger: { warn: () => {} } });
    await store.load('en', sections);
    expect(calls).toEqual(['/en/api/events/?ids=1,2,3,4,9']);
    // in the page's order
    expect(Object.keys(store.events)).toEqual(['1', '2', '3', '4']);
    // loaded again for the same locale: only what is not known yet is asked for
    await store.load('en', sections);
    expect(calls).toEqual(['/en/api/events/?ids=1,2,3,4,9', '/en/api/events/?ids=9']);
    expect(Object.keys(store.events)).toEqual(['1', '2', '3', '4']);
    // a failing call leaves the lists empty, and the page renders
    const failing = ModuleDataStore.create({}, { api: { ...api, get: () => Promise.reject(new Error('down')) }, logger: { warn: () => {} } });
    await failing.load('de', sections);
    expect(failing.events).toEqual({});
    expect(store.loadedAt).toBeGreaterThan(0);

    // the editor's sections after a change (issue 45 item 5): the new concert is fetched, the others kept
    calls.length = 0;
    const grown = [section(0, [node('event-list', {}, { children: [node('event-item', { event: 1 }), node('event-item', { event: 5 })] })])];
    await store.ensureEvents('en', grown);
    expect(calls).toEqual(['/en/api/events/?ids=5']);
    expect(Object.keys(store.events)).toEqual(['1', '2', '3', '4', '5']);
    // every one known: nothing is asked
    await store.ensureEvents('en', grown);
    expect(calls).toEqual(['/en/api/events/?ids=5']);
  });
});
