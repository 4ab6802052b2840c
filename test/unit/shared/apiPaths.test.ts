/** shared/api/paths.ts: a read's path with more of a query added, whatever query it has already. */
import { appendQuery, readWith } from '../../../shared/api/paths';

test('appendQuery adds to a path without a query and to one with a query, encoding the values', () => {
  expect(appendQuery('/de/api/events/', { page: 1, with: 'filters' })).toBe('/de/api/events/?page=1&with=filters');
  expect(appendQuery('/de/api/articles/?page=1', { category: 'lesen & hören', highlights: 3 })).toBe('/de/api/articles/?page=1&category=lesen+%26+h%C3%B6ren&highlights=3');
  expect(appendQuery('/de/api/persons/?page=2', {})).toBe('/de/api/persons/?page=2');
});

test('readWith asks for side answers in the same read', () => {
  expect(readWith('/de/pageeditor-api/page/', 'events')).toBe('/de/pageeditor-api/page/?with=events');
  expect(readWith('/de/pageeditor-api/page/konzerte?v=3', 'events')).toBe('/de/pageeditor-api/page/konzerte?v=3&with=events');
  expect(readWith('/de/api/articles/15/', 'section')).toBe('/de/api/articles/15/?with=section');
  expect(readWith('/de/api/articles/15/', 'section', 'topics')).toBe('/de/api/articles/15/?with=section,topics');
});
