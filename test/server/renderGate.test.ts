/**
 * The render gate gives back every place it hands out, also to a visitor who left before their
 * request reached it: under a crowd, such requests once took the places for good, and the site
 * answered nothing but 503s from then on. It lets its line in one at a time on later turns of the
 * event loop, and still does while connections keep arriving (server/overload/renderGate.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createRenderGate } from '../../server/overload/renderGate';
import { until } from '../support/until';

interface GateServer {
  url: string;
  gate: ReturnType<typeof createRenderGate>;
  /** requests that reached the middleware before the gate */
  arrived: () => number;
  /** requests the middleware before the gate has passed on to it */
  passedOn: () => number;
  /** answers every `?hold` page held so far */
  releaseHeld: () => void;
  close: () => Promise<void>;
}

/**
 * A server whose middleware before the gate holds a `?late` request until its visitor has left (as
 * a slow session or redirect lookup would), then passes it on; then the gate, then a page (held
 * until `releaseHeld` for `?hold`).
 */
async function gateServer(accepted?: () => number): Promise<GateServer> {
  const gate = createRenderGate({ concurrency: 1, maxQueue: 4, maxWaitMs: 60_000, retryAfterS: 5, accepted });
  const held: (() => void)[] = [];
  let arrived = 0;
  let passedOn = 0;
  const app = express();
  app.use((req, res, next) => {
    arrived += 1;
    const passOn = () => {
      passedOn += 1;
      next();
    };
    if (req.query.late === undefined) return passOn();
    res.once('close', () => setImmediate(passOn));
  });
  app.use(gate.middleware);
  app.get('/{*path}', (req, res) => {
    if (req.query.hold === undefined) res.send('page');
    else held.push(() => res.send('page'));
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    gate,
    arrived: () => arrived,
    passedOn: () => passedOn,
    releaseHeld: () => {
      for (const answer of held.splice(0)) answer();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Sends a GET and abandons it once the server has it. */
async function abandonedGet(server: GateServer, path: string): Promise<void> {
  const before = server.arrived();
  const request = http.get(`${server.url}${path}`);
  request.on('error', () => undefined);
  await until('the request at the server', () => server.arrived() > before);
  request.destroy();
}

describe('the render gate', () => {
  let server: GateServer;
  afterEach(() => server.close());

  it('takes no place for a visitor who left before reaching it, and keeps answering', async () => {
    server = await gateServer();
    await abandonedGet(server, '/de?late');
    await abandonedGet(server, '/de/konzerte?late');
    await until('two requests passed on', () => server.passedOn() === 2);
    expect(server.gate.stats).toEqual({ running: 0, queued: 0, rejected: 0, early: 0 });
    const answer = await fetch(`${server.url}/de`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('page');
  });

  it('lets its line in one by one as places free, and turns away early only when the line is full', async () => {
    server = await gateServer();
    const first = fetch(`${server.url}/de?hold`);
    await until('one render running', () => server.gate.stats.running === 1);
    expect(server.gate.turnAway()).toBe(false);
    const line = ['/de/a?hold', '/de/b?hold', '/de/c', '/de/d'].map((path) => fetch(`${server.url}${path}`));
    await until('four renders queued', () => server.gate.stats.queued === 4);
    // every place and the whole line taken: what server/overload/shedder.ts asks before Express
    expect(server.gate.turnAway()).toBe(true);
    expect(server.gate.stats).toEqual({ running: 1, queued: 4, rejected: 1, early: 1 });
    while (server.gate.stats.running + server.gate.stats.queued > 0) {
      server.releaseHeld();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const answers = await Promise.all([first, ...line]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(server.gate.turnAway()).toBe(false);
  });

  it('still lets the line in while connections keep arriving', async () => {
    let connections = 0;
    // a new connection seen every time the gate looks: it waits a few turns for them, then renders
    server = await gateServer(() => ++connections);
    const first = fetch(`${server.url}/de?hold`);
    await until('one render running', () => server.gate.stats.running === 1);
    const waiting = fetch(`${server.url}/de/konzerte`);
    await until('one render queued', () => server.gate.stats.queued === 1);
    server.releaseHeld();
    expect((await first).status).toBe(200);
    expect((await waiting).status).toBe(200);
    expect(server.gate.stats).toEqual({ running: 0, queued: 0, rejected: 0, early: 0 });
  });
});
