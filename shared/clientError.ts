/**
 * Answers a request that Node's HTTP parser refused (headers over --max-http-header-size, a
 * malformed request line…) without resetting the connection. Node's own handling writes the
 * status and destroys the socket at once; with the rest of the request (1 MB of headers) still
 * unread, the kernel then sends a reset, and a client still writing usually sees ECONNRESET
 * instead of the 431. Here the answer is written, the socket half-closed, and what the client
 * still sends is read and dropped until it closes (at most DRAIN_MS), so the status arrives.
 * Server-only (node:http); used by server/index.ts and cms/index.ts.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a refused client may go on sending before the socket is destroyed. */
export const DRAIN_MS = 5_000;

const STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

function answer(status: string): string {
  const body = `${status}\n`;
  return `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`;
}

export function handleClientErrors(server: Server): void {
  const answered = new WeakSet<Socket>();
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    // the parser raises its error again for every further chunk of a refused request
    if (answered.has(socket)) return;
    answered.add(socket);
    // a response already under way on this socket must not be corrupted; a dead socket has no reader
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    // the parser is done with this socket: its data listener would only raise the error again
    socket.removeAllListeners('data');
    socket.on('data', () => {});
    socket.on('end', () => socket.destroy());
    socket.setTimeout(DRAIN_MS, () => socket.destroy());
    socket.end(answer(STATUS[err.code ?? ''] ?? '400 Bad Request'));
  });
}
