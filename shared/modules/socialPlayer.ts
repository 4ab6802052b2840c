/** Social media posts (Instagram, Facebook, X): the player of an embed, built from the parsed URL (see ./embed.ts). */
import { EMBED_HOSTS, hostIs, ID, playerOf, segments, type EmbedPlayer } from './embed';

export function socialPlayer(url: URL): EmbedPlayer | null {
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

/** The trusted player of a socialMedia embed (URL or pasted code), or null. */
export function socialMediaEmbedPlayer(input: string): EmbedPlayer | null {
  return playerOf(input, EMBED_HOSTS.socialMedia, socialPlayer);
}
