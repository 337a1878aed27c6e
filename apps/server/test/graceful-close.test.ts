import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { gracefulClose } from '../src/platform/http/graceful-close.js';

/**
 * Stopping the process (main.ts) closes kept-alive connections after their answer: the answer in
 * flight says `Connection: close` and the connection ends with a FIN, not a reset.
 */
describe('graceful close', () => {
  let t: TestApp;
  let closer: ReturnType<typeof gracefulClose>;

  beforeAll(async () => {
    t = await createTestApp();
    closer = gracefulClose(t.app.server);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers the request in flight with Connection: close and ends its connection cleanly', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    let received = '';
    const ended = new Promise<'end' | string>((resolve) => {
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.once('end', () => resolve('end'));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    const body = JSON.stringify({ tickets: [] });
    // Half a request on a kept-alive connection: the server is answering it when it is told to stop.
    socket.write(
      `POST /api/public/events/1/order HTTP/1.1\r\nHost: stagedoor.test\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.slice(0, 5));
    const deadline = Date.now() + 5000;
    while (closer.inFlight === 0) {
      if (Date.now() > deadline) throw new Error('the request never arrived');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    closer.beginClosing();
    const closed = t.app.close();
    socket.write(body.slice(5));
    expect(await ended, 'the connection ends with a FIN').toBe('end');
    await closed;
    await closer.drained();
    expect(received).toMatch(/^HTTP\/1\.1 (404|422) /);
    expect(received.toLowerCase()).toContain('connection: close');
  });
});
