/** cms/http/jsonAnswer.ts: a JSON answer gzipped in one piece for a client that asks for gzip. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { GZIP_MAX_BYTES, GZIP_MIN_BYTES, sendJson } from './jsonAnswer';

const large = { results: Array.from({ length: 60 }, (_, id) => ({ id, title: `Sinfoniekonzert ${id}`, snippet: 'Brahms und Beethoven im großen Saal' })) };
const small = { count: 0, results: [] };
const huge = { text: 'Sinfonie '.repeat(Math.ceil(GZIP_MAX_BYTES / 9) + 1) };

let server: http.Server;
let port: number;
beforeAll(async () => {
  const app = express();
  app.get('/large', (req, res) => sendJson(req, res, 200, large));
  app.get('/small', (req, res) => sendJson(req, res, 200, small));
  app.get('/created', (req, res) => sendJson(req, res, 201, large));
  app.get('/huge', (req, res) => sendJson(req, res, 200, huge));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The raw answer, as it came over the wire (no client decoding it). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

test('a large answer to a client that asks for gzip is gzipped whole, with its length and Vary', async () => {
  expect(Buffer.byteLength(JSON.stringify(large))).toBeGreaterThan(GZIP_MIN_BYTES);
  const answer = await get('/large', { 'accept-encoding': 'gzip, deflate, br' });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('gzip');
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers.vary).toBe('Accept-Encoding');
  expect(answer.headers['transfer-encoding']).toBeUndefined();
  expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
  expect(JSON.parse(zlib.gunzipSync(answer.bytes).toString())).toEqual(large);
  // the status is the endpoint's
  expect((await get('/created', { 'accept-encoding': 'gzip' })).status).toBe(201);
});

test.each([
  ['no Accept-Encoding', {}],
  ['identity only', { 'accept-encoding': 'identity' }],
  ['gzip refused', { 'accept-encoding': 'gzip;q=0, deflate' }],
  ['deflate only', { 'accept-encoding': 'deflate' }],
])('a large answer with %s is the JSON itself, still varying by Accept-Encoding', async (_case, headers) => {
  const answer = await get('/large', headers);
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.headers.vary).toBe('Accept-Encoding');
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.bytes.toString())).toEqual(large);
});

test('an answer under the threshold is sent as it is, whatever the client accepts', async () => {
  const answer = await get('/small', { 'accept-encoding': 'gzip' });
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.headers.vary).toBeUndefined();
  expect(JSON.parse(answer.bytes.toString())).toEqual(small);
});

test('an answer over the upper bound is sent as it is, for the proxy to deflate as a stream', async () => {
  const answer = await get('/huge', { 'accept-encoding': 'gzip' });
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.headers.vary).toBe('Accept-Encoding');
  expect(JSON.parse(answer.bytes.toString())).toEqual(huge);
});

test('a HEAD gets the headers of the gzipped answer and no body', async () => {
  const answer = await get('/large', { 'accept-encoding': 'gzip' }, 'HEAD');
  expect(answer.headers['content-encoding']).toBe('gzip');
  expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
  expect(answer.bytes.length).toBe(0);
});
