/** The empty states of SPEC §8 on the stories, orchestra and press screens, rendered as the server does. */
import TagsPage from '../../../client/pages/stories/TagsPage';
import StoriesPage from '../../../client/pages/stories/StoriesPage';
import PersonsPage from '../../../client/pages/persons/PersonsPage';
import PressPage from '../../../client/pages/press/PressPage';
import { matchRoute } from '../../../shared/routes';
import { html } from '../modules/render';

const at = (path: string) => matchRoute(path)!;

describe('empty states', () => {
  it.each([
    ['en', 'No Articles'],
    ['de', 'Keine Artikel'],
  ] as const)('stories list (%s): %s', (locale, text) => {
    expect(html(<StoriesPage match={at(`/${locale}/stories`)} />, { locale, snapshot: { areas: { stories: { list: { page: 1 }, loadingHighlights: false } } } })).toContain(text);
  });

  it.each([
    ['en', 'No Tags'],
    ['de', 'Keine Themen'],
  ] as const)('tag overview (%s): %s', (locale, text) => {
    expect(html(<TagsPage />, { locale })).toContain(text);
  });

  it('orchestra and press', () => {
    expect(html(<PersonsPage />, { locale: 'en' })).toContain('No persons found.');
    expect(html(<PressPage match={at('/en/press')} />, { locale: 'en' })).toContain('There are no downloads at the moment.');
  });
});
