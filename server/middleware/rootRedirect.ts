/** `/` has no page of its own: redirect to /de, or /en for browsers that prefer English. */
import type { RequestHandler } from 'express';
import { preferredLocale } from './acceptLanguage';

export const rootRedirect: RequestHandler = (req, res) => {
  const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
  res.vary('Accept-Language');
  res.set('Cache-Control', 'no-cache');
  res.redirect(302, `/${preferredLocale(req.get('accept-language'))}${query}`);
};
