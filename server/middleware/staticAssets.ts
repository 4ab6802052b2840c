/** The client build under /static: content-hashed names, so cached for a year as immutable. */
import express, { type Router } from 'express';

export function staticAssets(publicDir: string): Router {
  const router = express.Router();
  router.use(express.static(publicDir, { immutable: true, maxAge: '1y', index: false, redirect: false }));
  // A missing asset is a plain 404, not a rendered page.
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
