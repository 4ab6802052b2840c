/**
 * Modules whose class depends on a value (variant, level, alias, kind) read it through a fixed choice
 * of classes, since CSS Modules are named exports (webpack.config.ts). The jest stand-in returns class
 * names as written (test/support/cssModule.js).
 */
import { EmbedModule } from '../../../client/modules/Embed';
import { audioEmbedPlayer } from '../../../shared/modules/audioPlayer';
import { socialMediaEmbedPlayer } from '../../../shared/modules/socialPlayer';
import { FullTeaser } from '../../../client/modules/FullTeaser';
import { Headline } from '../../../client/modules/Headline';
import { ImageModule } from '../../../client/modules/ImageModule';
import { ModuleRenderer } from '../../../client/modules/ModuleRenderer';
import type { ImageAlias } from '../../../shared/modules/image';
import { html, imageRef, node } from './render';

/** A value outside the field's options, as content stored under older rules may hold (the renderers fall back). */
const stored = <T,>(value: string | number) => value as unknown as T;

const classOf = (markup: string) => /^<\w+[^>]* class="([^"]*)"/.exec(markup)?.[1];

describe('classes chosen by a value', () => {
  it.each([
    ['default', 'teaser textOverImage'],
    ['image-right', 'teaser imageRight'],
    ['image-left', 'teaser imageLeft'],
    ['constructor', 'teaser textOverImage'],
    ['', 'teaser textOverImage'],
  ])('full teaser variant "%s" gets the classes "%s"', (extra_class, classes) => {
    const markup = html(<FullTeaser node={node('full-teaser', { extra_class: stored<'default'>(extra_class), headline: 'H' }, { images: { image: imageRef() } })} />);
    expect(classOf(markup)).toBe(classes);
    expect(markup).toContain(`data-variant="${classes.endsWith('textOverImage') ? 'default' : extra_class}"`);
  });

  it.each([
    [3, 'headline level3'],
    [6, 'headline level6'],
    [9, 'headline level2'],
  ])('headline level %i gets the classes "%s"', (headline_level, classes) => {
    expect(classOf(html(<Headline node={node('headline', { content: 'H', headline_level: stored<2>(headline_level) })} />))).toBe(classes);
  });

  it('gives only the vertical image its own class', () => {
    const image = (alias: ImageAlias) => html(<ImageModule node={node('image', { alias }, { images: { image: imageRef() } })} />);
    expect(classOf(image('vertical'))).toBe('figure vertical');
    expect(classOf(image('large'))).toBe('figure');
  });

  it('marks a headline module for the spacing after it, and no other kind', () => {
    expect(classOf(html(<ModuleRenderer node={node('headline', { content: 'H', headline_level: 2 })} />))).toBe('module headline');
    expect(classOf(html(<ModuleRenderer node={node('quote', { content: 'Q' })} />))).toBe('module');
  });

  it('gives social media embeds their own class', () => {
    const social = html(<EmbedModule node={node('social-media', { embed: 'https://www.instagram.com/p/C0deX/' })} build={socialMediaEmbedPlayer} social />);
    expect(classOf(social)).toBe('embed socialMedia');
    const audio = html(<EmbedModule node={node('audio', { embed: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk' })} build={audioEmbedPlayer} />);
    expect(classOf(audio)).toBe('embed');
  });
});
