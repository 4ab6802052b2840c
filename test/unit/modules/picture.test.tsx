import { Picture, pictureModel } from '../../../client/media/Picture';
import { PageContent } from '../../../client/pages/PageContent';
import { page } from '../../support/fakeCms';
import { html, imageRef, node } from './render';

describe('Picture', () => {
  it('offers AVIF and WebP sources and a JPEG img of the alias, with width descriptors, sizes, width and height', () => {
    const markup = html(<Picture image={imageRef()} alias="vertical" sizes="50vw" />);
    expect(markup).toContain('<source type="image/avif" srcSet="/media/r/vertical.avif 400w" sizes="50vw"/>');
    expect(markup).toContain('<source type="image/webp" srcSet="/media/r/vertical.webp 400w" sizes="50vw"/>');
    expect(markup).toMatch(/<img src="\/media\/r\/vertical\.jpg" srcSet="\/media\/r\/vertical\.jpg 400w" sizes="50vw" width="400" height="500" alt="A violin" loading="lazy"/);
    expect(markup.indexOf('avif')).toBeLessThan(markup.indexOf('webp'));
  });

  it('lists every rendition of the same shape as a candidate, so a phone can take the smaller one', () => {
    const model = pictureModel(imageRef(), 'large');
    expect(model.sources).toEqual([
      { type: 'image/avif', srcSet: '/media/r/medium.avif 960w, /media/r/large.avif 1600w' },
      { type: 'image/webp', srcSet: '/media/r/medium.webp 960w, /media/r/large.webp 1600w' },
    ]);
    expect(model).toMatchObject({ src: '/media/r/large.jpg', srcSet: '/media/r/medium.jpg 960w, /media/r/large.jpg 1600w', width: 1600, height: 1000 });
    // a crop of another shape is no candidate of the proportional renditions, and the other way round
    expect(pictureModel(imageRef(), 'horizontal').srcSet).toBe('/media/r/horizontal.jpg 1240w');
    // without a sizes of its own, the image is taken as wide as the viewport
    expect(html(<Picture image={imageRef()} alias="large" />)).toContain('sizes="100vw"');
  });

  it('offers a crop and its -small size as candidates of each other, and an image stored before the -small crops its one crop', () => {
    const base = imageRef();
    const r = (alias: string, width: number, height: number) => ({ width, height, webp: `/media/r/${alias}.webp`, avif: `/media/r/${alias}.avif`, jpeg: `/media/r/${alias}.jpg` });
    const image = { ...base, renditions: { ...base.renditions, 'horizontal-small': r('horizontal-small', 800, 452), 'vertical-small': r('vertical-small', 320, 400) } };
    expect(pictureModel(image, 'horizontal')).toMatchObject({
      sources: [
        { type: 'image/avif', srcSet: '/media/r/horizontal-small.avif 800w, /media/r/horizontal.avif 1240w' },
        { type: 'image/webp', srcSet: '/media/r/horizontal-small.webp 800w, /media/r/horizontal.webp 1240w' },
      ],
      src: '/media/r/horizontal.jpg',
      srcSet: '/media/r/horizontal-small.jpg 800w, /media/r/horizontal.jpg 1240w',
      width: 1240,
      height: 700,
    });
    expect(pictureModel(image, 'vertical').srcSet).toBe('/media/r/vertical-small.jpg 320w, /media/r/vertical.jpg 400w');
    expect(pictureModel(base, 'vertical').srcSet).toBe('/media/r/vertical.jpg 400w');
  });

  it('loads lazily unless it is the first image: then eagerly with high fetch priority', () => {
    expect(html(<Picture image={imageRef()} alias="large" />)).not.toContain('fetchPriority');
    const first = html(<Picture image={imageRef()} alias="large" priority />);
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/fetchPriority="high"/i);
  });

  it('falls back to another rendition, then to the original, when the alias is missing', () => {
    const image = imageRef();
    expect(pictureModel({ ...image, renditions: { medium: image.renditions.medium } }, 'vertical')).toMatchObject({ src: '/media/r/medium.jpg', width: 960, height: 600 });
    expect(pictureModel({ ...image, renditions: {} }, 'large')).toEqual({ sources: [], src: '/media/originals/a.png', srcSet: '', width: 1600, height: 1000, alt: 'A violin' });
    // the original alone: no srcset, so no sizes either
    expect(html(<Picture image={{ ...image, renditions: {} }} alias="large" sizes="50vw" />)).not.toContain('sizes');
  });

  it('marks only the first image of a page as eager', () => {
    const first = node('image', { alias: 'large' }, { images: { image: imageRef({ id: 1 }) }, order: 1 });
    const second = node('image', { alias: 'large' }, { images: { image: imageRef({ id: 2 }) }, order: 2 });
    const content = page({
      modules: [{ id: 1, slug: 'a', locale: 'de', content_type: 'page', object_id: 1, parent: null, layout: 0, order: 0, modules: [second, first] }],
    });
    const markup = html(<PageContent page={content} title="T" />);
    expect((markup.match(/loading="eager"/g) ?? []).length).toBe(1);
    expect((markup.match(/loading="lazy"/g) ?? []).length).toBe(1);
    // the eager one is the module ordered first
    expect(markup.indexOf('loading="eager"')).toBeLessThan(markup.indexOf('loading="lazy"'));
  });

  it('gives a with-header-image page its header image as the eager one, and every module image stays lazy', () => {
    const content = page({
      page_type: 'with-header-image',
      header_image: imageRef({ id: 9 }),
      modules: [{ id: 1, slug: 'a', locale: 'de', content_type: 'page', object_id: 1, parent: null, layout: 0, order: 0, modules: [node('image', { alias: 'large' }, { images: { image: imageRef() } })] }],
    });
    const markup = html(<PageContent page={content} title="T" />);
    expect((markup.match(/loading="eager"/g) ?? []).length).toBe(1);
    expect(markup).toContain('<h1');
  });
});
