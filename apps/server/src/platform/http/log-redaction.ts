import type { FastifyRequest } from 'fastify';

/**
 * Route parameters and query parameters that are capabilities: whoever reads one can act with it (reset a password,
 * accept an invitation, confirm or change an email address, scan with a check-in list, see an order, keep a place in
 * a queue). Any name ending in `token`, and public short ids.
 */
const SECRET_NAME = /(^|_)token$|^short_id$/;
const REDACTED = '[redacted]';

/**
 * The request's URL as it may be logged: the path segments that carry a secret route parameter and the values of
 * secret query parameters replaced. Segments are matched against the route's pattern, so the rule follows the
 * parameter's name wherever a route puts it; a request that matched no route has no parameters to hide.
 */
export function redactedUrl(request: Pick<FastifyRequest, 'url'> & { routeOptions?: { url?: string | undefined } }): string {
  const [rawPath = '', query] = splitOnce(request.url, '?');
  let path = rawPath;
  const pattern = request.routeOptions?.url;
  if (pattern && pattern.includes(':')) {
    const segments = rawPath.split('/');
    const names = pattern.split('/');
    names.forEach((name, index) => {
      if (name.startsWith(':') && SECRET_NAME.test(name.slice(1)) && index < segments.length) segments[index] = REDACTED;
    });
    path = segments.join('/');
  }
  if (query === undefined) return path;
  const redactedQuery = query
    .split('&')
    .map((pair) => {
      const [name = '', value] = splitOnce(pair, '=');
      return value !== undefined && SECRET_NAME.test(safeDecode(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${redactedQuery}`;
}

/**
 * Fastify's request serializer (method, url, host, address), with the URL redacted. It is what "incoming request"
 * and the error logs write for `req`.
 */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
