/**
 * The site server's responses hand Node every header value as a string (server/siteResponse.ts), a
 * number or an array of values included, with the same header lines on the wire: Node's check of a
 * value that is not a string would turn V8's fast path of that check off for every later answer.
 */
import fs from 'node:fs';
import http, { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { serveSiteResponses, SiteResponse } from '../../server/siteResponse';

/** The values Node's own setHeader and appendHeader received while `run` ran. */
async function valuesNodeSaw(run: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const spies = (['setHeader', 'appendHeader'] as const).map((method) => {
    const original = ServerResponse.prototype[method] as (...args: unknown[]) => unknown;
    return jest.spyOn(ServerResponse.prototype, method).mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
      // this file's servers' answers only (anything else this process still serves is not theirs)
      if (this instanceof SiteResponse) seen.push(args[1]);
      return Reflect.apply(original, this, args) as ServerResponse;
    });
  });
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return seen;
}

async function serve(listener: http.RequestListener) {
  const server = http.createServer({ ServerResponse: SiteResponse }, listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test('numbers and lists of values reach Node as strings, and the answer carries the same header lines', async () => {
  const { server, origin } = await serve((_req, res) => {
    res.setHeader('Content-Length', 5);
    res.setHeader('Set-Cookie', ['a=1; Path=/', 'b=2; Path=/']);
    res.setHeader('X-One', ['only']);
    res.appendHeader('X-Two', ['x', 'y']);
    res.appendHeader('X-Two', 'z');
    res.end('hello');
  });
  try {
    let answer!: Response;
    const seen = await valuesNodeSaw(async () => {
      answer = await fetch(`${origin}/`);
      await answer.text();
    });
    expect(answer.headers.get('content-length')).toBe('5');
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers.get('x-one')).toBe('only');
    expect(answer.headers.get('x-two')).toBe('x, y, z');
    expect(seen.length).toBeGreaterThanOrEqual(7);
    for (const value of seen) expect(typeof value).toBe('string');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('the answers Express handles (a static file, whose length send sets as a number; cookies) reach Node as strings only', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-response-'));
  fs.writeFileSync(path.join(dir, 'main.js'), 'console.log(1);\n');
  const app = express();
  app.use('/static', express.static(dir));
  app.get('/cookies', (_req, res) => {
    res.cookie('a', '1').cookie('b', '2').status(404).send('none');
  });
  serveSiteResponses(app);
  const { server, origin } = await serve(app);
  try {
    let answer!: Response;
    const seen = await valuesNodeSaw(async () => {
      answer = await fetch(`${origin}/static/main.js`);
      await answer.text();
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe('16');
    expect(seen).toContain('16');
    for (const value of seen) expect(typeof value).toBe('string');
    // Express's cookies (an array from the second on) and its own length
    let cookies!: Response;
    const seenThere = await valuesNodeSaw(async () => {
      cookies = await fetch(`${origin}/cookies`);
      await cookies.text();
    });
    expect(cookies.status).toBe(404);
    expect(cookies.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    for (const value of seenThere) expect(typeof value).toBe('string');
  } finally {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
