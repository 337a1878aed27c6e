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
    expect(match('/event/12/harbour-lights')).toEqual({ paths: ['(layout)', 'event/:eventId/:eventSlug?'], params: { eventId: '12', eventSlug: 'harbour-lights' } });
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

  it('takes the first route that matches the whole address, and the catch-all for the rest', () => {
    expect(match('/ticket/3/XYZ/print')?.paths.at(-1)).toBe('ticket/:eventId/:attendeeShortId/print');
    expect(match('/ticket/3/XYZ')?.paths.at(-1)).toBe('ticket/:eventId/:attendeeShortId');
    expect(match('/checkout/3/ABC/refund')).toEqual({ paths: ['(layout)', '*'], params: { '*': 'checkout/3/ABC/refund' } });
    expect(match('/event')?.paths.at(-1)).toBe('*');
  });

  it('decodes parameters, and keeps a segment that is not valid percent-encoding as it is', () => {
    expect(match('/event/12/caf%C3%A9')?.params.eventSlug).toBe('café');
    expect(match('/event/12/%E0%A4%A')?.params.eventSlug).toBe('%E0%A4%A');
  });

  it('finds nothing when no route and no catch-all fits', () => {
    expect(matchRoutes([{ path: 'widget/:eventId' }], '/widget/1/extra')).toBeNull();
  });
});
