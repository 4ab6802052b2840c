/** Section anchors (issue 17): 'abschnitt-3' until the section's first headline names it, readable and unique. */
import type { ContainerSection, ModuleNode } from '../../../shared/contract/pages';
import { ApiError } from '../../../shared/api/errors';
import { firstHeadline, headlineSlug, isAutomaticSectionSlug, isFirstHeadline, sectionSlugCandidates, withFreeSlug } from '../../../client/editor/anchors';

const node = (id: number, model: string, column: number, order: number, content = ''): ModuleNode =>
  ({ id, model, section: 1, parent: null, column, order, data: { content, anchor: '' }, children: [] }) as unknown as ModuleNode;
const section = (modules: ModuleNode[], slug = 'abschnitt-1'): ContainerSection =>
  ({ id: 1, slug, locale: 'de', content_type: 'page', object_id: 2, parent: null, layout: 1, order: 0, modules }) as ContainerSection;

const page = { content_type: 'page' as const, object_id: 2 };
const concert = { content_type: 'event' as const, object_id: 3 };

describe('section anchors', () => {
  it('tell the anchors the editor made from those a person chose', () => {
    for (const slug of ['abschnitt-3', 'section-12', 'karriere-abschnitt-2', 'abschnitt-2-mwvbfa66', 'page-2-mwvbfa66', 'page-2']) {
      expect([slug, isAutomaticSectionSlug(slug, page)]).toEqual([slug, true]);
    }
    for (const slug of ['saisonstart', 'programm-2', 'page-3', 'event-3', 'abschnitte']) {
      expect([slug, isAutomaticSectionSlug(slug, page)]).toEqual([slug, false]);
    }
    // an object's own section is found by its slug: never renamed
    expect(isAutomaticSectionSlug('event-3', concert)).toBe(false);
    expect(isAutomaticSectionSlug('event-3-mwvbfa66', concert)).toBe(true);
  });

  it('find the first headline: columns left to right, top to bottom', () => {
    const s = section([node(10, 'text', 0, 0), node(11, 'headline', 1, 0, 'Rechts'), node(12, 'headline', 0, 1, 'Links unten')]);
    expect(firstHeadline(s)?.id).toBe(12);
    expect(isFirstHeadline(s, { id: 12 })).toBe(true);
    expect(isFirstHeadline(s, { id: 11 })).toBe(false);
    // a new one: at the end of column 0 it comes after 12; at order 0 before it; in column 1 after it
    expect(isFirstHeadline(s, { column: 0 })).toBe(false);
    expect(isFirstHeadline(s, { column: 0, order: 0 })).toBe(true);
    expect(isFirstHeadline(s, { column: 1, order: 0 })).toBe(false);
    expect(isFirstHeadline(section([node(10, 'text', 0, 0)]), { column: 2 })).toBe(true);
  });

  it('are derived from the headline, readable, free on the page, then with the page name, then unique by construction', () => {
    expect(headlineSlug('Saisonstart 2031/32!')).toBe('saisonstart-2031-32');
    expect(headlineSlug('<b>Größe</b> &amp; Glück')).toBe('groesse-glueck');
    expect(headlineSlug('…')).toBe('');
    const now = Date.UTC(2031, 0, 1);
    expect(sectionSlugCandidates(['saisonstart', 'saisonstart-2', 'saisonstart-3'], 'karriere', new Set(['saisonstart']), now)).toEqual([
      'saisonstart-2',
      'saisonstart-3',
      'karriere-saisonstart',
      `karriere-saisonstart-${now.toString(36)}`,
    ]);
    expect(sectionSlugCandidates(['abschnitt-2', 'abschnitt-3', 'abschnitt-4'], '', new Set(), now)).toEqual(['abschnitt-2', 'abschnitt-3', 'abschnitt-4', `abschnitt-2-${now.toString(36)}`]);
    for (const slug of sectionSlugCandidates(['x'.repeat(80)], 'y'.repeat(40), new Set(), now)) expect(slug.length).toBeLessThanOrEqual(100);
  });

  it('take the next candidate when another section of the language has one (409 on the slug), and stop at other errors', async () => {
    const taken = new ApiError(409, 'conflict', 'taken', { slug: ['Es gibt schon einen Abschnitt mit diesem Slug.'] });
    const tried: string[] = [];
    const result = await withFreeSlug(['a', 'b', 'c'], async (slug) => {
      tried.push(slug);
      if (slug !== 'c') throw taken;
      return slug;
    });
    expect([result, tried]).toEqual(['c', ['a', 'b', 'c']]);
    await expect(withFreeSlug(['a', 'b'], () => Promise.reject(new ApiError(500, 'error', 'boom')))).rejects.toMatchObject({ status: 500 });
    await expect(withFreeSlug(['a'], () => Promise.reject(taken))).rejects.toBe(taken);
  });
});
