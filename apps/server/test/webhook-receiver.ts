/** A webhook receiver on loopback for the tests: records every request and answers from a script. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Statuses to answer, in turn; 200 once they run out. */
  script: number[];
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(script: number[] = []): Promise<Receiver> {
  const received: Received[] = [];
  const state = { script };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = state.script.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    get script() {
      return state.script;
    },
    set script(value) {
      state.script = value;
    },
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`received ${received.length} of ${count} deliveries`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
