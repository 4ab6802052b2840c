/**
 * The render gate gives back every place it hands out, also to a visitor who left before their
 * request reached it: under a crowd, such requests once took the places for good, and the site
 * answered nothing but 503s from then on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createRenderGate } from '../../server/overload/renderGate';

interface GateServer {
  url: string;
  gate: ReturnType<typeof createRenderGate>;
  /** requests that reached the middleware before the gate */
  arrived: () => number;
  /** requests the middleware before the gate has passed on to it */
  passedOn: () => number;
  close: () => Promise<void>;
}

/**
 * A server whose middleware before the gate holds a `?late` request until its visitor has left (as
 * a slow session or redirect lookup would), then passes it on; then the gate, then a page.
 */
async function gateServer(): Promise<GateServer> {
  const gate = createRenderGate({ concurrency: 1, maxQueue: 4, maxWaitMs: 2000, retryAfterS: 5 });
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
  app.get('/{*path}', (_req, res) => {
    res.send('page');
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    gate,
    arrived: () => arrived,
    passedOn: () => passedOn,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** Sends a GET and abandons it once the server has it. */
async function abandonedGet(server: GateServer, path: string): Promise<void> {
  const before = server.arrived();
  const request = http.get(`${server.url}${path}`);
  request.on('error', () => undefined);
  await until(() => server.arrived() > before);
  request.destroy();
}

describe('the render gate', () => {
  let server: GateServer;
  beforeEach(async () => {
    server = await gateServer();
  });
  afterEach(() => server.close());

  it('takes no place for a visitor who left before reaching it, and keeps answering', async () => {
    await abandonedGet(server, '/de?late');
    await abandonedGet(server, '/de/konzerte?late');
    await until(() => server.passedOn() === 2);
    expect(server.gate.stats).toEqual({ running: 0, queued: 0, rejected: 0 });
    const answer = await fetch(`${server.url}/de`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('page');
  });
});
