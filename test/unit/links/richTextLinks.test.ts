/** Which links inside rich text route in the app (client/links/useRichTextLinks.ts). */
import { internalPathOf } from '../../../client/links/useRichTextLinks';

const origin = 'https://philharmonie.example';

describe('internalPathOf', () => {
  it.each([
    ['/de/musikvermittlung/', '/de/musikvermittlung/'],
    ['/de/support/faq#faq-anreise', '/de/support/faq#faq-anreise'],
    [`${origin}/en/education?x=1#top`, '/en/education?x=1#top'],
  ])('routes %s in the app as %s', (href, path) => {
    expect(internalPathOf(href, origin)).toBe(path);
  });

  it.each(['https://other.example/de', 'mailto:info@example.org', '/media/downloads/ab/cd/programm.pdf', '//cdn.example/x', '#anchor'])(
    'leaves %s to the browser',
    (href) => {
      expect(internalPathOf(href, origin)).toBeNull();
    },
  );
});
