/**
 * `npm run cms`: the back end on its own (a remote CMS for SSR instances with CMS_URL), built to
 * build/cms/main.js and run with plain Node (`node build/cms/main.js`):
 *   CMS_PORT (default 8000), CMS_HOST (default 0.0.0.0), plus the variables of cms/config.ts.
 * Logs JSON lines (cms/logger.ts), among them `CMS listening on <url>`; SIGTERM or SIGINT closes it
 * (exit 0); a failed start logs why at `error` and exits 1.
 */
import { startCms } from './index';
import { commandLogger, logFailure } from './logger';
import { tuneProcess } from '../shared/processTuning';

const port = Number.parseInt(process.env.CMS_PORT ?? '8000', 10);
const host = process.env.CMS_HOST ?? '0.0.0.0';
const logger = commandLogger();
tuneProcess();

startCms({ host, port })
  .then((cms) => {
    logger.info({ url: cms.url }, `CMS listening on ${cms.url}`);
    const stop = () => {
      cms.close().then(
        () => process.exit(0),
        (err: unknown) => {
          logFailure(logger, 'closing the back end failed', err);
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  })
  .catch((err: unknown) => {
    logFailure(logger, 'the back end did not start', err);
    process.exit(1);
  });
