/**
 * React's request storage is switched off between renders (server/render/reactServer.ts): while it
 * is enabled Node runs an init hook for every promise, timer and nextTick of the process, a
 * page-cache hit's too. It must be on while a render is in flight and off once none is.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { Suspense, use } from 'react';
import { streamPage } from '../../server/render/stream';
import { reactStorageCount, reactStorageEnabled } from '../../server/render/reactServer';
import { until } from '../support/until';

function Slow({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

/** each turn of the event loop, for 10 s: the storage is disabled in the turn after the last render closed */
const EVERY_TURN = { timeoutMs: 10_000, everyMs: 0 };

/** A GET whose body arrives in parts: `shell` resolves on the first part, `done` with the whole text. */
function request(url: string) {
  let shellReady!: () => void;
  const shell = new Promise<void>((resolve) => (shellReady = resolve));
  const done = new Promise<string>((resolve, reject) => {
    http
      .get(url, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          shellReady();
        });
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
  return { shell, done };
}

describe("React's request storage", () => {
  it('is enabled while a render is in flight and disabled after the last one ends; the next render works as before', async () => {
    const gates = new Map<string, (text: string) => void>();
    let closed = 0;
    const app = express();
    app.get('/:id', (req, res) => {
      const promise = new Promise<string>((resolve) => gates.set(req.params.id, resolve));
      res.on('close', () => closed++);
      streamPage(
        res,
        <main>
          <h1>shell {req.params.id}</h1>
          <Suspense fallback={<p>loading</p>}>
            <Slow promise={promise} />
          </Suspense>
        </main>,
        { status: 200, head: '<div id="root">', tail: '</div>', nonce: 'n', logger: pino({ level: 'silent' }), cacheControl: 'no-cache', onShellError: () => {} },
      );
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // this module loaded react-dom/server first, so its storage was recorded
      expect(reactStorageCount()).toBeGreaterThan(0);

      const first = request(`${base}/one`);
      await first.shell;
      expect(reactStorageEnabled()).toBe(true);
      const second = request(`${base}/two`);
      await second.shell;

      gates.get('one')!('first content');
      expect(await first.done).toContain('first content');
      await until('the first render closed', () => closed === 1, EVERY_TURN);
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      // the second render still needs it
      expect(reactStorageEnabled()).toBe(true);

      gates.get('two')!('second content');
      expect(await second.done).toContain('second content');
      await until('the storage disabled', () => !reactStorageEnabled(), EVERY_TURN);

      const third = request(`${base}/three`);
      await third.shell;
      expect(reactStorageEnabled()).toBe(true);
      gates.get('three')!('third content');
      const html = await third.done;
      expect(html).toContain('<h1>shell <!-- -->three</h1>');
      expect(html).toContain('third content');
      await until('the storage disabled', () => !reactStorageEnabled(), EVERY_TURN);
    } finally {
      server.close();
    }
  });

  it('is disabled after a render whose visitor left before it began', async () => {
    let rendered!: () => void;
    const done = new Promise<void>((resolve) => (rendered = resolve));
    const app = express();
    app.get('/', (req, res) => {
      // the data "loads" until the visitor has gone; then the page is rendered for nobody
      req.socket.once('close', () => {
        setImmediate(() => {
          expect(res.closed).toBe(true);
          streamPage(res, <p>late</p>, { status: 200, head: '<div id="root">', tail: '</div>', nonce: 'n', logger: pino({ level: 'silent' }), cacheControl: 'no-cache', onShellError: () => {} });
          rendered();
        });
      });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const client = http.get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      client.on('error', () => {});
      client.on('socket', (socket) => socket.on('connect', () => setTimeout(() => client.destroy(), 50)));
      await done;
      await until('the storage disabled', () => !reactStorageEnabled(), EVERY_TURN);
    } finally {
      server.close();
    }
  });
});
