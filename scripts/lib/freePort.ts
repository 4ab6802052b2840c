import fs from 'node:fs';
import net from 'node:net';

/** A TCP port on the loopback interface that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether `port` can be listened on at 127.0.0.1 right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port for a server that starts a while later: below the kernel's range of ephemeral ports
 * (net.ipv4.ip_local_port_range), so no outgoing connection can take it meanwhile (one from
 * freePort() was taken by a test's connection before its server bound it: EADDRINUSE).
 */
export async function portForLater(): Promise<number> {
  let low = 32768;
  try {
    low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    // not Linux: the usual default
  }
  const from = Math.max(1024, low - 12_000);
  for (let tries = 0; tries < 200; tries++) {
    const port = from + Math.floor(Math.random() * (low - from));
    if (await canListen(port)) return port;
  }
  return freePort();
}
