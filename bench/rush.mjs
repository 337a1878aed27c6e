// The buyers of a flash-sale rush (bench/flash-sale.mjs): many orders sent at once, and the same buyers against bare
// Fastify processes as the rush's baseline.
//
// The buyers share this machine's two cores with the app and the database. node:http with kept-alive connections is
// the lightest client at hand (global fetch costs about twice its CPU per request), so that a rush measures the
// server more than its load generator.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { percentile, root } from './lib.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity });

/** One buyer's POST: the status and the answer's code. `key`: an Idempotency-Key, as the buyer pages send. */
function post(port, path, body, key) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(key ? { 'idempotency-key': key } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let code = '';
          try {
            code = JSON.parse(Buffer.concat(chunks).toString()).code ?? '';
          } catch {
            // not JSON
          }
          resolve(res.statusCode === 201 ? '201' : `${res.statusCode} ${code}`.trim());
        });
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * `buyers` POSTs of `body` at once, spread over `ports`: each one's status ("201", or the status and the answer's
 * code), the p99 of their latencies, and when the first and the last sale (201) and the last answer came, in ms from
 * the rush's start. `keyed`: each buyer sends an Idempotency-Key of its own.
 */
export async function rush(ports, path, body, { buyers, keyed = false }) {
  const latencies = [];
  const sales = [];
  let lastAnswer = 0;
  const start = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: buyers }, async (_, i) => {
      const started = performance.now();
      const status = await post(ports[i % ports.length], path, body, keyed ? randomUUID() : undefined);
      const answered = performance.now();
      latencies.push(answered - started);
      lastAnswer = Math.max(lastAnswer, answered - start);
      if (status === '201') sales.push(answered - start);
      return status;
    }),
  );
  latencies.sort((a, b) => a - b);
  const timeline = { firstSale: Math.min(...sales), lastSale: Math.max(...sales), lastAnswer };
  return { statuses, p99: percentile(latencies, 0.99), timeline };
}

/**
 * The rush's baseline: the same buyers against two bare Fastify processes that refuse every order at once with the
 * app's 409 SOLD_OUT, so the load generator's and the framework's share of a rush on this machine. Two rushes: the
 * first on processes just started and new connections, the second warm.
 */
export async function bareRushes(ports, body, buyers) {
  const script = [
    `import Fastify from 'fastify';`,
    `const app = Fastify();`,
    `app.post('/api/public/events/:id/order', async (request, reply) => reply.status(409).send({ code: 'SOLD_OUT', message: 'Sold out' }));`,
    `await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`,
    `console.log('ready');`,
  ].join('\n');
  const children = ports.map((port) =>
    spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env: { ...process.env, PORT: String(port) } }),
  );
  try {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve, reject) => {
            child.stdout.once('data', resolve);
            child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
          }),
      ),
    );
    const first = await rush(ports, '/api/public/events/1/order', body, { buyers });
    const second = await rush(ports, '/api/public/events/1/order', body, { buyers });
    return { first: first.p99, second: second.p99 };
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}
