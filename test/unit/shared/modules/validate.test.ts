import { fieldErrorMap, getModuleSchema, moduleDefaults, PALETTE, parseEmbed, validateModule, EMBED_HOSTS } from '../../../../shared/modules/index';
import type { ModuleSchema } from '../../../../shared/modules/types';
import { videoEmbedPlayer } from '../../../../shared/modules/videoPlayer';

const schema = (model: string): ModuleSchema => {
  const found = getModuleSchema(model);
  if (!found) throw new Error(`no schema ${model}`);
  return found;
};

describe('module schemas', () => {
  it('offers every module kind of SPEC §3 in the palette', () => {
    expect(PALETTE.map((s) => s.model)).toEqual([
      'headline', 'text', 'link', 'image', 'faq', 'video', 'audio', 'viewer', 'quote',
      'full-teaser', 'teaser-list', 'image-list', 'video-list', 'social-media', 'logo-list', 'event-list',
    ]);
  });

  it('fills defaults, include_past true for event lists', () => {
    expect(moduleDefaults(schema('event-list'))).toEqual({
      extra_class: 'standard', only_bookable: false, past_as_last: false, include_past: true,
    });
  });

  it('refuses a headline without content and names the field in both languages', () => {
    const { errors } = validateModule(schema('headline'), { headline_level: 2, content: '  ' });
    expect(errors).toEqual([{ field: 'content', code: 'required' }]);
    expect(fieldErrorMap(errors, 'de')).toEqual({ content: ['Dieses Feld ist erforderlich.'] });
    expect(fieldErrorMap(errors, 'en')).toEqual({ content: ['This field is required.'] });
  });

  it('refuses a headline level outside 2..6', () => {
    const { errors } = validateModule(schema('headline'), { headline_level: 7, content: 'Hi' });
    expect(errors.map((e) => e.code)).toEqual(['option']);
  });

  it('accepts 256 characters of teaser text and refuses 257', () => {
    const base = { image_url: '/media/a.jpg', headline: 'H' };
    expect(validateModule(schema('teaser-item'), { ...base, text: 'x'.repeat(256) }).errors).toEqual([]);
    const { errors } = validateModule(schema('teaser-item'), { ...base, text: 'x'.repeat(257) });
    expect(errors).toEqual([{ field: 'text', code: 'maxLength', params: { max: 256 } }]);
    expect(fieldErrorMap(errors, 'en').text[0]).toBe('Please enter at most 256 characters.');
  });

  it('accepts an image id or an image URL for a required image', () => {
    const data = { headline: 'H', text: 'T' };
    expect(validateModule(schema('full-teaser'), { ...data, image: 3 }).errors).toEqual([]);
    expect(validateModule(schema('full-teaser'), data).errors).toEqual([{ field: 'image', code: 'required' }]);
    expect(validateModule(schema('full-teaser'), { ...data, image_url: '/media/a.jpg' }).errors).toEqual([]);
  });

  it('refuses an image address of another host, naming the upload (issue 45 item 8: the CSP would block it)', () => {
    for (const url of ['https://example.org/a.jpg', 'http://example.org/a.jpg', '//example.org/a.jpg', '/\\example.org/a.jpg']) {
      const { errors } = validateModule(schema('full-teaser'), { headline: 'H', text: 'T', image_url: url });
      expect(errors).toEqual([{ field: 'image_url', code: 'externalImage' }]);
    }
    const { errors } = validateModule(schema('image'), { image_url: 'https://example.org/a.jpg' });
    expect(fieldErrorMap(errors, 'de').image_url[0]).toMatch(/^Bilder anderer Websites kann die Seite nicht zeigen\. Laden Sie es in die Mediathek hoch/);
    expect(fieldErrorMap(errors, 'en').image_url[0]).toMatch(/^The site cannot show images of other websites\. Upload it to the media library/);
  });

  it('drops unknown fields', () => {
    const { data } = validateModule(schema('quote'), { content: 'Q', evil: '<script>' });
    expect(data).not.toHaveProperty('evil');
  });

  it('refuses link targets that are not paths or http(s) URLs', () => {
    const { errors } = validateModule(schema('link'), { content: 'Go', link_url: 'javascript:alert(1)' });
    expect(errors).toEqual([{ field: 'link_url', code: 'url' }]);
  });
});

describe('embeds', () => {
  it('accepts allowed hosts and their subdomains, in URLs and iframe code', () => {
    expect(parseEmbed('https://www.youtube.com/watch?v=abc', EMBED_HOSTS.video)?.hostname).toBe('www.youtube.com');
    expect(parseEmbed('<iframe src="https://player.vimeo.com/video/1"></iframe>', EMBED_HOSTS.video)?.pathname).toBe('/video/1');
  });

  it('refuses other hosts, look-alikes and non-http schemes', () => {
    expect(parseEmbed('https://evil.example/watch', EMBED_HOSTS.video)).toBeNull();
    expect(parseEmbed('https://notyoutube.com/x', EMBED_HOSTS.video)).toBeNull();
    expect(parseEmbed('https://youtube.com.evil.example/x', EMBED_HOSTS.video)).toBeNull();
    expect(parseEmbed('javascript:alert(1)//youtube.com', EMBED_HOSTS.video)).toBeNull();
  });

  it('is enforced by the video module', () => {
    const { errors } = validateModule(schema('video'), { image: 1, video_url: 'https://evil.example/v' });
    expect(errors.map((e) => e.code)).toEqual(['embedHost']);
  });

  it('a video needs no poster image: YouTube\'s own stands in, Vimeo has none (issue 45 item 9)', () => {
    for (const model of ['video', 'video-item']) {
      expect(validateModule(schema(model), { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).errors).toEqual([]);
      expect(validateModule(schema(model), { video_url: 'https://vimeo.com/123456' }).errors).toEqual([]);
      expect(validateModule(schema(model), {}).errors.map((e) => e.field)).toEqual(['video_url']);
    }
    expect(videoEmbedPlayer('https://youtu.be/dQw4w9WgXcQ')?.poster).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(videoEmbedPlayer('https://vimeo.com/123456')?.poster).toBeUndefined();
  });
});
