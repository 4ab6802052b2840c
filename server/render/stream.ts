/**
 * Streams a React element between a head and a tail. Three details matter under compression:
 * compression's res.write drops write callbacks, so we write and wait for 'drain' only when write
 * returns false; React flushes through destination.flush(), which must reach res.flush(), or gzip
 * holds the whole page back until the end; and React writes its output in pieces of at most 4 KB
 * (or a long string each), which are gathered until its flush (or 64 KB) and written as one: each
 * write through compression is a zlib call of its own (issue 41: a page was dozens of them).
 */
import { Writable } from 'node:stream';
import type { Response } from 'express';
import type { ReactNode } from 'react';
import { renderInFlight, renderToPipeableStream } from './reactServer';
import type { Logger } from '../logger';

/** A render that takes longer is cut off (what is pending renders on the client). */
export const RENDER_TIMEOUT_MS = 10_000;

/** What is gathered at most before it is written without waiting for React's flush. */
const GATHER_BYTES = 64 * 1024;

class ResponseWritable extends Writable {
  /** React's pieces since the last write to the response */
  private gathered: Buffer[] = [];
  private gatheredBytes = 0;
  /** the response's buffer is full: the next piece waits for 'drain' */
  private full = false;

  constructor(
    private readonly res: Response,
    private readonly tail: string | (() => string),
    /** the bytes written so far, kept when the complete page is wanted (the page cache) */
    private readonly kept: Buffer[] | null,
    private readonly onComplete: ((body: Buffer) => void) | null,
  ) {
    super();
    res.on('drain', () => {
      this.full = false;
    });
  }

  /** writes what was gathered to the response, as one piece */
  private writeGathered() {
    if (!this.gatheredBytes) return;
    const piece = this.gathered.length === 1 ? this.gathered[0] : Buffer.concat(this.gathered, this.gatheredBytes);
    this.gathered = [];
    this.gatheredBytes = 0;
    if (!this.res.write(piece)) this.full = true;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.kept?.push(chunk);
    this.gathered.push(chunk);
    this.gatheredBytes += chunk.length;
    if (this.gatheredBytes >= GATHER_BYTES) this.writeGathered();
    if (this.full) this.res.once('drain', () => callback());
    else callback();
  }

  override _final(callback: (error?: Error | null) => void) {
    this.writeGathered();
    const tail = typeof this.tail === 'string' ? this.tail : this.tail();
    this.res.end(tail);
    if (this.kept && this.onComplete) {
      this.kept.push(Buffer.from(tail));
      this.onComplete(Buffer.concat(this.kept));
    }
    callback();
  }

  flush() {
    this.writeGathered();
    this.res.flush?.();
  }
}

export interface StreamOptions {
  status: number;
  head: string;
  /** after the body; a function is called once React has written all of it */
  tail: string | (() => string);
  nonce: string;
  logger: Logger;
  /** Cache-Control of a successful answer (a failed render is never stored: no-store) */
  cacheControl: string;
  /** set after the defaults on a successful answer (what a CDN reads; Cache-Control: no-store and Retry-After for a degraded page) */
  headers?: Record<string, string>;
  onShellError: (error: unknown) => void;
  onFinish?: () => void;
  /** the complete page as sent, when it rendered without error (for the page cache) */
  onComplete?: (status: number, body: Buffer) => void;
}

export function streamPage(res: Response, element: ReactNode, options: StreamOptions): void {
  let failed = false;
  const ended = renderInFlight();
  const stream = renderToPipeableStream(element, {
    nonce: options.nonce,
    // The data is loaded before rendering, so no boundary waits for anything: write every Suspense
    // boundary (one per content module) in place. React would otherwise move large ones to the end
    // of the document and reveal them with a script, so content below them would jump.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onShellReady() {
      const status = failed ? 500 : options.status;
      res.status(status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', failed ? 'no-store' : options.cacheControl);
      if (!failed) for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
      res.write(options.head);
      res.flush?.();
      const complete = options.onComplete;
      const destination = new ResponseWritable(
        res,
        options.tail,
        complete && !failed ? [Buffer.from(options.head)] : null,
        complete ? (body) => !failed && !res.destroyed && complete(status, body) : null,
      );
      if (options.onFinish) destination.on('finish', options.onFinish);
      stream.pipe(destination);
    },
    onShellError: options.onShellError,
    onError(error) {
      failed = true;
      options.logger.error({ err: error }, 'error while rendering');
    },
  });
  // the response's socket keeps the process alive while it renders; this bound does not keep it after
  const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
  const closed = () => {
    clearTimeout(timer);
    stream.abort();
    ended();
  };
  // a visitor who left while the data loaded: 'close' was emitted already and will not come again
  if (res.closed) closed();
  else res.on('close', closed);
}
