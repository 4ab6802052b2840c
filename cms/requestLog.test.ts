/**
 * The back end's request lines (cms/app.ts `requestLog`): one line per request at the level of its
 * outcome; a request whose success the configured level leaves out is still logged when it fails.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import supertest from 'supertest';
import { INTERNAL_REQUEST_HEADER } from '../shared/constants';
import { createApp } from './app';
import { BadRequestError } from './errors';
import { defineEndpoint } from './http/endpoint';
import { createTestCms, type TestCms } from './test/createTestCms';

const endpoints = [
  defineEndpoint({ method: 'GET', api: 'api', path: '/fine/', permission: 'public', handler: () => ({ ok: true }) }),
  defineEndpoint({ method: 'GET', api: 'api', path: '/boom/', permission: 'public', handler: () => { throw new Error('secret detail'); } }),
  defineEndpoint({ method: 'GET', api: 'api', path: '/refused/', permission: 'public', handler: () => { throw new BadRequestError('Refused'); } }),
];

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms({ endpoints });
});
afterAll(() => cms?.close());

type Line = { level: number; msg: string; req?: { method: string; url: string }; res?: { statusCode: number } };

/** An app logging at `level` into a list of parsed lines. */
function appAt(level: string): { request: ReturnType<typeof supertest>; lines: Line[] } {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const logger = pino({ level }, sink);
  return { request: supertest(createApp({ db: cms.db, config: cms.config, logger, endpoints })), lines };
}

const requestLines = (lines: Line[]) => lines.filter((line) => line.res).map((line) => [pino.levels.labels[line.level], line.req?.url, line.res?.statusCode]);

test('at info a visitor\'s request is a line at info, the SSR\'s own read none, failures at warn and error', async () => {
  const { request, lines } = appAt('info');
  await request.get('/de/api/fine/').expect(200);
  await request.get('/de/api/fine/').set(INTERNAL_REQUEST_HEADER, '1').expect(200);
  await request.get('/de/api/boom/').set(INTERNAL_REQUEST_HEADER, '1').expect(500);
  await request.get('/de/api/refused/').set(INTERNAL_REQUEST_HEADER, '1').expect(400);
  // the SSR asking for what does not exist is an answer, not a failure: no line at info
  await request.get('/de/api/nothing-here/').set(INTERNAL_REQUEST_HEADER, '1').expect(404);
  await request.get('/de/api/nothing-here/').expect(404);
  expect(requestLines(lines)).toEqual([
    ['info', '/de/api/fine/', 200],
    ['error', '/de/api/boom/', 500],
    ['warn', '/de/api/refused/', 400],
    ['warn', '/de/api/nothing-here/', 404],
  ]);
  // the unexpected error itself is logged too, its detail in the log and not in the answer
  expect(lines.some((line) => line.msg === 'unexpected error')).toBe(true);
});

test('at debug the SSR\'s own reads are lines at debug, its 404s too', async () => {
  const { request, lines } = appAt('debug');
  await request.get('/de/api/fine/').set(INTERNAL_REQUEST_HEADER, '1').expect(200);
  await request.get('/de/api/nothing-here/').set(INTERNAL_REQUEST_HEADER, '1').expect(404);
  expect(requestLines(lines)).toEqual([
    ['debug', '/de/api/fine/', 200],
    ['debug', '/de/api/nothing-here/', 404],
  ]);
});

test('at error only failures at error are lines', async () => {
  const { request, lines } = appAt('error');
  await request.get('/de/api/fine/').expect(200);
  await request.get('/de/api/nothing-here/').expect(404);
  await request.get('/de/api/boom/').expect(500);
  expect(requestLines(lines)).toEqual([['error', '/de/api/boom/', 500]]);
});
