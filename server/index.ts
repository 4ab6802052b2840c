/**
 * Entry of the SSR server (built to build/server/index.js). Without CMS_URL it first starts the
 * embedded back end from build/cms/index.js in a thread of its own, which then answers the server's
 * own reads in this process (server/cms/threadFetch.ts); the browser's calls reach either back end
 * over HTTP (the proxy).
 */
import http from 'node:http';
import { ConfigError, loadConfig, type Config } from '../config';
import { createSite } from './site';
import { serveSiteResponses, SiteResponse } from './siteResponse';
import { cmsFetch, startEmbeddedCms, type CmsHandle } from './cms/embedded';
import { createLogger } from './logger';
import { buildPaths, findProjectRoot } from './paths';
import { loadAssets } from './render/assets';
import { installShutdown } from './shutdown';
import { handleClientErrors } from '../shared/clientError';
import { tuneProcess } from '../shared/processTuning';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  // before the back end's thread starts: V8's flags are the process's
  tuneProcess();
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const paths = buildPaths(findProjectRoot());
  if (process.env.NODE_ENV === undefined) logger.warn('NODE_ENV is not set: React runs its slow development build');
  if (config.isProduction && !config.publicUrl) {
    // docs/seo.md, "The host of absolute URLs" and "Without a public origin": one line, at warn
    logger.warn(
      { publicHosts: config.publicHosts },
      config.publicHosts.length
        ? 'PUBLIC_URL is not set: absolute URLs (canonical, hreflang, sitemap, feeds) use the Host header, limited to PUBLIC_HOSTS. Set PUBLIC_URL.'
        : 'Neither PUBLIC_URL nor PUBLIC_HOSTS is set: canonical and hreflang URLs are relative (never taken from a request\'s Host, which a cache could keep for everyone), robots.txt names no sitemap, and the sitemaps and the stories feeds answer 404 (they need absolute URLs). Set PUBLIC_URL.',
    );
  }

  const assets = loadAssets(paths.statsFile, { reload: !config.isProduction });
  const cms: CmsHandle = config.cmsUrl
    ? { url: config.cmsUrl, close: async () => {} }
    : await startEmbeddedCms({
        entryFile: paths.cmsEntry,
        workerFile: paths.cmsWorker,
        siteUrl: `http://localhost:${config.port}`,
        onCrash: (error) => {
          // as an uncaught error in one thread ended the server before: the platform starts it again
          logger.fatal({ err: error }, 'the embedded back end stopped; exiting');
          process.exit(1);
        },
      });
  // the SSR's own reads of the embedded back end skip the loopback hop (CMS_TRANSPORT=http keeps it)
  const inProcess = config.cmsTransport === 'in-process' ? cmsFetch(cms) : undefined;
  logger.info({ cms: cms.url, embedded: !config.cmsUrl, inProcess: !!inProcess }, 'back end ready');

  const site = createSite({ config, cmsUrl: cms.url, cmsFetch: inProcess, assets, publicDir: paths.publicDir, logger });
  serveSiteResponses(site.app);
  const server = http.createServer({ ServerResponse: SiteResponse }, site.listener);
  site.trackConnections(server);
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.headersTimeout = config.headersTimeoutMs;
  handleClientErrors(server);
  installShutdown({ server, closeCms: () => {
      site.close();
      return cms.close();
    }, logger, timeoutMs: config.shutdownTimeoutMs });
  server.listen(config.port, config.host || undefined, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, url: `http://localhost:${port}/de`, version: config.version, env: config.env }, 'listening');
  });
}

/** Errors of the embedded back end that are sentences for the operator (their stack says nothing more). */
const OPERATOR_ERRORS = new Set(['ConfigError', 'MigrationError', 'DataDirLockedError']);

main().catch((error: unknown) => {
  // the embedded back end refusing its configuration, a failed migration or a database directory in
  // use: a sentence, not a stack (cms/config.ts, cms/db/migrationStatus.ts, cms/db/lock.ts)
  console.error(error instanceof Error && OPERATOR_ERRORS.has(error.name) ? error.message : error);
  process.exit(1);
});
