/**
 * The server's request lines (server/logger.ts `requestLogger`): one line per request at the level of
 * its outcome, each answer with `X-Request-Id`. Below info a request skips pino-http, yet it still
 * answers its id, has `req.log`, and is logged when it fails, with the same fields as a pino-http line.
 */
import express from 'express';
import pino from 'pino';
import supertest from 'supertest';
import { createLogger, requestLogger } from '../../../server/logger';
import { errorHandler } from '../../../server/errors';

type Line = { level: number; msg: string; req?: { id: string; method: string; url: string }; res?: { statusCode: number }; refusal?: string; err?: { message: string }; responseTime?: number };

/** An app logging at `level` into a list of parsed lines. */
function appAt(level: string) {
  const lines: Line[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  const app = express();
  app.use(requestLogger(logger));
  app.get('/fine', (_req, res) => void res.send('ok'));
  app.get('/noted', (req, res) => {
    req.log.warn({ what: 'a note' }, 'noted while answering');
    res.send('ok');
  });
  app.get('/boom', () => {
    throw new Error('secret detail');
  });
  app.get('/busy', (_req, res) => void res.status(503).send('busy'));
  app.get('/turned-away', (_req, res) => {
    res.locals.refused = true;
    res.status(503).send('busy');
  });
  app.get('/refused', () => {
    throw Object.assign(new Error('Broken path'), { status: 400 });
  });
  app.use(errorHandler);
  return { request: supertest(app), lines };
}

const requestLines = (lines: Line[]) => lines.filter((line) => line.res).map((line) => [pino.levels.labels[line.level], line.req?.url, line.res?.statusCode, line.msg]);

const ID = /^[\w-]{1,128}$/;

test.each(['info', 'error'])('at %s every answer has a request id, the caller\'s plain one kept', async (level) => {
  const { request } = appAt(level);
  const own = await request.get('/fine').expect(200);
  expect(own.headers['x-request-id']).toMatch(ID);
  const kept = await request.get('/fine').set('X-Request-Id', 'from-the-router-42').expect(200);
  expect(kept.headers['x-request-id']).toBe('from-the-router-42');
  const replaced = await request.get('/fine').set('X-Request-Id', 'not a token; drop table').expect(200);
  expect(replaced.headers['x-request-id']).not.toBe('not a token; drop table');
  expect(replaced.headers['x-request-id']).toMatch(ID);
});

test('at info every request is a line with its id, method, address and status, refusals with their reason', async () => {
  const { request, lines } = appAt('info');
  const fine = await request.get('/fine').expect(200);
  await request.get('/refused').expect(400);
  await request.get('/boom').expect(500);
  await request.get('/busy').expect(503);
  await request.get('/turned-away').expect(503);
  expect(requestLines(lines)).toEqual([
    ['info', '/fine', 200, 'request completed'],
    ['warn', '/refused', 400, 'request completed'],
    ['error', '/boom', 500, 'request errored'],
    ['warn', '/busy', 503, 'request errored'],
  ]);
  expect(lines.find((line) => line.req?.url === '/fine')?.req?.id).toBe(fine.headers['x-request-id']);
  expect(lines.find((line) => line.req?.url === '/refused' && line.res)?.refusal).toBe('Broken path');
});

test('at error a request that succeeds writes nothing, a failure the same line as at info, and req.log is the request\'s', async () => {
  const { request, lines } = appAt('error');
  await request.get('/fine').expect(200);
  await request.get('/noted').expect(200);
  await request.get('/refused').expect(400);
  await request.get('/turned-away').expect(503);
  const boom = await request.get('/boom').expect(500);
  expect(requestLines(lines)).toEqual([['error', '/boom', 500, 'request errored']]);
  // the error handler's own line through req.log, bound to the request
  const failed = lines.find((line) => line.msg === 'request failed');
  expect(failed?.req).toEqual({ id: boom.headers['x-request-id'], method: 'GET', url: '/boom' });
  expect(failed?.err?.message).toBe('secret detail');
  const line = lines.find((l) => l.msg === 'request errored');
  expect(line?.req).toEqual({ id: boom.headers['x-request-id'], method: 'GET', url: '/boom' });
  expect(line?.err).toEqual({ message: 'failed with status code 500' });
  expect(typeof line?.responseTime).toBe('number');
});

test('at warn a refusal is a line with its reason and a note through req.log is written', async () => {
  const { request, lines } = appAt('warn');
  await request.get('/fine').expect(200);
  const noted = await request.get('/noted').expect(200);
  await request.get('/refused').expect(400);
  await request.get('/busy').expect(503);
  expect(requestLines(lines)).toEqual([
    ['warn', '/refused', 400, 'request completed'],
    ['warn', '/busy', 503, 'request errored'],
  ]);
  expect(lines.find((line) => line.req?.url === '/refused')?.refusal).toBe('Broken path');
  expect(lines.find((line) => line.msg === 'noted while answering')?.req).toEqual({ id: noted.headers['x-request-id'], method: 'GET', url: '/noted' });
});

test('with the process logger silent a request still has req.log and its id', async () => {
  const logger = createLogger('silent');
  const app = express().use(requestLogger(logger)).get('/fine', (req, res) => void res.send(typeof req.log.info));
  const answer = await supertest(app).get('/fine').expect(200);
  expect(answer.text).toBe('function');
  expect(answer.headers['x-request-id']).toMatch(ID);
});
