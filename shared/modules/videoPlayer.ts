/**
 * The video player of an embed (YouTube via youtube-nocookie, Vimeo with dnt). Each kind's player is
 * a module of its own (./audioPlayer.ts …), so a page downloads only the players of its modules.
 */
import { EMBED_HOSTS, hostIs, ID, playerOf, segments, type EmbedPlayer } from './embed';

/** Where YouTube's poster images come from (the CSP's img-src allows it: server/middleware/security.ts). Vimeo's need an API call: none. */
export const VIDEO_POSTER_ORIGIN = 'https://i.ytimg.com';

function youtubeId(url: URL): string | null {
  if (hostIs(url, 'youtu.be')) return segments(url)[0] ?? null;
  const v = url.searchParams.get('v');
  if (v) return v;
  const [first, second] = segments(url);
  return first === 'embed' || first === 'shorts' || first === 'live' || first === 'v' ? (second ?? null) : null;
}

export function videoPlayer(url: URL): EmbedPlayer | null {
  if (hostIs(url, 'vimeo.com')) {
    const id = segments(url).find((part) => /^\d+$/.test(part));
    return id ? { src: `https://player.vimeo.com/video/${id}?dnt=1`, provider: 'Vimeo', aspectRatio: 16 / 9 } : null;
  }
  const id = youtubeId(url);
  if (!id || !ID.test(id)) return null;
  return { src: `https://www.youtube-nocookie.com/embed/${id}?rel=0`, provider: 'YouTube', aspectRatio: 16 / 9, poster: `${VIDEO_POSTER_ORIGIN}/vi/${id}/hqdefault.jpg` };
}

/** The trusted video player of a video URL (or pasted embed code), or null. */
export function videoEmbedPlayer(input: string): EmbedPlayer | null {
  return playerOf(input, EMBED_HOSTS.video, videoPlayer);
}
