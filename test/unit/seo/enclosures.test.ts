import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ArticleListItem } from '../../../shared/contract/stories';
import { enclosureLookup } from '../../../server/seo/enclosures';

/** a back end serving media: HEADs counted per path; /media/missing.jpg is 404 */
let server: http.Server;
let cmsUrl: string;
const heads: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    heads.push(`${req.method} ${req.url}`);
    if (req.url === '/media/missing.jpg') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '4321' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const story = (id: number, jpeg: string | null): ArticleListItem => ({
  id,
  slug: `s${id}`,
  title: `Story ${id}`,
  teaser: '',
  date: '2031-01-01',
  categories: [],
  tags: [],
  header_image: jpeg === null ? null : { id, url: jpeg, width: 1600, height: 900, alt: '', caption: '', copyright: '', renditions: { large: { width: 1600, height: 900, webp: '', avif: '', jpeg } } },
  is_highlight: false,
  url: { de: '', en: '' },
  admin_url: '',
});

test("an image's length is asked once per process (content-addressed names never change); an unknown one is asked again", async () => {
  const enclosuresOf = enclosureLookup({ cmsUrl, timeoutMs: 2000 });
  const articles = [story(1, '/media/renditions/aa/one.jpg'), story(2, '/media/missing.jpg'), story(3, null), story(4, 'https://elsewhere.example/x.jpg')];
  const first = await enclosuresOf(articles);
  expect([...first]).toEqual([[1, { url: '/media/renditions/aa/one.jpg', length: 4321, type: 'image/jpeg' }]]);
  expect([...heads].sort()).toEqual(['HEAD /media/missing.jpg', 'HEAD /media/renditions/aa/one.jpg']);

  const second = await enclosuresOf(articles);
  expect(second).toEqual(first);
  expect([...heads].sort()).toEqual(['HEAD /media/missing.jpg', 'HEAD /media/missing.jpg', 'HEAD /media/renditions/aa/one.jpg']);
});
