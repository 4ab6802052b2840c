/**
 * Turning a visitor away before any per-request work (issue 25): server/site.ts asks this after the
 * page cache (a stored page is still served, it costs less than a 503) and before Express. A
 * visitor's page request that the render gate could take neither now nor in its line is answered
 * here with the gate's 503, Retry-After and the small page in the path's language, made once per
 * language: no middleware, no request log line, no security-header or cookie work. Through
 * Express the same 503 cost a good part of a render under a crowd (`npm run bench -- --overload`,
 * docs/performance.md), so the 503s took the CPU the renders needed.
 *
 * Only when the gate is full: a normal run (tests on a busy machine included) is never turned away
 * by this that the gate would have taken. Editors (a session the back end accepts) never reach it;
 * requests that are not pages go to Express as before. The refusals are logged as a count per
 * interval (./refusals.ts), never a line each.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { DEFAULT_LOCALE, type Locale } from '../../shared/constants';
import { localeOfPath } from '../../shared/routes';
import { ERROR_PAGE_CSP, errorPageHtml } from '../errorPage';
import type { RenderGate } from './renderGate';

export interface ShedderOptions {
  gate: RenderGate;
  retryAfterS: number;
}

/** Answers 503 and returns true when `page` (a visitor's page request, or null) must be turned away now. */
export type Shedder = (req: IncomingMessage, res: ServerResponse, page: { url: string } | null | undefined) => boolean;

interface Answer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export function overloadAnswer(locale: Locale, retryAfterS: number): Answer {
  const body = Buffer.from(errorPageHtml(503, locale));
  return {
    body,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-store',
      'retry-after': String(retryAfterS),
      'x-content-type-options': 'nosniff',
      'content-security-policy': ERROR_PAGE_CSP,
    },
  };
}

export function createShedder(options: ShedderOptions): Shedder {
  const answers = new Map<Locale, Answer>();
  return (req, res, page) => {
    // (a refusal is counted in the log by the gate's onRefusal: ./refusals.ts)
    if (!page || !options.gate.turnAway()) return false;
    const queryAt = page.url.indexOf('?');
    const locale = localeOfPath(queryAt < 0 ? page.url : page.url.slice(0, queryAt)) ?? DEFAULT_LOCALE;
    let answer = answers.get(locale);
    if (!answer) answers.set(locale, (answer = overloadAnswer(locale, options.retryAfterS)));
    res.writeHead(503, answer.headers);
    if (req.method === 'HEAD') res.end();
    else res.end(answer.body);
    return true;
  };
}
