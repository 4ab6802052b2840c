/** An app on a free port of 127.0.0.1, for tests that need a real socket (fetch with odd bytes, the SSR proxy in front). */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** 'http://127.0.0.1:PORT' */
  url: string;
  /** closes the server and its open (keep-alive) connections */
  close(): Promise<void>;
}

export async function listenOnFreePort(app: { listen(port: number, host: string): http.Server }): Promise<Listening> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
