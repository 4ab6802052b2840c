/**
 * Security headers (helmet) with a Content-Security-Policy that allows scripts from our origin and,
 * for inline scripts, only those carrying this request's nonce: no 'unsafe-inline' for scripts.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { VIDEO_POSTER_ORIGIN } from '../../shared/modules/videoPlayer';

export const nonceOf = (res: Response): string => res.locals.cspNonce as string;

/**
 * Origins of the embed players that content modules frame after external-media consent
 * (shared/modules/{video,audio,viewer,social}Player.ts build their URLs; keep both in step).
 */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://w.soundcloud.com',
  'https://open.spotify.com',
  'https://embed.podcasts.apple.com',
  'https://*.podigee.io',
  'https://e.issuu.com',
  'https://v.calameo.com',
  'https://www.yumpu.com',
  'https://www.instagram.com',
  'https://www.facebook.com',
  'https://platform.twitter.com',
];

/** Hosts a consented tag manager loads from and reports to (added only when one is configured). */
export const TAG_MANAGER_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

/** Strict-Transport-Security, sent only when the site runs on HTTPS (PUBLIC_URL https://…): pages and proxied answers. */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

export function security(options: { https: boolean; tagManager?: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    // never on plain http (a local run, a test): a browser would then refuse http for a year
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      directives: {
        scriptSrc: [
          "'self'",
          (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res as Response)}'`,
          ...(options.tagManager ? TAG_MANAGER_HOSTS.script : []),
        ],
        frameSrc: ["'self'", ...EMBED_FRAME_ORIGINS],
        // YouTube's video posters, loaded only after consent to external media (client/modules/Video.tsx)
        imgSrc: ["'self'", 'data:', VIDEO_POSTER_ORIGIN, ...(options.tagManager ? TAG_MANAGER_HOSTS.img : [])],
        ...(options.tagManager ? { connectSrc: ["'self'", ...TAG_MANAGER_HOSTS.connect] } : {}),
        // Only behind HTTPS: on plain http (local runs, tests) it would break every subresource.
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
  });
  return [nonce, headers];
}
