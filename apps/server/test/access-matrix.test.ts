import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '@stagedoor/contracts';
import { SCOPED_ROUTES, grants, tokenScopeFor } from '../src/platform/auth/token-scopes.js';
import { createTestApp, request, type ApiResponse, type TestApp } from './harness.js';
import { login, pngImage, registerAccount, uniqueEmail, uploadImage, type Registered } from './factories.js';
import { MATRIX, PUBLIC_PREFIXES, type Fixture, type Row } from './access-matrix/index.js';
import { ID_KEYS, ghostValue, readKey, usesOf, withKey } from './access-matrix/ids.js';
import { snapshot, type Snapshot } from './access-matrix/snapshot.js';
import { buildFixture, ghostOf } from './access-matrix-fixture.js';

/**
 * The access matrix (HOUSE-STYLE 11): every authenticated route, with a request that
 * the account's administrator may make. Each row is checked for
 *  (a) no token or a bad token → 401,
 *  (b) another account's token on this account's ids → 404 (422 for an id in the body), with
 *      exactly the answer an id that never existed gets, and nothing changes,
 *  (c) an ORGANIZER of the same account on an ADMIN-only route → 403 (on a route that
 *      acts on the caller's own user only → 404), and nothing changes.
 *  (d) every id the request names (in its path or body), one at a time, swapped from the
 *      caller's own account to this account's: answered like an id that never existed
 *      (404 for a path id). The ids a row uses are found by the row itself, so a new row
 *      is covered without listing its ids anywhere,
 *  (e) an ORGANIZER of another account: the same answer as for ids that never existed,
 *  (f) a person who is a member of two accounts: the other account's administrator changes
 *      only that account's membership, never the person as this account sees them.
 * A control run shows each request is valid for the administrator, so that the
 * refusals above happen for the right reason. The last test fails when a route is
 * registered without a row here.
 */

let t: TestApp;
let victim: Fixture;
let stranger: Registered;
/** Another account with the same kinds of data: the requests of (d) and (e) are valid for its ids. */
let strangerFixture: Fixture;
let cover: Buffer;

function send(row: Row, f: Fixture, token: string | undefined): Promise<ApiResponse> {
  if (row.upload) return uploadImage(t.app, token, row.url(f), cover, { type: row.upload });
  return request(t.app, row.method, row.url(f), { token, body: row.body?.(f) });
}

/**
 * The victim's snapshot last seen unchanged by a case, or undefined when the last case did not finish (a failed
 * case may have left a change behind). The cases of this file run one after another and nothing else touches the
 * victim between them, so a case's snapshot before its request is the previous case's snapshot after its own:
 * each case compares its after-snapshot with one taken when no request of a row had run since.
 */
let unchanged: Snapshot | undefined;

/** Runs a case's requests and expects the victim's account to be exactly as before them. */
async function leavesVictimUnchanged(requests: () => Promise<void>): Promise<void> {
  const before = unchanged ?? (await snapshot(t.app, victim));
  unchanged = undefined;
  await requests();
  const after = await snapshot(t.app, victim);
  expect(after).toEqual(before);
  unchanged = after;
}

beforeAll(async () => {
  // Webhooks of the fixture point at a closed loopback port.
  t = await createTestApp({ webhooksAllowPrivateNetworks: true });
  cover = await pngImage(1000, 500);
  victim = await buildFixture(t, cover);
  stranger = await registerAccount(t.app);
  strangerFixture = await buildFixture(t, cover);
  // Two accounts with every kind of data: more than the default two minutes on a loaded machine.
}, 300_000);
afterAll(async () => {
  await t.close();
});

const label = (row: Row) => `${row.method} ${row.route}`;

describe('(a) without a token or with a bad one: 401', () => {
  it.each(MATRIX)('$method $route', async (row) => {
    await leavesVictimUnchanged(async () => {
      for (const token of [undefined, 'not-a-session-token']) {
        const response = await send(row, victim, token);
        expect(response.status, label(row)).toBe(401);
        expect(response.body.code).toBe('UNAUTHENTICATED');
      }
    });
  });
});

describe("(b) another account's token: this account's ids are as missing as ids that never existed", () => {
  it.each(MATRIX.filter((row) => row.scope !== 'caller'))('$method $route', async (row) => {
    await leavesVictimUnchanged(async () => {
      const response = await send(row, victim, stranger.token);
      if (row.scope === 'ids' || row.scope === 'body') {
        expect(response.status, label(row)).toBe(row.scope === 'ids' ? 404 : 422);
        const missing = await send(row, ghostOf(victim), stranger.token);
        expect({ status: response.status, body: response.body }).toEqual({ status: missing.status, body: missing.body });
      } else {
        expect(response.status, label(row)).toBeLessThan(400);
        expect(JSON.stringify(response.body)).not.toContain(victim.marker);
      }
    });
  });
});

