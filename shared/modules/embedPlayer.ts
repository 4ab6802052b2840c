/**
 * The player URL of an embed, built by us from the parsed URL (never the pasted HTML): only the
 * allowed hosts of embed.ts, only https, only ids matched by strict patterns. null when the embed
 * cannot be turned into a player we trust.
 */
import { EMBED_HOSTS, parseEmbed } from './embed';

export type EmbedKind = keyof typeof EMBED_HOSTS;

export interface EmbedPlayer {
  /** the iframe's src */
  src: string;
  /** the provider, for the iframe's title and styling */
  provider: string;
  /** width / height of a responsive frame, or a fixed height in px */
  aspectRatio?: number;
  height?: number;
}

const ID = /^[\w-]+$/;
const hostIs = (url: URL, host: string) => url.hostname === host || url.hostname.endsWith(`.${host}`);
const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

function youtubeId(url: URL): string | null {
  if (hostIs(url, 'youtu.be')) return segments(url)[0] ?? null;
  const v = url.searchParams.get('v');
  if (v) return v;
  const [first, second] = segments(url);
  return first === 'embed' || first === 'shorts' || first === 'live' || first === 'v' ? (second ?? null) : null;
}

function videoPlayer(url: URL): EmbedPlayer | null {
  if (hostIs(url, 'vimeo.com')) {
    const id = segments(url).find((part) => /^\d+$/.test(part));
    return id ? { src: `https://player.vimeo.com/video/${id}?dnt=1`, provider: 'Vimeo', aspectRatio: 16 / 9 } : null;
  }
  const id = youtubeId(url);
  if (!id || !ID.test(id)) return null;
  return { src: `https://www.youtube-nocookie.com/embed/${id}?rel=0`, provider: 'YouTube', aspectRatio: 16 / 9 };
}

function audioPlayer(url: URL): EmbedPlayer | null {
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
    const path = segments(url).filter((part) => part !== 'embed');
    if (path.length === 0 || !path.every((part) => ID.test(part))) return null;
    return { src: `https://${url.hostname}/${path.join('/')}/embed?context=external`, provider: 'Podigee', height: 200 };
  }
  return null;
}

function viewerPlayer(url: URL): EmbedPlayer | null {
  if (hostIs(url, 'issuu.com')) {
    const u = url.searchParams.get('u');
    const d = url.searchParams.get('d');
    const [user, docs, doc] = segments(url);
    const [owner, document] = u && d ? [u, d] : docs === 'docs' ? [user, doc] : [null, null];
    if (!owner || !document || !ID.test(owner) || !ID.test(document)) return null;
    return { src: `https://e.issuu.com/embed.html?u=${owner}&d=${document}`, provider: 'Issuu', aspectRatio: 4 / 3 };
  }
  if (hostIs(url, 'calameo.com')) {
    const code = url.searchParams.get('bkcode') ?? segments(url).find((part, index, all) => index > 0 && (all[index - 1] === 'read' || all[index - 1] === 'books'));
    if (!code || !ID.test(code)) return null;
    return { src: `https://v.calameo.com/?bkcode=${code}`, provider: 'Calaméo', aspectRatio: 4 / 3 };
  }
  if (hostIs(url, 'yumpu.com')) {
    const parts = segments(url);
    const id = parts.find((part) => /^\d+$/.test(part));
    const lang = parts[0] && /^[a-z]{2}$/.test(parts[0]) ? parts[0] : 'de';
    if (!id) return null;
    return { src: `https://www.yumpu.com/${lang}/embed/view/${id}`, provider: 'Yumpu', aspectRatio: 4 / 3 };
  }
  return null;
}

function socialPlayer(url: URL): EmbedPlayer | null {
  if (hostIs(url, 'instagram.com')) {
    const [type, code] = segments(url);
    if (!type || !code || !/^(p|reel|tv)$/.test(type) || !ID.test(code)) return null;
    return { src: `https://www.instagram.com/${type}/${code}/embed`, provider: 'Instagram', height: 560 };
  }
  if (hostIs(url, 'facebook.com')) {
    if (url.pathname.startsWith('/plugins/')) {
      const href = url.searchParams.get('href');
      if (!href) return null;
      return socialPlayer(new URL(href));
    }
    if (!/^[\w/.-]+$/.test(url.pathname)) return null;
    const page = `https://www.facebook.com${url.pathname}`;
    return { src: `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent(page)}&show_text=true`, provider: 'Facebook', height: 560 };
  }
  if (hostIs(url, 'x.com') || hostIs(url, 'twitter.com')) {
    const id = url.searchParams.get('id') ?? segments(url).find((part, index, all) => all[index - 1] === 'status');
    if (!id || !/^\d+$/.test(id)) return null;
    return { src: `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true`, provider: 'X', height: 560 };
  }
  return null;
}

const BUILDERS: Record<EmbedKind, (url: URL) => EmbedPlayer | null> = {
  video: videoPlayer,
  audio: audioPlayer,
  viewer: viewerPlayer,
  socialMedia: socialPlayer,
};

/** The trusted player of an embed (URL or pasted code) of one kind, or null. */
export function embedPlayer(kind: EmbedKind, input: string): EmbedPlayer | null {
  if (!input) return null;
  const url = parseEmbed(input, EMBED_HOSTS[kind]);
  if (!url) return null;
  try {
    return BUILDERS[kind](url);
  } catch {
    return null;
  }
}
