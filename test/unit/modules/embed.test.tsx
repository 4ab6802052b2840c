import { EmbedModule } from '../../../client/modules/Embed';
import { Video } from '../../../client/modules/Video';
import { readExternalMediaConsent } from '../../../client/consent/useExternalMediaConsent';
import { videoEmbedPlayer } from '../../../shared/modules/videoPlayer';
import { audioEmbedPlayer } from '../../../shared/modules/audioPlayer';
import { socialMediaEmbedPlayer } from '../../../shared/modules/socialPlayer';
import { viewerEmbedPlayer } from '../../../shared/modules/viewerPlayer';
import { html, imageRef, node } from './render';

describe('embed players built from the parsed URL, each kind by its own builder', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Flussstadt1', 'https://www.youtube-nocookie.com/embed/Flussstadt1?rel=0'],
    ['https://youtu.be/abc_DEF-123', 'https://www.youtube-nocookie.com/embed/abc_DEF-123?rel=0'],
    ['<iframe src="https://www.youtube.com/embed/xyz" onload="alert(1)"></iframe>', 'https://www.youtube-nocookie.com/embed/xyz?rel=0'],
    ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456?dnt=1'],
  ])('video %s -> %s', (input, src) => {
    expect(videoEmbedPlayer(input)?.src).toBe(src);
  });

  it.each(['', 'https://evil.example/watch?v=abc', 'javascript:alert(1)//youtube.com', 'https://www.youtube.com/watch?v=a"><script>', 'https://soundcloud.com/orchester/probe'])('the video builder refuses %j', (input) => {
    expect(videoEmbedPlayer(input)).toBeNull();
  });

  it('builds audio, viewer and social players, and refuses hosts outside the allowlist or odd ids', () => {
    expect(audioEmbedPlayer('https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk')?.src).toBe('https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk');
    expect(audioEmbedPlayer('https://soundcloud.com/orchester/probe')?.src).toBe('https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Forchester%2Fprobe&visual=false');
    expect(viewerEmbedPlayer('https://issuu.com/philharmonie/docs/saison')?.src).toBe('https://e.issuu.com/embed.html?u=philharmonie&d=saison');
    expect(socialMediaEmbedPlayer('https://www.instagram.com/p/C0deX/')?.src).toBe('https://www.instagram.com/p/C0deX/embed');
    expect(socialMediaEmbedPlayer('https://x.com/orchester/status/12345')?.src).toBe('https://platform.twitter.com/embed/Tweet.html?id=12345&dnt=true');
    expect(socialMediaEmbedPlayer('https://evil.example/p/1')).toBeNull();
    expect(audioEmbedPlayer('https://www.youtube.com/watch?v=abc')).toBeNull();
  });
});

describe('podigee audio (SPEC §5: audio embeds from podigee accepted)', () => {
  it('accepts the player\'s official embed code, an episode URL and its /embed', () => {
    const official =
      '<script class="podigee-podcast-player" src="https://player.podigee-cdn.net/podcast-player/javascripts/podigee-podcast-player.js" data-configuration="https://orchester.podigee.io/12-probenbesuch/embed?context=external"></script>';
    expect(audioEmbedPlayer(official)).toEqual({ src: 'https://orchester.podigee.io/12-probenbesuch/embed?context=external', provider: 'Podigee', height: 200 });
    expect(audioEmbedPlayer('<script class="podigee-podcast-player" src="https://player.podigee-cdn.net/x.js" data-configuration="https://orchester.podigee.io/embed.json?context=external&amp;source=web"></script>')?.src).toBe(
      'https://orchester.podigee.io/embed?context=external',
    );
    expect(audioEmbedPlayer('https://orchester.podigee.io/12-probenbesuch')?.src).toBe('https://orchester.podigee.io/12-probenbesuch/embed?context=external');
    expect(audioEmbedPlayer('<iframe src="https://orchester.podigee.io/12-probenbesuch/embed?context=external"></iframe>')?.src).toBe('https://orchester.podigee.io/12-probenbesuch/embed?context=external');
  });

  it('refuses a configuration from elsewhere and odd paths', () => {
    expect(audioEmbedPlayer('<script src="https://player.podigee-cdn.net/x.js" data-configuration="https://evil.example/embed"></script>')).toBeNull();
    expect(audioEmbedPlayer('https://orchester.podigee.io/a%22b/embed')).toBeNull();
  });
});

describe('external media waits for consent', () => {
  it('shows a placeholder with the allow button, and no iframe, before consent', () => {
    const markup = html(<EmbedModule node={node('audio', { embed: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk' })} build={audioEmbedPlayer} />);
    expect(markup).not.toContain('<iframe');
    expect(markup).toContain('data-embed-placeholder');
    expect(markup).toContain('Externe Medien erlauben');
    expect(markup).toContain('Spotify');
  });

  it('shows the video poster with the consent notice instead of the player', () => {
    const markup = html(<Video node={node('video', { video_url: 'https://www.youtube.com/watch?v=Flussstadt1', title: 'Drei Minuten' }, { images: { image: imageRef() } })} />, { locale: 'en' });
    expect(markup).not.toContain('<iframe');
    expect(markup).toContain('/media/r/horizontal.avif');
    expect(markup).toContain('Allow external media');
    expect(markup).toContain('Drei Minuten');
  });

  it('renders nothing for an embed it cannot trust', () => {
    expect(html(<EmbedModule node={node('social-media', { embed: '<script>alert(1)</script>' })} build={socialMediaEmbedPlayer} social />)).toBe('');
  });

  it('reads the consent cookie', () => {
    expect(readExternalMediaConsent('a=1; consent_external_media=1')).toBe(true);
    expect(readExternalMediaConsent('consent_external_media=0')).toBe(false);
    expect(readExternalMediaConsent('')).toBe(false);
  });
});
