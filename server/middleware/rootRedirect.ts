/**
 * `/` has no page of its own: redirect to the request's language (server/middleware/i18n.ts: /en
 * for browsers that prefer English, else /de).
 */
import type { RequestHandler } from 'express';

export const rootRedirect: RequestHandler = (req, res) => {
  const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
  res.vary('Accept-Language');
  res.set('Cache-Control', 'no-cache');
  res.redirect(302, `/${req.language}${query}`);
};
