import { describe, expect, it } from 'vitest';
import { publicEvent, ticket } from '../../../../test/public-event';
import { loadEventPageData } from '../event-page-loader';
import { reserveBody } from '../tickets/selection';
import {
  addMonths,
  appendPage,
  dateHref,
  dateMark,
  dateParam,
  dayKey,
  hasMorePages,
  isChoosable,
  monthGrid,
  monthOf,
  monthQuery,
  upcomingQuery,
} from './date-picker';
import type { PublicEventDate, PublicEventWithTickets } from '@stagedoor/contracts';
import type { DatesPage } from './dates-page';

const NOW = '2026-12-01T12:00:00.000Z';

const date = (over: Partial<PublicEventDate> & { id: number }): PublicEventDate => ({
  start_date: '2026-12-04T18:00:00.000Z',
  end_date: '2026-12-04T21:00:00.000Z',
  label: null,
  status: 'SCHEDULED',
  availability: 'ON_SALE',
  ...over,
});

describe('marking', () => {
  it('marks cancelled, past, sold-out and not-on-sale dates, and only lets the buyer choose the ones with a page', () => {
    expect(dateMark(date({ id: 1 }), NOW)).toBe('on-sale');
    expect(dateMark(date({ id: 2, availability: 'SOLD_OUT' }), NOW)).toBe('sold-out');
    expect(dateMark(date({ id: 3, availability: 'NOT_ON_SALE' }), NOW)).toBe('not-on-sale');
    expect(dateMark(date({ id: 4, status: 'CANCELLED', availability: 'CANCELLED' }), NOW)).toBe('cancelled');
    // A cancelled date in the past is still shown as cancelled.
    expect(dateMark(date({ id: 5, status: 'CANCELLED', start_date: '2026-11-01T18:00:00Z', end_date: null }), NOW)).toBe('cancelled');
    expect(dateMark(date({ id: 6, start_date: '2026-11-30T18:00:00Z', end_date: '2026-11-30T21:00:00Z' }), NOW)).toBe('past');
    // Without an end, a date is over once it has started.
    expect(dateMark(date({ id: 7, start_date: '2026-12-01T11:00:00Z', end_date: null }), NOW)).toBe('past');
    // A date that has started but not ended is still on sale.
    expect(dateMark(date({ id: 8, start_date: '2026-12-01T11:00:00Z', end_date: '2026-12-01T13:00:00Z' }), NOW)).toBe('on-sale');
    expect(['on-sale', 'sold-out', 'not-on-sale', 'cancelled', 'past'].map((mark) => isChoosable(mark as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the address of a date', () => {
  it('reads ?date= only when it can be an id', () => {
    expect(dateParam('?date=12')).toBe(12);
    expect(dateParam('?promo_code=X&date=7')).toBe(7);
    for (const bad of ['?date=0', '?date=012', '?date=1e3', '?date=abc', '?date=', '', '?date=99999999999', '?date=2147483648']) {
      expect(dateParam(bad)).toBeNull();
    }
  });

  it('keeps the rest of the address and replaces the date', () => {
    expect(dateHref({ pathname: '/event/3/gala', search: '' }, 9)).toBe('/event/3/gala?date=9');
    expect(dateHref({ pathname: '/event/3/gala', search: '?promo_code=VIP&date=4', hash: '#tickets' }, 9)).toBe(
      '/event/3/gala?promo_code=VIP&date=9#tickets',
    );
    expect(dateHref({ pathname: '/widget/3', search: '?locale=de&primary_color=%23ff0000' }, 2)).toBe(
      '/widget/3?locale=de&primary_color=%23ff0000&date=2',
    );
  });
});

describe('paging', () => {
  it('asks for upcoming dates from the page’s clock on', () => {
    expect(upcomingQuery(NOW, 3)).toEqual({ from: NOW, page: 3, per_page: 20 });
  });

  it('adds a page once per date, in order of start, and knows when the last page is listed', () => {
    const first = [date({ id: 1, start_date: '2026-12-04T18:00:00Z' }), date({ id: 2, start_date: '2026-12-05T18:00:00Z' })];
    const next = [date({ id: 2, start_date: '2026-12-05T18:00:00Z' }), date({ id: 3, start_date: '2026-12-06T18:00:00Z' })];
    expect(appendPage(first, next).map((d) => d.id)).toEqual([1, 2, 3]);
    expect(hasMorePages({ current_page: 1, last_page: 2 })).toBe(true);
    expect(hasMorePages({ current_page: 2, last_page: 2 })).toBe(false);
  });

  it('asks for a month with a day to spare on each side, whatever the time zone', () => {
    expect(monthQuery({ year: 2026, month: 11 })).toEqual({
      from: '2026-11-30T00:00:00.000Z',
      to: '2027-01-02T00:00:00.000Z',
      page: 1,
      per_page: 100,
    });
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
  });
});

describe('the month calendar', () => {
  it('puts each date on its day in the event’s time zone, weeks starting on Monday', () => {
    // 23:30 UTC on 31 December is 1 January in Berlin.
    const newYear = date({ id: 1, start_date: '2026-12-31T23:30:00Z', end_date: null });
    expect(dayKey(newYear.start_date, 'Europe/Berlin')).toBe('2027-01-01');
    expect(dayKey(newYear.start_date, 'America/New_York')).toBe('2026-12-31');
    expect(monthOf(newYear.start_date, 'Europe/Berlin')).toEqual({ year: 2027, month: 0 });

    const weeks = monthGrid({ year: 2027, month: 0 }, [newYear, date({ id: 2, start_date: '2027-01-11T18:00:00Z' })], 'Europe/Berlin');
    // January 2027 starts on a Friday: four empty cells before it.
    expect(weeks[0]!.slice(0, 4)).toEqual([null, null, null, null]);
    expect(weeks[0]![4]).toEqual({ key: '2027-01-01', day: 1, dates: [newYear] });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    const days = weeks.flat().filter((cell) => cell !== null);
    expect(days).toHaveLength(31);
    expect(days.find((cell) => cell.day === 11)!.dates.map((d) => d.id)).toEqual([2]);
    // The same moment belongs to December in New York: not in January's grid.
    const inNewYork = monthGrid({ year: 2027, month: 0 }, [newYear], 'America/New_York');
    expect(inNewYork.flat().some((cell) => cell && cell.dates.length > 0)).toBe(false);
  });
});

const page = (data: PublicEventDate[], meta: Partial<DatesPage['meta']> = {}): DatesPage => ({
  data,
  meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1, ...meta },
});

describe('the loader', () => {
  const series = (over: Partial<PublicEventWithTickets> = {}): PublicEventWithTickets => ({
    ...publicEvent(),
    dates_count: 3,
    event_date_id: 11,
    ...over,
  });

  it('asks for the date of the address and lists the upcoming dates of an event with several', async () => {
    const asked: (number | null | undefined)[] = [];
    const data = await loadEventPageData('1', new Request('https://x.test/event/1/gala?date=12'), {
      fetchEvent: (_id, _promo, _signal, dateId) => {
        asked.push(dateId);
        return Promise.resolve(series({ event_date_id: 12 }));
      },
      fetchDates: () => Promise.resolve(page([date({ id: 11 }), date({ id: 12, start_date: '2026-12-05T18:00:00Z' })])),
      embedded: () => null,
      knownDate: () => null,
    });
    expect(asked).toEqual([12]);
    if (!data.found) throw new Error('not found');
    expect(data.dates?.chosen?.id).toBe(12);
    expect(data.dates?.upcoming.data).toHaveLength(2);
  });

  it('names a chosen date beyond the first page from what the page has seen', async () => {
    const later = date({ id: 40, start_date: '2027-03-01T18:00:00Z' });
    const data = await loadEventPageData('1', new Request('https://x.test/event/1/gala?date=40'), {
      fetchEvent: () => Promise.resolve(series({ event_date_id: 40 })),
      fetchDates: () => Promise.resolve(page([date({ id: 11 })], { last_page: 3 })),
      embedded: () => null,
      knownDate: (id) => (id === 40 ? later : null),
    });
    expect(data.found && data.dates?.chosen).toEqual(later);
  });

  it('leaves the dates out for an event with one date, and asks for none', async () => {
    let listed = false;
    const data = await loadEventPageData('1', new Request('https://x.test/event/1/gala'), {
      fetchEvent: () => Promise.resolve({ ...publicEvent(), dates_count: 1, event_date_id: 5 }),
      fetchDates: () => {
        listed = true;
        return Promise.resolve(page([]));
      },
      embedded: () => null,
    });
    expect(data.found && data.dates).toBeNull();
    expect(listed).toBe(false);
  });

  it('uses what the server embedded, clock included, without asking', async () => {
    const embedded = { promo_code: null, date_id: 12, event: series({ event_date_id: 12 }), dates: page([date({ id: 12 })]), now: NOW };
    const data = await loadEventPageData('1', new Request('https://x.test/event/1/gala?date=12'), {
      fetchEvent: () => Promise.reject(new Error('asked')),
      fetchDates: () => Promise.reject(new Error('asked')),
      embedded: (_id, _promo, dateId) => (dateId === 12 ? embedded : null),
    });
    if (!data.found) throw new Error('not found');
    expect(data.dates).toEqual({ upcoming: embedded.dates, chosen: embedded.dates.data[0], now: NOW });
  });
});

describe('the purchase', () => {
  it('names the date the page shows when the event has several, and none for a one-date event', () => {
    const event = publicEvent({ tickets: [ticket({ id: 2 })] });
    const ticketId = 2;
    const selection = { 20: { quantity: 1 } };
    expect(reserveBody({ ...event, dates_count: 3, event_date_id: 12 }, selection, null, 'en')).toMatchObject({
      date_id: 12,
      tickets: [{ ticket_id: ticketId }],
    });
    expect(reserveBody({ ...event, dates_count: 1, event_date_id: 5 }, selection, null, 'en')).not.toHaveProperty('date_id');
    expect(reserveBody(event, selection, null, 'en')).not.toHaveProperty('date_id');
  });
});
