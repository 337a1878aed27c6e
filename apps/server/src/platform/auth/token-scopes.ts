import type { FastifyRequest } from 'fastify';
import type { ApiScope } from '@stagedoor/contracts';
import { forbidden } from '../errors.js';

/** What an API token needs to call a route: a scope, or `never` for routes that only people may call. */
export type ScopeDecision = ApiScope | 'never';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the decision derived from the route's path and method. */
    tokenScope?: ScopeDecision;
  }
}

type Area = 'events' | 'orders' | 'check-in' | 'never';

/**
 * Every authenticated route by area, first match wins (API.md "Integrations"). A token never
 * manages people, account settings, payments setup or tokens and webhooks themselves, so that
 * a leaked token cannot widen its own reach.
 */
const AREAS: [RegExp, Area][] = [
  [/^\/api\/(auth|users)(\/|$)/, 'never'],
  [/^\/api\/accounts\/:account_id\/(api-tokens|webhooks)(\/|$)/, 'never'],
  [/^\/api\/accounts\/:account_id\/taxes-and-fees(\/|$)/, 'events'],
  [/^\/api\/accounts(\/|$)/, 'never'],
  [/^\/api\/organizers(\/|$)/, 'events'],
  [/^\/api\/events\/:event_id\/attendees\/:id\/check_(in|out)$/, 'check-in'],
  [/^\/api\/events\/:event_id\/(orders|attendees)(\/|$)/, 'orders'],
  [/^\/api\/events(\/|$)/, 'events'],
  // SPEC §7 puts the event's document uploads under the public prefix; they still need a member of the account.
  [/^\/api\/public\/events\/:id\/images(\/|$)/, 'events'],
];

/** POST routes that only read (exports take their filters in the body). */
const READS = new Set(['POST /api/events/:event_id/orders/export', 'POST /api/events/:event_id/attendees/export']);

/** The decision for one route, or undefined when none was made (the access matrix fails on that). */
export function tokenScopeFor(method: string, url: string, override?: ScopeDecision): ScopeDecision | undefined {
  if (override) return override;
  const area = AREAS.find(([pattern]) => pattern.test(url))?.[1];
  if (!area || area === 'never') return area;
  if (area === 'check-in') return 'check-in:write';
  const reads = method === 'GET' || READS.has(`${method} ${url}`);
  return `${area}:${reads ? 'read' : 'write'}`;
}

/** Throws 403 unless the token's scopes allow the route being called. */
export function requireTokenScope(request: FastifyRequest, scopes: readonly string[]): void {
  const decision = tokenScopeFor(request.method, request.routeOptions.url ?? '', request.routeOptions.config.tokenScope);
  if (!decision || decision === 'never' || !grants(scopes, decision)) throw forbidden();
}

/** A write scope includes reading the same area. */
export function grants(scopes: readonly string[], scope: ApiScope): boolean {
  return scopes.includes(scope) || (scope.endsWith(':read') && scopes.includes(scope.replace(/:read$/, ':write')));
}
