/** The stories RSS (docs/seo.md): an enclosure only with its image's real length (RSS 2.0 requires it). */
import type { ArticleListItem } from '../../../shared/contract/stories';
import { enclosureImage, storiesRss } from '../../../server/seo/rss';

const story = (id: number, image: boolean): ArticleListItem => ({
  id,
  slug: `story-${id}`,
  title: `Story ${id}`,
  teaser: 'Teaser',
  date: '2031-02-03',
  categories: [],
  tags: [],
  header_image: image
    ? {
        id,
        url: `/media/originals/aa/${id}.png`,
        width: 1600,
        height: 900,
        alt: '',
        caption: '',
        copyright: '',
        renditions: { large: { width: 1600, height: 900, webp: `/media/renditions/aa/${id}-large.webp`, avif: `/media/renditions/aa/${id}-large.avif`, jpeg: `/media/renditions/aa/${id}-large.jpg` } },
      }
    : null,
  is_highlight: false,
  url: { de: `/de/stories/story-${id}/${id}`, en: `/en/stories/story-${id}/${id}` },
  admin_url: '',
});

test('the enclosure is the large JPEG with its length and type; without a known length there is none', () => {
  const known = story(1, true);
  const unknown = story(2, true);
  expect(enclosureImage(known)).toBe('/media/renditions/aa/1-large.jpg');
  const rss = storiesRss({
    origin: 'https://www.orchester.test',
    locale: 'de',
    title: 'Stories',
    description: 'Geschichten',
    selfPath: '/de/stories.rss',
    articles: [known, unknown, story(3, false)],
    enclosures: new Map([[1, { url: '/media/renditions/aa/1-large.jpg', length: 48213, type: 'image/jpeg' }]]),
  });
  expect(rss).toContain('<enclosure url="https://www.orchester.test/media/renditions/aa/1-large.jpg" type="image/jpeg" length="48213"/>');
  expect(rss.match(/<enclosure /g)).toHaveLength(1);
  expect(rss).not.toContain('length="0"');
});
