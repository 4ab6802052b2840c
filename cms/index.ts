/**
 * Entry of the content back end. The SSR server never imports this module: in embedded mode it
 * loads the built file (build/cms/index.js) by path and talks to it over HTTP like any remote CMS.
 *
 * Contract (keep it):
 *   startCms({ host, port }) -> { url, close }
 *   GET {url}/api/health/ -> 200 { status: 'ok', database: 'ok', version: string } | 503 { status: 'error', ... }
 */
import http from 'node:http';

export interface CmsHandle {
  url: string;
  close(): Promise<void>;
}

export interface StartCmsOptions {
  host?: string;
  /** 0 picks a free port */
  port?: number;
}

// Placeholder until the back end lands; replaced by the real application.
export async function startCms(options: StartCmsOptions = {}): Promise<CmsHandle> {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/api/health')) {
      res.end(JSON.stringify({ status: 'ok', database: 'ok', version: '0.0.0' }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ status: 404, code: 'not_found', message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
