import { describe, expect, it } from 'vitest';
import { matchRoutes, type Route } from './router';

const page = (name: string): Route => ({ path: name });

const routes: Route[] = [
  {
    children: [
      { path: 'event/:eventId/:eventSlug?' },
      {
        path: 'checkout/:eventId/:orderShortId',
        children: [{ index: true }, page('details'), page('payment')],
      },
      { path: 'ticket/:eventId/:attendeeShortId/print' },
      { path: 'ticket/:eventId/:attendeeShortId' },
      { path: '*' },
    ],
  },
];

/** The matched routes as the paths they declare, and the parameters. */
function match(pathname: string) {
  const found = matchRoutes(routes, pathname);
  return found && { paths: found.routes.map((route) => (route.index ? '(index)' : (route.path ?? '(layout)'))), params: found.params };
}

describe('matchRoutes', () => {
  it('reads parameters, with an optional last one present or not', () => {
    expect(match('/event/12/harbour-lights')).toEqual({
      paths: ['(layout)', 'event/:eventId/:eventSlug?'],
      params: { eventId: '12', eventSlug: 'harbour-lights' },
    });
    expect(match('/event/12')).toEqual({ paths: ['(layout)', 'event/:eventId/:eventSlug?'], params: { eventId: '12' } });
    expect(match('/event/12/')?.params).toEqual({ eventId: '12' });
  });

  it('matches nested routes, an index route for the parent address itself', () => {
    expect(match('/checkout/3/ABC')?.paths).toEqual(['(layout)', 'checkout/:eventId/:orderShortId', '(index)']);
    expect(match('/checkout/3/ABC/payment')).toEqual({
      paths: ['(layout)', 'checkout/:eventId/:orderShortId', 'payment'],
      params: { eventId: '3', orderShortId: 'ABC' },
    });
  });

  it('takes the route that fits the whole address, and the catch-all for the rest', () => {
    expect(match('/ticket/3/XYZ/print')?.paths.at(-1)).toBe('ticket/:eventId/:attendeeShortId/print');
    expect(match('/ticket/3/XYZ')?.paths.at(-1)).toBe('ticket/:eventId/:attendeeShortId');
    expect(match('/checkout/3/ABC/refund')).toEqual({ paths: ['(layout)', '*'], params: { '*': 'checkout/3/ABC/refund' } });
    expect(match('/event')?.paths.at(-1)).toBe('*');
  });

  it('ranks matches whatever their order: static segments over parameters over splats', () => {
    const ranked: Route[] = [
      { path: '*' },
      { path: 'event/*' },
      { path: 'event/:eventId' },
      { path: 'event/new' },
      { path: 'event' },
      { path: ':area/new' },
    ];
    const last = (pathname: string) => matchRoutes(ranked, pathname)?.routes.at(-1)?.path;
    expect(last('/event/new')).toBe('event/new');
    expect(last('/event/12')).toBe('event/:eventId');
    expect(last('/event/12/more')).toBe('event/*');
    // An address that ends with a route beats a splat that would take on nothing.
    expect(last('/event')).toBe('event');
    // The first segment decides before the second: a static "event" over the parameter ":area".
    expect(last('/venue/new')).toBe(':area/new');
    expect(last('/venue/old')).toBe('*');
  });

  it('keeps the first declared of two routes that fit equally well', () => {
    const twins: Route[] = [{ path: 'e/:eventId', index: false }, { path: 'e/:id' }];
    expect(matchRoutes(twins, '/e/4')?.params).toEqual({ eventId: '4' });
    expect(matchRoutes([{ path: 'e/:eventId/:slug?' }, { path: 'e/:id' }], '/e/4')?.params).toEqual({ eventId: '4' });
  });

  it('ranks nested routes by their whole path', () => {
    const nested: Route[] = [
      { children: [{ path: 'checkout/:eventId/*' }, { path: 'checkout/:eventId/:orderShortId', children: [{ path: 'details' }] }] },
    ];
    expect(matchRoutes(nested, '/checkout/3/ABC/details')?.routes.at(-1)?.path).toBe('details');
    expect(matchRoutes(nested, '/checkout/3/ABC/other')?.routes.at(-1)?.path).toBe('checkout/:eventId/*');
  });

  it('decodes parameters, and keeps a segment that is not valid percent-encoding as it is', () => {
    expect(match('/event/12/caf%C3%A9')?.params.eventSlug).toBe('café');
    expect(match('/event/12/%E0%A4%A')?.params.eventSlug).toBe('%E0%A4%A');
  });

  it('finds nothing when no route and no catch-all fits', () => {
    expect(matchRoutes([{ path: 'widget/:eventId' }], '/widget/1/extra')).toBeNull();
  });
});
