/**
 * Embeds are stored as a URL or as pasted embed code, and accepted only from allowed hosts. Visitors
 * never get the pasted code: the site builds its own iframe from the parsed URL, with the builder of
 * the embed's kind (./videoPlayer.ts, ./audioPlayer.ts, ./viewerPlayer.ts, ./socialPlayer.ts): only
 * https, only ids matched by strict patterns, null when the embed cannot become a player we trust.
 */

export const EMBED_HOSTS = {
  video: ['youtube.com', 'youtube-nocookie.com', 'youtu.be', 'vimeo.com'],
  audio: ['soundcloud.com', 'open.spotify.com', 'embed.podcasts.apple.com', 'podigee.io', 'podigee.com'],
  viewer: ['issuu.com', 'calameo.com', 'yumpu.com'],
  socialMedia: ['instagram.com', 'facebook.com', 'x.com', 'twitter.com'],
} as const;

/** The src of the first iframe in embed code, or the input itself when it is a URL. */
export function extractEmbedUrl(input: string): string {
  const trimmed = input.trim();
  const src = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(trimmed);
  if (src) return src[1].replace(/&amp;/g, '&');
  // Podigee's official embed code: <script class="podigee-podcast-player" src="…" data-configuration="https://…podigee.io/…/embed?context=external">
  const configuration = /<script[^>]*\sdata-configuration\s*=\s*["']([^"']+)["']/i.exec(trimmed);
  if (configuration) return configuration[1].replace(/&amp;/g, '&');
  const href = /<(?:a|blockquote)[^>]*\s(?:href|data-instgrm-permalink|cite)\s*=\s*["']([^"']+)["']/i.exec(trimmed);
  return href ? href[1].replace(/&amp;/g, '&') : trimmed;
}

/** Parses an embed and checks its host (the host itself or any subdomain of it). null when not allowed. */
export function parseEmbed(input: string, allowedHosts: readonly string[]): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(extractEmbedUrl(input));
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  const allowed = allowedHosts.some((allowedHost) => host === allowedHost || host.endsWith(`.${allowedHost}`));
  return allowed ? parsed : null;
}

/** What the site builds from an embed: its iframe. */
export interface EmbedPlayer {
  /** the iframe's src */
  src: string;
  /** the provider, for the iframe's title and styling */
  provider: string;
  /** width / height of a responsive frame, or a fixed height in px */
  aspectRatio?: number;
  height?: number;
  /** the service's own poster image of a video (YouTube's), shown only with consent to external media */
  poster?: string;
}

export const ID = /^[\w-]+$/;
export const hostIs = (url: URL, host: string) => url.hostname === host || url.hostname.endsWith(`.${host}`);
export const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

/** The player `build` makes of an embed from one of `hosts`, or null (not allowed, not understood). */
export function playerOf(input: string, hosts: readonly string[], build: (url: URL) => EmbedPlayer | null): EmbedPlayer | null {
  const url = input ? parseEmbed(input, hosts) : null;
  if (!url) return null;
  try {
    return build(url);
  } catch {
    return null;
  }
}
