import { tiersFromAccessLog } from '../../../scripts/bench/accessLog';

test("the cluster bench's tiers: the proxy's own answers by request time, the instances' by their (last) upstream time", () => {
  const log = [
    '200 HIT 0.001 -',
    '200 HIT 0.003 -',
    '200 MISS 0.020 0.018',
    // tried a dead instance first, then the next one
    '200 MISS 0.050 0.001, 0.040',
    // the back end down: the instance's 503, and the proxy served its stale copy (not an error)
    '200 STALE 0.010 0.009',
    // an error nobody covered
    '502 MISS 0.004 0.004',
    '',
  ].join('\n');
  const { proxy, ssr } = tiersFromAccessLog(log, 2);
  expect(proxy).toEqual({ requests: 2, rps: 1, p50: 3, p99: 3, errors: 0 });
  expect(tiersFromAccessLog('200 MISS 0.020 0.018', 3).ssr.rps).toBe(0.3);
  expect(ssr).toEqual({ requests: 4, rps: 2, p50: 18, p99: 40, errors: 1 });
});
