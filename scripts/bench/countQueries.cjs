/**
 * Preloaded into the server `bench --scale` starts (NODE_OPTIONS=--require): counts the statements
 * the back end sends to PostgreSQL (every node-postgres Client.query, BEGIN and COMMIT included) and
 * answers the count at http://127.0.0.1:$BENCH_QUERY_COUNT_PORT/. The back end requires the same
 * `pg` module (it is external to the build), so the count is its own. The embedded back end runs in
 * a worker thread, which runs this preload too (it inherits the process's options): the count and
 * its port are that thread's; the main thread, which sends no statement, does nothing. Bench only.
 */
'use strict';
const http = require('node:http');
const { isMainThread } = require('node:worker_threads');

if (isMainThread) return;
const pg = require('pg');

let count = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count += 1;
  return query.apply(this, args);
};
http
  .createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/plain');
    res.end(String(count));
  })
  .listen(Number(process.env.BENCH_QUERY_COUNT_PORT), '127.0.0.1')
  .unref();
