import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from './harness.js';

/**
 * The OpenAPI document, as served, linted with @redocly/cli's recommended rules
 * (apps/server/redocly.yaml), and the conventions of the contract that no linter knows.
 */

const run = promisify(execFile);
const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const config = fileURLToPath(new URL('../redocly.yaml', import.meta.url));
/** Warnings that are true of the API: the readiness probe has no client error to answer. */
const ACCEPTED_WARNINGS = ['operation-4xx-response #/paths/~1api~1health/get/responses'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

let t: TestApp;
let document: any;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  document = (await request(t.app, 'GET', '/api/openapi.json')).body;
  dir = mkdtempSync(path.join(tmpdir(), 'stagedoor-openapi-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

function operations(): { method: string; path: string; op: any }[] {
  return Object.entries<any>(document.paths).flatMap(([p, item]) =>
    Object.entries<any>(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method, path: p, op })),
  );
}

describe('the OpenAPI document', () => {
  it('passes the recommended rules of @redocly/cli with no errors and only the accepted warnings', async () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    // The linter exits non-zero when it finds errors; its report on stdout is what counts.
    const output = await run(process.execPath, [cli, 'lint', file, '--config', config, '--format', 'json', '--max-problems', '1000'], {
      env,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(output.stdout) as { problems: Problem[] };
    const describe = (p: Problem) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`;
    expect(report.problems.filter((p) => p.severity === 'error').map((p) => `${describe(p)}: ${p.message}`)).toEqual([]);
    expect(report.problems.filter((p) => p.severity === 'warn').map(describe)).toEqual(ACCEPTED_WARNINGS);
  }, 60_000);

  it('names every operation once, verb first, with a summary, a tag and a security requirement', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(80);
    const seen = new Map<string, string>();
    for (const { method, path: p, op } of all) {
      const label = `${method.toUpperCase()} ${p}`;
      expect(op.operationId, `${label} has an operationId`).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$|^(login|logout)$/);
      expect(seen.get(op.operationId), `${label} shares its operationId`).toBeUndefined();
      seen.set(op.operationId, label);
      expect(op.summary, `${label} has a summary`).toBeTruthy();
      expect(op.tags?.length, `${label} has a tag`).toBeGreaterThan(0);
      expect(Array.isArray(op.security), `${label} states its security`).toBe(true);
    }
  });

  it('documents errors in the error shape, with the codes each status carries', () => {
    for (const { method, path: p, op } of operations()) {
      for (const [status, response] of Object.entries<any>(op.responses)) {
        if (Number(status) < 400 || Number(status) >= 500) continue;
        const schema = response.content?.['application/json']?.schema;
        const ref = schema?.$ref ?? schema?.allOf?.[0]?.$ref;
        expect(ref, `${method} ${p} ${status}`).toBe('#/components/schemas/ErrorResponse');
      }
      const secured = op.security.length > 0 && !op.security.some((entry: object) => Object.keys(entry).length === 0);
      if (secured) expect(Object.keys(op.responses), `${method} ${p}`).toEqual(expect.arrayContaining(['401', '403']));
      if (op.responses['429']) expect(op.responses['429'].headers?.['Retry-After'], `${method} ${p}`).toBeDefined();
    }
  });

  it('declares the headers and parameters of API.md', () => {
    const op = (method: string, p: string) => document.paths[p][method];
    const paramNames = (o: any) =>
      (o.parameters ?? []).map((x: any) => (x.$ref ? document.components.parameters[x.$ref.split('/').pop()].name : x.name));
    expect(paramNames(op('post', '/api/public/events/{event_id}/order'))).toContain('Idempotency-Key');
    expect(paramNames(op('post', '/api/events/{event_id}/orders/{id}/refund'))).toContain('Idempotency-Key');
    expect(op('post', '/api/auth/login').responses['200'].headers).toHaveProperty('x-auth-token');
    expect(op('post', '/api/auth/register').responses['201'].headers).toHaveProperty('x-auth-token');
    expect(Object.keys(op('post', '/api/events/{event_id}/orders/export').responses['200'].headers)).toEqual([
      'Content-Disposition',
      'X-Total-Count',
    ]);
    expect(paramNames(op('get', '/api/events/{event_id}/orders'))).toEqual(
      expect.arrayContaining([
        'page',
        'per_page',
        'query',
        'sort_by',
        'sort_direction',
        'filter_fields[status]',
        'filter_fields[created_at]',
      ]),
    );
    const filter = op('get', '/api/events/{event_id}/orders').parameters.find((x: any) => x.name === 'filter_fields[status]');
    expect(filter).toMatchObject({ in: 'query', style: 'deepObject', explode: true });
    expect(Object.keys(filter.schema.properties)).toEqual(['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in']);
    expect(Object.keys(op('post', '/api/events/{id}/images').requestBody.content)).toEqual(['multipart/form-data']);
    expect(op('get', '/api/public/events/{id}').security).toEqual([{}, { bearer: [] }]);
    expect(op('get', '/api/public/events/{event_id}/order/{short_id}').security).toEqual([]);
  });

  it('names the entities, with date-time timestamps and money in minor units', () => {
    const { schemas } = document.components;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['Event', 'Ticket', 'PublicOrder', 'OrderDetails', 'Attendee', 'User', 'ErrorResponse']),
    );
    expect(schemas.Event.properties.created_at.format).toBe('date-time');
    expect(schemas.PublicOrder.properties.total_gross.description).toMatch(/minor unit/);
    expect(document.paths['/api/events/{id}'].get.responses['200'].content['application/json'].schema.properties.data).toEqual({
      $ref: '#/components/schemas/Event',
    });
  });
});
