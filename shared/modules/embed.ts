/**
 * Embeds are stored as a URL or as pasted embed code, and accepted only from allowed hosts. Visitors
 * never get the pasted code: the site builds its own iframe from the parsed URL.
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
