import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import pino from 'pino';
import { Suspense, use } from 'react';
import { streamPage } from '../../server/render/stream';

const DELAY_MS = 400;

function Slow({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

/** Chunks of a gzipped response as they arrive, decompressed, with their arrival time. */
function receive(url: string): Promise<{ at: number; text: string }[]> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const parts: { at: number; text: string }[] = [];
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        const gunzip = zlib.createGunzip();
        gunzip.on('data', (chunk: Buffer) => parts.push({ at: Date.now() - started, text: chunk.toString('utf8') }));
        gunzip.on('end', () => resolve(parts));
        res.on('data', (chunk: Buffer) => gunzip.write(chunk, () => gunzip.flush()));
        res.on('end', () => gunzip.end());
      })
      .on('error', reject);
  });
}

describe('streamPage under compression', () => {
  it('sends the head and the shell before slow content, and the tail last', async () => {
    const app = express();
    app.use(compression());
    app.get('/', (_req, res) => {
      const promise = new Promise<string>((resolve) => setTimeout(() => resolve('slow content'), DELAY_MS));
      streamPage(
        res,
        <main>
          <h1>shell</h1>
          <Suspense fallback={<p>loading</p>}>
            <Slow promise={promise} />
          </Suspense>
        </main>,
        {
          status: 200,
          head: '<!DOCTYPE html><html><head><title>t</title></head><body><div id="root">',
          tail: '</div><script nonce="n">tail</script></body></html>',
          nonce: 'n',
          logger: pino({ level: 'silent' }),
          cacheControl: 'no-cache',
          onShellError: () => {},
        },
      );
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const parts = await receive(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    server.close();

    const first = parts.findIndex((p) => p.text.includes('<title>'));
    const shell = parts.findIndex((p) => p.text.includes('<h1>shell</h1>'));
    const slow = parts.findIndex((p) => p.text.includes('slow content'));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(parts[shell].at).toBeLessThan(DELAY_MS);
    expect(parts[slow].at).toBeGreaterThanOrEqual(DELAY_MS - 50);
    const all = parts.map((p) => p.text).join('');
    expect(all.endsWith('</div><script nonce="n">tail</script></body></html>')).toBe(true);
    // React's own inline script that moves the late content in carries the nonce.
    expect(all).toMatch(/<script nonce="n">\$RC|<script nonce="n">/);
  });

  it("writes React's pieces gathered up to its flushes: a large page is a few writes, complete and in order", async () => {
    const items = Array.from({ length: 3000 }, (_, i) => `item ${i} ${'x'.repeat(40)}`);
    let writes = 0;
    const app = express();
    app.use(compression());
    app.get('/', (_req, res) => {
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      res.write = ((...args: unknown[]) => {
        writes += 1;
        return write(...args);
      }) as typeof res.write;
      streamPage(
        res,
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>,
        {
          status: 200,
          head: '<!DOCTYPE html><html><head><title>t</title></head><body><div id="root">',
          tail: '</div></body></html>',
          nonce: 'n',
          logger: pino({ level: 'silent' }),
          cacheControl: 'no-cache',
          onShellError: () => {},
        },
      );
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const parts = await receive(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    server.close();

    const html = parts.map((p) => p.text).join('');
    expect(html.length).toBeGreaterThan(150_000);
    expect(html).toBe(`<!DOCTYPE html><html><head><title>t</title></head><body><div id="root"><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></div></body></html>`);
    // the head, a piece per 64 KB gathered and the rest at React's flush (the tail goes with end): not one per 4 KB
    expect(writes).toBeLessThanOrEqual(2 + Math.ceil(html.length / (64 * 1024)));
  });
});
