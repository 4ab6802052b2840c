/**
 * TRUST_PROXY without a proxy in front (server/middleware/proxyCheck.ts, docs/deployment.md): a
 * production server says so once at error level when a request arrives without X-Forwarded-For from
 * a peer off the loopback interface; loopback peers (health probes, a proxy on the same host) and
 * requests through a proxy do not count; TRUST_PROXY=0 never logs. Requests are stand-ins with the
 * peer address a test needs (supertest only ever connects from loopback).
 */
import type { Request, Response } from 'express';
import pino from 'pino';
import { isLoopback, proxyCheck } from '../../../server/middleware/proxyCheck';

function captured() {
  const lines: { level: number; msg: string; remoteAddress?: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress } }) as unknown as Request;

function run(check: ReturnType<typeof proxyCheck>, ...requests: Request[]) {
  for (const req of requests) {
    const next = jest.fn();
    check(req, {} as Response, next);
    expect(next).toHaveBeenCalledTimes(1);
  }
}

describe('proxyCheck', () => {
  test('production, TRUST_PROXY=1: the first request without X-Forwarded-For from a non-loopback peer is logged once at error level', () => {
    const { logger, lines } = captured();
    const check = proxyCheck(1, logger, true);
    // through a proxy, and from loopback (a health probe on the same host): nothing
    run(check, request('10.1.2.3', '203.0.113.5'), request('127.0.0.1'), request('::1'), request('::ffff:127.0.0.1'));
    expect(lines).toEqual([]);
    run(check, request('203.0.113.9'), request('198.51.100.4'), request('::ffff:198.51.100.5'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, remoteAddress: '203.0.113.9' });
    expect(lines[0].msg).toMatch(/^TRUST_PROXY=1, but a request arrived without X-Forwarded-For: no proxy seems to be in front/);
    expect(lines[0].msg).toContain('Set TRUST_PROXY=0');
  });

  test('an IPv4-mapped IPv6 peer off loopback counts as direct', () => {
    const { logger, lines } = captured();
    run(proxyCheck(2, logger, true), request('::ffff:198.51.100.5'));
    expect(lines).toMatchObject([{ level: 50 }]);
  });

  test('TRUST_PROXY=0 is never logged', () => {
    const { logger, lines } = captured();
    run(proxyCheck(0, logger, true), request('203.0.113.9'), request('127.0.0.1'));
    expect(lines).toEqual([]);
  });

  test('outside production: once at warn, loopback peers too', () => {
    const { logger, lines } = captured();
    run(proxyCheck(1, logger, false), request('127.0.0.1'), request('203.0.113.9'));
    expect(lines).toMatchObject([{ level: 40 }]);
  });

  test.each([
    ['127.0.0.1', true],
    ['127.10.0.2', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['2001:db8::1', false],
    [undefined, false],
  ])('isLoopback(%s) = %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
