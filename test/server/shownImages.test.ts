/**
 * A visitor's page carries in its snapshot only the renditions its pictures read
 * (server/render/shownImages.ts): the header image of a page shown in the alias `large` keeps the
 * renditions of that shape, and every address its <picture> names is among them; one the page does
 * not show keeps `large` (its og:image). An editor's page keeps every rendition (the editor may show
 * the image in any alias).
 */
import request from 'supertest';
import type { Page } from '../../shared/contract/pages';
import { SESSION_COOKIE } from '../../shared/constants';
import { imageWithEveryRendition, page, startFakeCms, type FakeCms } from '../support/fakeCms';
import { testApp } from '../support/testApp';

const EDITOR_SESSION = 'an-editors-session';
const headerImage = imageWithEveryRendition(7);

let cms: FakeCms;

beforeAll(async () => {
  cms = await startFakeCms({
    pages: {
      'de:saal': page({ page_type: 'with-header-image', header_image: headerImage, urls: { de: '/de/saal' } }),
      // a plain page does not show its header image
      'de:text': page({ page_type: 'default', header_image: headerImage, urls: { de: '/de/text' } }),
    },
    editors: { [EDITOR_SESSION]: 'redaktion' },
  });
}, 60_000);

afterAll(() => cms.close());

const stateOf = (html: string) => JSON.parse(/<script id="__STATE__"[^>]*>(.*?)<\/script>/s.exec(html)![1]) as { page: { current: Page } };
const pictureUrls = (html: string) => [...html.slice(html.indexOf('<body>'), html.indexOf('<script id="__STATE__"')).matchAll(/\/media\/renditions\/7-[\w-]+\.\w+/g)].map(([url]) => url);

describe("a page's snapshot and its pictures", () => {
  it("keeps for a visitor the renditions of the shown alias's shape, and every address the page's picture names", async () => {
    const response = await request(testApp(cms.url)).get('/de/saal').expect(200);
    const { renditions } = stateOf(response.text).page.current.header_image!;
    expect(Object.keys(renditions)).toEqual(['large', 'medium', 'small']);
    const kept = new Set(Object.values(renditions).flatMap((r) => [r.webp, r.avif, r.jpeg]));
    const shown = pictureUrls(response.text);
    expect(shown).toContain('/media/renditions/7-small.avif');
    expect(shown.filter((url) => !kept.has(url))).toEqual([]);
  });

  it('keeps large of an image the page does not show (its og:image, should a loader run again in the browser)', async () => {
    const response = await request(testApp(cms.url)).get('/de/text').expect(200);
    expect(stateOf(response.text).page.current.header_image!.renditions).toEqual({ large: headerImage.renditions.large });
    expect(pictureUrls(response.text)).toEqual([]);
  });

  it('keeps every rendition for a logged-in editor', async () => {
    const response = await request(testApp(cms.url)).get('/de/saal').set('Cookie', `${SESSION_COOKIE}=${EDITOR_SESSION}`).expect(200);
    expect(Object.keys(stateOf(response.text).page.current.header_image!.renditions)).toEqual(Object.keys(headerImage.renditions));
  });
});
