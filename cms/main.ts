/**
 * `npm run cms`: the back end on its own (a remote CMS for SSR instances with CMS_URL), built to
 * build/cms/main.js and run with plain Node (`node build/cms/main.js`):
 *   CMS_PORT (default 8000), CMS_HOST (default 0.0.0.0), plus the variables of cms/config.ts.
 * Prints `CMS listening on <url>`; SIGTERM or SIGINT closes it (exit 0); a failed start exits 1.
 */
import { startCms } from './index';

const port = Number.parseInt(process.env.CMS_PORT ?? '8000', 10);
const host = process.env.CMS_HOST ?? '0.0.0.0';

startCms({ host, port })
  .then((cms) => {
    console.log(`CMS listening on ${cms.url}`);
    const stop = () => {
      cms.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
