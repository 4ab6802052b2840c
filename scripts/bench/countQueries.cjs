/**
 * Preloaded into the server `bench --scale` starts (NODE_OPTIONS=--require): counts the statements
 * the back end sends to PostgreSQL (every node-postgres Client.query, BEGIN and COMMIT included) and
 * answers the count at http://127.0.0.1:$BENCH_QUERY_COUNT_PORT/. The back end requires the same
 * `pg` module (it is external to the build), so the count is its own. Bench only.
 */
'use strict';
const http = require('node:http');
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
