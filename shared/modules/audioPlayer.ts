/** Audio (SoundCloud, Spotify, Apple Podcasts, Podigee): the player of an embed, built from the parsed URL (see ./embed.ts). */
import { EMBED_HOSTS, hostIs, ID, playerOf, segments, type EmbedPlayer } from './embed';

export function audioPlayer(url: URL): EmbedPlayer | null {
  if (hostIs(url, 'soundcloud.com')) {
    // w.soundcloud.com/player/?url=… already names the track; otherwise the page URL is the track.
    const track = url.hostname === 'w.soundcloud.com' ? url.searchParams.get('url') : `https://soundcloud.com${url.pathname}`;
    if (!track || !/^https:\/\/(api\.)?soundcloud\.com\/[\w/-]+$/.test(track)) return null;
    return { src: `https://w.soundcloud.com/player/?url=${encodeURIComponent(track)}&visual=false`, provider: 'SoundCloud', height: 166 };
  }
  if (hostIs(url, 'open.spotify.com')) {
    const parts = segments(url).filter((part) => part !== 'embed' && !part.startsWith('intl-'));
    const [type, id] = parts;
    if (!type || !id || !/^(track|album|playlist|episode|show|artist)$/.test(type) || !ID.test(id)) return null;
    return { src: `https://open.spotify.com/embed/${type}/${id}`, provider: 'Spotify', height: type === 'track' || type === 'episode' ? 152 : 352 };
  }
  if (hostIs(url, 'embed.podcasts.apple.com')) {
    if (!/^[\w/.-]+$/.test(url.pathname)) return null;
    const id = url.searchParams.get('i');
    return { src: `https://embed.podcasts.apple.com${url.pathname}${id && /^\d+$/.test(id) ? `?i=${id}` : ''}`, provider: 'Apple Podcasts', height: 175 };
  }
  if (hostIs(url, 'podigee.io') || hostIs(url, 'podigee.com')) {
    // episode pages, their /embed, and the player configuration the official embed code names (/embed.json, /1-folge/embed.json)
    const path = segments(url).filter((part) => part !== 'embed' && part !== 'embed.json');
    if (!path.every((part) => ID.test(part)) || !/^[\w-]+\.podigee\.(io|com)$/.test(url.hostname)) return null;
    return { src: `https://${url.hostname}/${path.map((part) => `${part}/`).join('')}embed?context=external`, provider: 'Podigee', height: 200 };
  }
  return null;
}

/** The trusted player of a audio embed (URL or pasted code), or null. */
export function audioEmbedPlayer(input: string): EmbedPlayer | null {
  return playerOf(input, EMBED_HOSTS.audio, audioPlayer);
}
