/**
 * The origin of absolute URLs (canonical, hreflang, Open Graph, sitemap, feeds, JSON-LD): PUBLIC_URL
 * when set. Without it, the request's host, but only a trusted one: a well-formed host name (or IP
 * literal) with an optional port, and, when PUBLIC_HOSTS is set, one of those. Any other Host answers
 * 400 before anything builds a URL from it, so a forged Host can never end up in a page, a feed or a
 * cache (docs/seo.md).
 *
 * In production with neither PUBLIC_URL nor PUBLIC_HOSTS, no request's host is ever used: a CDN that
 * does not key on X-Forwarded-Host could otherwise keep a page or sitemap naming an attacker's host
 * for everyone. The origin is then '' and the URLs are relative (the start says so in one line).
 * What cannot be valid with relative URLs is not written at all then (docs/seo.md, "Without a
 * public origin"): robots.txt names no sitemap, the sitemaps and the stories feeds answer 404, a
 * calendar's concerts have no URL property.
 */
import type { Request, RequestHandler } from 'express';
import { localeOfPath } from '../../shared/routes';

export interface OriginOptions {
  publicUrl?: string;
  /** lower-case host names (with port when not the default); empty: any well-formed host */
  publicHosts?: readonly string[];
  /** NODE_ENV=production: without PUBLIC_URL or PUBLIC_HOSTS, URLs are relative, never from the request */
  production?: boolean;
}

/** The origin of relative URLs: what a production site without PUBLIC_URL or PUBLIC_HOSTS uses. */
export const RELATIVE_ORIGIN = '';

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** a DNS name, an IPv4 address or a bracketed IPv6 literal, with an optional port */
export const HOST_PATTERN = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, 'i');

/** Production without PUBLIC_URL or PUBLIC_HOSTS: every URL is relative, none names a host. */
export const relativeUrlsOnly = (options: OriginOptions): boolean => !options.publicUrl && !!options.production && !options.publicHosts?.length;

/** The origin for this request, or null when its host is not one we may build URLs from. */
export function requestOrigin(req: Request, options: OriginOptions): string | null {
  if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
  if (relativeUrlsOnly(options)) return RELATIVE_ORIGIN;
  const host = (req.host ?? '').toLowerCase();
  if (!host || host.length > 255 || !HOST_PATTERN.test(host)) return null;
  if (options.publicHosts?.length && !options.publicHosts.includes(host)) return null;
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

const MESSAGES = { de: 'Ungültiger Host.', en: 'Invalid host.' };

/** Answers 400 (plain text, in the path's language) when the request's host is not trusted. */
export function hostGuard(options: OriginOptions): RequestHandler {
  return (req, res, next) => {
    if (requestOrigin(req, options) !== null) return next();
    res.status(400).type('text/plain').send(MESSAGES[localeOfPath(req.path) ?? 'de']);
  };
}
