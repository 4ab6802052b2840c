/**
 * The texts a page carries (server/render/pageTexts.ts): of its language, the groups its render
 * used and the frame's, each as in the language's file; every group for an editor's page.
 */
import { resources } from '../../../shared/i18n';
import { FRAME_GROUPS, pageTexts } from '../../../server/render/pageTexts';

describe('a page’s texts', () => {
  it('are the groups the render used and the frame’s, as the language has them, in the file’s order', () => {
    const texts = JSON.parse(pageTexts('de', new Set(['events', 'breadcrumbs', 'no-such-group']))) as Record<string, unknown>;
    const expected = Object.keys(resources.de.translation).filter((name) => name === 'events' || name === 'breadcrumbs' || FRAME_GROUPS.includes(name));
    expect(Object.keys(texts)).toEqual(expected);
    for (const name of expected) expect(texts[name]).toEqual((resources.de.translation as Record<string, unknown>)[name]);
    expect(texts).not.toHaveProperty('consent');
    expect(JSON.parse(pageTexts('en', new Set(['events']))).events).toEqual(resources.en.translation.events);
  });

  it('are every group for an editor’s page (none noted)', () => {
    expect(JSON.parse(pageTexts('en', null))).toEqual(resources.en.translation);
  });

  it('can be written into a <script> element as they are', () => {
    const texts = pageTexts('de', new Set(Object.keys(resources.de.translation)));
    expect(texts).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(texts)).toEqual(resources.de.translation);
  });
});
