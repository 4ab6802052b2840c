import type { ImageRef } from '../../../shared/contract/common';
import { pictureModel } from '../../../client/media/Picture';
import { serializeState } from '../../../client/snapshot';
import { ShownImages } from '../../../server/render/shownImages';
import { imageWithEveryRendition } from '../../support/fakeCms';

const image = imageWithEveryRendition;

/** The state as the browser reads it back from the page. */
const sent = (state: unknown, shown: ShownImages) => JSON.parse(shown.serialize(state)) as typeof state;

describe('the snapshot of a visitor page keeps only the renditions its pictures read', () => {
  it('keeps an image shown in one alias to that alias, its shape and large (the og:image)', () => {
    const shown = new ShownImages();
    const card = image(1);
    const portrait = image(2);
    shown.note(card, 'horizontal');
    shown.note(portrait, 'vertical');
    const state = sent({ list: [{ image: card }, { image: portrait }] }, shown) as { list: { image: ImageRef }[] };
    expect(Object.keys(state.list[0].image.renditions)).toEqual(['large', 'horizontal', 'horizontal-small']);
    expect(Object.keys(state.list[1].image.renditions)).toEqual(['large', 'vertical', 'vertical-small']);
    // the rest of the image travels as it was
    expect({ ...state.list[0].image, renditions: null }).toEqual({ ...card, renditions: null });
  });

  it('keeps the union when one image object is shown in two aliases', () => {
    const shown = new ShownImages();
    const both = image(1);
    shown.note(both, 'thumbnail');
    shown.note(both, 'large');
    const state = sent({ image: both }, shown) as { image: ImageRef };
    expect(Object.keys(state.image.renditions)).toEqual(['large', 'medium', 'small', 'thumbnail']);
  });

  it("keeps only large of an image the page did not show (an og:image, a picture's first fallback), even with the id of one shown", () => {
    const shown = new ShownImages();
    shown.note(image(1), 'vertical');
    const state = sent({ later: image(1), older: { ...image(2), renditions: { medium: image(2).renditions.medium } } }, shown) as { later: ImageRef; older: ImageRef };
    expect(state.later.renditions).toEqual({ large: image(1).renditions.large });
    expect(pictureModel(state.later, 'horizontal').src).toBe('/media/renditions/1-large.jpg');
    // an image without large keeps what it has
    expect(Object.keys(state.older.renditions)).toEqual(['medium']);
  });

  it('changes nothing but renditions', () => {
    const state = { title: 'Saal', list: [1, 'x', null, { nested: true, at: '2026-12-06T11:00:00+01:00' }], text: 'renditions' };
    expect(new ShownImages().serialize(state)).toBe(serializeState(state));
  });

  it.each(['large', 'medium', 'small', 'vertical', 'vertical-small', 'horizontal', 'horizontal-small', 'thumbnail', 'wide'])(
    'gives the browser the same picture in alias %s as the server rendered, also for images lacking renditions',
    (alias) => {
      const full = image(1);
      const { 'horizontal-small': _hs, ...older } = full.renditions;
      const { large: _l, ...withoutLarge } = full.renditions;
      for (const rendered of [full, { ...full, renditions: older }, { ...full, renditions: withoutLarge }, { ...full, renditions: { vertical: full.renditions.vertical } }]) {
        const shown = new ShownImages();
        shown.note(rendered, alias);
        const { image: trimmed } = sent({ image: rendered }, shown) as { image: ImageRef };
        expect(pictureModel(trimmed, alias)).toEqual(pictureModel(rendered, alias));
      }
    },
  );
});
