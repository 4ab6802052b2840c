/**
 * Answers of the fake back end for the stories, persons and press calls (SPEC §7), so every route
 * renders in server tests: one category, tag, story, person and press directory each (id 1), in
 * either language. Null when the path is not one of these calls.
 */
const image = null;
const urls = (de: string, en: string) => ({ de, en });

const article = {
  id: 1,
  slug: 'a-slug',
  title: 'Eine Geschichte',
  teaser: 'Teaser',
  date: '2025-03-14',
  categories: [1],
  tags: [1],
  header_image: image,
  is_highlight: true,
  url: urls('/de/stories/a-slug/1', '/en/stories/a-slug/1'),
  admin_url: '/admin/stories/story/1/change/',
};
const person = {
  id: 1,
  slug: 'a-slug',
  name: 'Erika Muster',
  first_name: 'Erika',
  last_name: 'Muster',
  positions: ['Konzertmeisterin'],
  categories: [{ id: 1, name: 'Violine I', slug: 'violine-1' }],
  instrument: 'Violine',
  is_ensemble: false,
  image,
  url: urls('/de/orchester/a-slug/1', '/en/orchestra/a-slug/1'),
  admin_url: '/admin/persons/person/1/change/',
};
const directory = {
  id: 1,
  category: 1,
  name: 'Pressemappe',
  description: '<p>Alles zur Saison</p>',
  slug: 'a-slug',
  date: '2025-03-01',
  image,
  files: [{ id: 1, title: 'Mitteilung', url: '/media/downloads/a.pdf', mime: 'application/pdf', size: 2048 }],
  url: urls('/de/presse/a-slug/1', '/en/press/a-slug/1'),
  admin_url: '/admin/press/directory/1/change/',
};

const ANSWERS: [RegExp, unknown][] = [
  [/^\/api\/story-topics\/$/, { categories: [{ id: 1, slug: 'lesen', name: 'Lesen', slug_de: 'lesen', slug_en: 'read' }], tags: [{ id: 1, name: 'Für Einsteiger', slug: 'fuer-einsteiger' }] }],
  [/^\/api\/tags\/slug\/[^/]+\/$/, { id: 2, name: 'Ein Thema', slug: 'a-slug' }],
  [/^\/api\/articles(-teaser)?\/$/, { results: [article] }],
  [/^\/api\/articles\/1\/$/, { ...article, text: '<p>Text</p>' }],
  [/^\/api\/person-categories\/$/, [{ id: 1, name: 'Violine I', slug: 'violine-1', order: 1 }]],
  [/^\/api\/persons\/$/, { count: 1, next: null, previous: null, results: [person] }],
  [/^\/api\/persons\/1\/$/, { ...person, biography: '<p>Bio</p>' }],
  [/^\/api\/download-categories\/$/, [{ id: 1, name: 'Pressemitteilungen', order: 1 }]],
  [/^\/api\/download-directories\/$/, [directory]],
  [/^\/api\/download-directories\/1\/$/, directory],
];

export function contentAnswer(pathname: string): unknown {
  const path = pathname.replace(/^\/(de|en)(?=\/api\/)/, '');
  return ANSWERS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}