describe('(c) an ORGANIZER of the same account: 403 on ADMIN routes, 404 on routes for the user themselves', () => {
  it.each(MATRIX.filter((row) => row.access !== 'member'))('$method $route', async (row) => {
    await leavesVictimUnchanged(async () => {
      const response = await send(row, victim, victim.member.token);
      const expected = row.access === 'admin' ? 403 : 404;
      expect(response.status, label(row)).toBe(expected);
      expect(response.body.code).toBe(expected === 403 ? 'FORBIDDEN' : 'NOT_FOUND');
    });
  });
});

describe("(d) one of the caller's ids swapped for this account's: as missing as an id that never existed", () => {
  const cases = MATRIX.flatMap((row) =>
    ID_KEYS.map((key) => ({ row, key, uses: usesOf(row, key), label: `${label(row)}: ${key}` })).filter(
      ({ uses }) => uses.path || uses.body,
    ),
  );
  it('names at least one id in every row acting on ids', () => {
    const named = new Set(cases.map(({ row }) => row));
    expect(
      MATRIX.filter((row) => row.scope === 'ids' || row.scope === 'body')
        .filter((row) => !named.has(row))
        .map(label),
    ).toEqual([]);
  });
  it.each(cases)('$label', async ({ row, key, uses }) => {
    // The request is the caller's own except for one id; the answer must not tell whether that id exists.
    const token = strangerFixture.owner.token;
    await leavesVictimUnchanged(async () => {
      const foreign = await send(row, withKey(strangerFixture, key, readKey(victim, key)), token);
      const missing = await send(row, withKey(strangerFixture, key, ghostValue(strangerFixture, key)), token);
      if (uses.path) expect(foreign.status, label(row)).toBe(404);
      expect(foreign.status, label(row)).toBeLessThan(500);
      expect({ status: foreign.status, body: foreign.body }).toEqual({ status: missing.status, body: missing.body });
    });
  });
});

describe("(g) an API token of the same account without the route's scope: 403", () => {
  it.each(MATRIX)('$method $route', async (row) => {
    const decision = tokenScopeFor(row.method, row.route);
    const scopes = API_SCOPES.filter((scope) => decision === 'never' || !grants([scope], decision!));
    const created = await request(t.app, 'POST', `/api/accounts/${victim.owner.account.id}/api-tokens`, {
      token: victim.owner.token,
      body: { name: 'Narrow', scopes },
    });
    await leavesVictimUnchanged(async () => {
      const response = await send(row, victim, created.body.data.token);
      expect(response.status, label(row)).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    });
  });
});

describe("(e) an ORGANIZER of another account: this account's ids are as missing as ids that never existed", () => {
  it.each(MATRIX.filter((row) => row.scope === 'ids' || row.scope === 'body'))('$method $route', async (row) => {
    await leavesVictimUnchanged(async () => {
      const response = await send(row, victim, strangerFixture.member.token);
      const missing = await send(row, ghostOf(victim), strangerFixture.member.token);
      expect([403, 404, 422], label(row)).toContain(response.status);
      expect({ status: response.status, body: response.body }).toEqual({ status: missing.status, body: missing.body });
    });
  });
});

