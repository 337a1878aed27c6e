import { tokenScopeFor } from '../auth/token-scopes.js';

interface TransformInput {
  schema: Record<string, unknown>;
  url: string;
  route: { method: string | string[] };
}

/**
 * Adds the API token scheme, with the scope it needs, to every operation a token may call, so
 * the document states the scope decisions of platform/auth/token-scopes.ts instead of repeating them.
 */
export function withApiTokenSecurity<T extends (input: never) => unknown>(transform: T): T {
  const wrapped = (input: TransformInput) => {
    const security = input.schema.security as Record<string, string[]>[] | undefined;
    const method = [input.route.method].flat()[0] ?? 'GET';
    const scope = security?.some((entry) => 'bearer' in entry) ? tokenScopeFor(method, input.url) : undefined;
    const schema = scope && scope !== 'never' ? { ...input.schema, security: [...(security ?? []), { apiToken: [scope] }] } : input.schema;
    return (transform as unknown as (input: TransformInput) => unknown)({ ...input, schema });
  };
  return wrapped as unknown as T;
}
