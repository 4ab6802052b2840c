/**
 * The site server's responses (server/index.ts): Node's, but every header value reaches Node as a
 * string. Node checks each value with a regular expression (`headerCharRegex.test(value)`, in
 * `setHeader`, `appendHeader` and when the head is written); V8 runs that test on its fast builtin
 * only while every value it has seen was a string. One number (`send`'s `Content-Length` for a
 * static file, `finalhandler`'s) or one array (a `Set-Cookie` of two cookies) turns that off for the
 * rest of the process, and every header of every answer, each page-cache hit's too, then takes
 * the generic test (docs/performance.md, "The hit path", "Header values as strings").
 *
 * Two places make a response: Node's server (`http.createServer({ ServerResponse: SiteResponse })`,
 * the page cache's hits and the shedder's answers before Express) and Express, which gives each
 * response it handles its own prototype (`app.response`, over Node's): `serveSiteResponses(app)`
 * puts these methods under Express's.
 */
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { Express } from 'express';

type HeaderValue = number | string | readonly string[];

export class SiteResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  override setHeader(name: string, value: HeaderValue): this {
    if (typeof value === 'number') return super.setHeader(name, String(value));
    if (!Array.isArray(value) || value.length === 0) return super.setHeader(name, value);
    // one value, then the others appended: the same header lines, each value checked as a string
    super.setHeader(name, String(value[0]));
    for (let i = 1; i < value.length; i++) super.appendHeader(name, String(value[i]));
    return this;
  }

  override appendHeader(name: string, value: string | readonly string[]): this {
    if (!Array.isArray(value)) return super.appendHeader(name, String(value));
    for (const one of value) super.appendHeader(name, String(one));
    return this;
  }
}

/**
 * Express's responses inherit SiteResponse's methods: its response prototype (shared by the apps of
 * this thread's Express) gets SiteResponse's in place of Node's as its own prototype.
 */
export function serveSiteResponses(app: Express): void {
  const expressResponse = Object.getPrototypeOf(app.response) as object;
  if (Object.getPrototypeOf(expressResponse) !== SiteResponse.prototype) Object.setPrototypeOf(expressResponse, SiteResponse.prototype);
}