describe('(f) a person who is a member of two accounts: the other account changes only its own membership', () => {
  const USER_ROWS = MATRIX.filter((row) => row.route.startsWith('/api/users/:id') && row.method !== 'GET' && row.access === 'admin');
  it('tries every route that changes a user', () => {
    expect(USER_ROWS.map(label).sort()).toEqual([
      'DELETE /api/users/:id/invitation',
      'POST /api/users/:id/invitation',
      'PUT /api/users/:id',
    ]);
  });
  for (const row of USER_ROWS)
    it(label(row), async () => {
      const person = await registerAccount(t.app);
      const other = await registerAccount(t.app);
      const invited = await request(t.app, 'POST', '/api/users', {
        token: other.token,
        body: { first_name: 'Someone', last_name: 'Else', email: person.email, role: 'ADMIN' },
      });
      expect(invited.status).toBe(201);
      const theirId: number = invited.body.data.id;
      const view = async () => {
        const me = await request(t.app, 'GET', '/api/users/me', { token: person.token });
        expect(me.status).toBe(200);
        const { first_name, last_name, email, locale, timezone, role, status, email_verified, pending_email } = me.body.data;
        return { first_name, last_name, email, locale, timezone, role, status, email_verified, pending_email };
      };
      const before = await view();
      const f = { ...strangerFixture, owner: other, member: { token: other.token, user: { id: theirId } }, invitedId: theirId } as Fixture;
      const response = await send(row, f, other.token);
      expect(response.status, label(row)).toBeLessThan(500);
      if (row.body) {
        // Everything the other account could try to say about the person, beside the row's own change.
        const identity = {
          first_name: 'Renamed',
          last_name: 'Elsewhere',
          email: uniqueEmail('taken'),
          locale: 'de',
          password: 'another-password-1',
        };
        const rewrite = await request(t.app, row.method, row.url(f), {
          token: other.token,
          body: { ...(row.body(f) as object), ...identity },
        });
        expect(rewrite.status, label(row)).toBeLessThan(500);
      }
      expect(await view()).toEqual(before);
      expect((await login(t.app, person.email)).status, 'the person still logs in with their own password').toBe(200);
    });
});

/** The controls build an account of their own and make every row in turn: more than a case's minute on a loaded machine. */
const CONTROL_TIMEOUT = 300_000;

describe('the matrix itself', () => {
  it('decides for every authenticated route whether an API token may call it, and with which scope', () => {
    const undecided = t.routes
      .filter((route) => route.url.startsWith('/api/') && !PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix)))
      .filter((route) => tokenScopeFor(route.method, route.url) === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undecided, 'routes without a token scope decision (platform/auth/token-scopes.ts)').toEqual([]);
  });

  it('names a token scope only for routes that exist', () => {
    const registered = new Set(t.routes.map((route) => `${route.method} ${route.url}`));
    expect(SCOPED_ROUTES.filter((route) => !registered.has(route))).toEqual([]);
  });

  it(
    "lets a token with only the route's scope make every row a token may make (control)",
    async () => {
      const control = await buildFixture(t, cover);
      for (const row of MATRIX) {
        const decision = tokenScopeFor(row.method, row.route);
        if (!decision || decision === 'never') continue;
        const created = await request(t.app, 'POST', `/api/accounts/${control.owner.account.id}/api-tokens`, {
          token: control.owner.token,
          body: { name: 'Exact', scopes: [decision] },
        });
        const response = await send(row, control, created.body.data.token);
        expect(
          response.status < 400 || response.status === 409,
          `${label(row)} with ${decision} answered ${response.status} ${JSON.stringify(response.body)}`,
        ).toBe(true);
      }
    },
    CONTROL_TIMEOUT,
  );

  it(
    "holds requests that the account's administrator may make (control)",
    async () => {
      const control = await buildFixture(t, cover);
      for (const row of MATRIX) {
        const response = await send(row, control, control.owner.token);
        // 409: resending the confirmation after the address was confirmed a row earlier.
        expect(
          response.status < 400 || response.status === 409,
          `${label(row)} answered ${response.status} ${JSON.stringify(response.body)}`,
        ).toBe(true);
      }
    },
    CONTROL_TIMEOUT,
  );

  it(
    'labels a row ADMIN-only only where an ORGANIZER is refused: an ORGANIZER may make every other row (control)',
    async () => {
      const control = await buildFixture(t, cover);
      for (const row of MATRIX.filter((r) => r.access === 'member')) {
        const response = await send(row, control, control.member.token);
        expect(
          response.status < 400 || response.status === 409,
          `${label(row)} answered ${response.status} ${JSON.stringify(response.body)}`,
        ).toBe(true);
      }
    },
    CONTROL_TIMEOUT,
  );

  it('covers every authenticated route the app registers', () => {
    const inMatrix = new Set(MATRIX.map(label));
    const registered = t.routes.map((route) => `${route.method} ${route.url}`);
    const authenticated = t.routes
      .filter(
        (route) => route.url.startsWith('/api/') && (route.secured || !PUBLIC_PREFIXES.some((prefix) => route.url.startsWith(prefix))),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(
      authenticated.filter((route) => !inMatrix.has(route)),
      'routes without a row in the access matrix',
    ).toEqual([]);
    expect(
      [...inMatrix].filter((route) => !registered.includes(route)),
      'rows for routes that do not exist',
    ).toEqual([]);
  });
});
