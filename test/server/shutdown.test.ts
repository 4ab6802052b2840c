/** The built server (build/server/index.js) drains in-flight requests on SIGTERM, then exits 0. */
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/lib/freePort';
import { spawnServer, waitForHealthy } from '../../scripts/lib/serverProcess';
import { page, startFakeCms, type FakeCms } from '../support/fakeCms';

describe('SIGTERM', () => {
  let cms: FakeCms;
  let child: ChildProcess;
  let url: string;

  beforeAll(async () => {
    cms = await startFakeCms({ pages: { 'de:langsam': page({ title: 'Langsam' }) }, delays: { 'de:langsam': 700 } });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawnServer({ NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', CMS_URL: cms.url, LOG_LEVEL: 'silent' }, 'pipe');
    await waitForHealthy(url, child, 20_000);
  });
  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await cms.close();
  });

  it('finishes the request in flight, refuses new ones and exits with 0', async () => {
    const inFlight = fetch(`${url}/de/langsam`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Langsam');
    expect(await exited).toBe(0);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
