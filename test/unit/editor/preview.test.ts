/** The device preview's address and scale (client/editor/preview), and the `?preview` parameter. */
import { previewScale, PREVIEW_DEVICES } from '../../../client/editor/preview/devices';
import { previewUrl } from '../../../client/editor/preview/DevicePreview';
import { EDITOR_QUERY_PARAMS, isEditMode, isPreviewFrame, normalizePageQuery } from '../../../shared/routes/pageQuery';

describe('previewUrl', () => {
  it('loads the page with ?preview in place of the editor parameters', () => {
    expect(previewUrl('/de/ueber-uns', '?edit')).toBe('/de/ueber-uns?preview');
    expect(previewUrl('/de/ueber-uns', '?edit&v=12')).toBe('/de/ueber-uns?preview');
    expect(previewUrl('/de/konzerte', '?edit&genre=jazz')).toBe('/de/konzerte?genre=jazz&preview');
  });
});

describe('previewScale', () => {
  it('shrinks a frame wider than the room, never enlarges one', () => {
    expect(previewScale(1440, 720)).toBe(0.5);
    expect(previewScale(390, 1200)).toBe(1);
    expect(previewScale(768, 0)).toBe(1);
  });
  it('has the three sizes of issue 27', () => {
    expect(PREVIEW_DEVICES.map((d) => d.width)).toEqual([390, 768, 1440]);
  });
});

describe('?preview', () => {
  it('is the editor’s: never cached, dropped from the normalised query, not edit mode', () => {
    expect(isPreviewFrame('?preview')).toBe(true);
    expect(isPreviewFrame('?edit')).toBe(false);
    expect(isEditMode('?preview')).toBe(false);
    expect(EDITOR_QUERY_PARAMS).toContain('preview');
    expect(normalizePageQuery('?preview&page=2')).toBe('?page=2');
  });
});
