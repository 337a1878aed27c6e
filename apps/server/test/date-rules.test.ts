import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { createTestApp, request, type TestApp } from './harness.js';
import { createEvent, registerAccount } from './factories.js';
import { allDates, datesOf, eventSpan } from './date-factories.js';

/** An event's dates generated from an RFC 5545 rule (docs/dates.md). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('generating dates from a rule', () => {
  it('keeps a weekly 19:00 at 19:00 in Berlin across the end of summer time', async () => {
    const owner = await registerAccount(t.app);
    // Organizer in Europe/Berlin (factories): 19:00 local is 17:00 UTC in summer and 18:00 UTC in winter.
    const event = await createEvent(t.app, owner.token, { start_date: '2031-10-14T17:00:00Z', end_date: '2031-10-14T19:00:00Z' });
    const generated = await request(t.app, 'POST', `${datesOf(event.id)}/generate`, {
      token: owner.token,
      body: { rrule: 'FREQ=WEEKLY;BYDAY=TU;BYHOUR=19;BYMINUTE=0;COUNT=4', duration_minutes: 90, label: 'Evening class' },
    });
    expect(generated.status).toBe(201);
    expect(generated.body).toEqual({ created: 4 });
    const created = (await allDates(t.app, owner.token, event.id)).filter((date) => date.label === 'Evening class');
    expect(created.map((date) => date.start_date)).toEqual([
      '2031-10-14T17:00:00.000Z',
      '2031-10-21T17:00:00.000Z',
      '2031-10-28T18:00:00.000Z',
      '2031-11-04T18:00:00.000Z',
    ]);
    for (const date of created) {
      const local = DateTime.fromISO(date.start_date, { zone: 'Europe/Berlin' });
      expect([local.weekday, local.hour, local.minute]).toEqual([2, 19, 0]);
      expect(new Date(date.end_date!).getTime() - new Date(date.start_date).getTime()).toBe(90 * 60_000);
    }
    expect((await eventSpan(t.app, owner.token, event.id)).end_date).toBe('2031-11-04T19:30:00.000Z');
  });

  it('takes the rule’s own DTSTART, exclusions and additions', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token, { start_date: '2031-03-01T18:00:00Z', end_date: null });
    const generated = await request(t.app, 'POST', `${datesOf(event.id)}/generate`, {
      token: owner.token,
      body: {
        rrule: 'DTSTART;TZID=Europe/Berlin:20310324T200000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20310410T235959Z',
        duration_minutes: 120,
        exclusions: ['2031-03-26', '2031-04-07'],
        additions: ['2031-04-12T15:00:00+02:00'],
        label: 'Matinee',
      },
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const created = (await allDates(t.app, owner.token, event.id)).filter((date) => date.label === 'Matinee');
    expect(created.map((date) => DateTime.fromISO(date.start_date, { zone: 'Europe/Berlin' }).toFormat("yyyy-MM-dd'T'HH:mm"))).toEqual([
      '2031-03-24T20:00',
      // 26 March excluded; summer time starts on 30 March and 20:00 stays 20:00
      '2031-03-31T20:00',
      '2031-04-02T20:00',
      // 7 April excluded
      '2031-04-09T20:00',
      '2031-04-12T15:00',
    ]);
    expect(generated.body.created).toBe(5);
  });

  it('refuses rules it cannot read and more than 1,000 dates a call or 10,000 an event, with 422', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token);
    const generate = (body: Record<string, unknown>) =>
      request(t.app, 'POST', `${datesOf(event.id)}/generate`, { token: owner.token, body: { duration_minutes: 60, ...body } });
    for (const rrule of [
      'FREQ=BOGUS',
      'hello',
      'FREQ=MINUTELY;COUNT=5',
      'DTSTART:2031\nRRULE:FREQ=DAILY',
      'DTSTART;TZID=Mars/Base:20310101T100000\nFREQ=DAILY;COUNT=2',
      '',
    ]) {
      const response = await generate({ rrule });
      expect(response.status, rrule).toBe(422);
    }
    expect((await generate({ rrule: 'FREQ=DAILY;COUNT=2', duration_minutes: 0 })).status).toBe(422);
    expect((await generate({ rrule: 'FREQ=DAILY;COUNT=2', exclusions: ['not a day'] })).status).toBe(422);
    const tooMany = await generate({ rrule: 'FREQ=DAILY;COUNT=1001' });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors)).toEqual(['rrule']);
    const endless = await generate({ rrule: 'FREQ=DAILY' });
    expect(endless.status).toBe(422);
    // Exclusions count before the limit: 1,001 occurrences less one excluded day are 1,000 dates.
    const exactly = await generate({ rrule: 'FREQ=DAILY;COUNT=1001', exclusions: ['2031-07-02'] });
    expect(exactly.status, JSON.stringify(exactly.body)).toBe(201);
    expect(exactly.body.created).toBe(1000);
    expect((await request(t.app, 'GET', `${datesOf(event.id)}?per_page=1`, { token: owner.token })).body.meta.total).toBe(1001);
    const never = await generate({ rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30' });
    expect(never.status).toBe(201);
    expect(never.body.created).toBe(0);
    // Daily, such a rule would walk every day up to the year 9999: its search is cut short.
    const nowhere = await generate({ rrule: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30' });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors).toEqual({ rrule: ['This rule finds no date: check its months, days and hours.'] });
    for (const rrule of [
      'FREQ=DAILY;INTERVAL=-1;COUNT=2',
      'FREQ=YEARLY',
      'DTSTART:99991231T230000Z\nRRULE:FREQ=DAILY;COUNT=2',
      'DTSTART:00010101T100000Z\nRRULE:FREQ=DAILY;COUNT=2',
    ]) {
      expect((await generate({ rrule })).status, rrule).toBe(422);
    }
    expect((await generate({ rrule: 'FREQ=DAILY;COUNT=1', additions: ['9999-12-31T23:30:00Z'] })).status).toBe(422);
  });

  it('stops an event at 10,000 dates', async () => {
    const owner = await registerAccount(t.app);
    const event = await createEvent(t.app, owner.token, { start_date: '2031-01-01T10:00:00Z', end_date: null });
    for (let round = 0; round < 9; round += 1) {
      const response = await request(t.app, 'POST', `${datesOf(event.id)}/generate`, {
        token: owner.token,
        body: { rrule: `DTSTART:${2040 + round * 3}0101T100000Z\nRRULE:FREQ=DAILY;COUNT=1000`, duration_minutes: 30 },
      });
      expect(response.status).toBe(201);
    }
    const over = await request(t.app, 'POST', `${datesOf(event.id)}/generate`, {
      token: owner.token,
      body: { rrule: 'DTSTART:20700101T100000Z\nRRULE:FREQ=DAILY;COUNT=1000', duration_minutes: 30 },
    });
    expect(over.status).toBe(422);
    const fits = await request(t.app, 'POST', `${datesOf(event.id)}/generate`, {
      token: owner.token,
      body: { rrule: 'DTSTART:20700101T100000Z\nRRULE:FREQ=DAILY;COUNT=999', duration_minutes: 30 },
    });
    expect(fits.status).toBe(201);
    const oneMore = await request(t.app, 'POST', datesOf(event.id), {
      token: owner.token,
      body: { start_date: '2080-01-01T10:00:00Z', end_date: null },
    });
    expect(oneMore.status).toBe(422);
  });
});
