import { describe, expect, it } from 'vitest';
import { generateBody, initialGenerateValues, validateGenerate } from './generate-form';

const event = { start_date: '2026-10-01T17:00:00Z', end_date: '2026-10-01T19:30:00Z', timezone: 'Europe/Berlin' };

describe('generate form', () => {
  it("starts from the event's own day, time and length", () => {
    const values = initialGenerateValues(event);
    expect(values).toMatchObject({ startsOn: '2026-10-01', time: '19:00', duration_minutes: 150, frequency: 'WEEKLY', count: 10 });
  });

  it('sends the built rule, the duration, and additions as instants of the event clock', () => {
    const values = {
      ...initialGenerateValues(event),
      weekdays: ['TH' as const],
      label: ' Matinee ',
      exclusions: ['2026-10-08'],
      additions: ['2026-10-10T15:00'],
    };
    expect(generateBody(values, event.timezone)).toEqual({
      rrule: 'DTSTART;TZID=Europe/Berlin:20261001T190000\nRRULE:FREQ=WEEKLY;BYDAY=TH;BYHOUR=19;BYMINUTE=0;BYSECOND=0;COUNT=10',
      duration_minutes: 150,
      label: 'Matinee',
      exclusions: ['2026-10-08'],
      additions: ['2026-10-10T15:00:00+02:00'],
    });
  });

  it('sends a typed rule as it is, and asks for one when it is empty', () => {
    const values = { ...initialGenerateValues(event), mode: 'advanced' as const, rrule: ' FREQ=DAILY;COUNT=3 ' };
    expect(generateBody(values, event.timezone)).toEqual({ rrule: 'FREQ=DAILY;COUNT=3', duration_minutes: 150 });
    expect(Object.keys(validateGenerate({ ...values, rrule: '', duration_minutes: '' }))).toEqual(['rrule', 'duration_minutes']);
  });

  it('names the builder fields that are wrong', () => {
    const values = { ...initialGenerateValues(event), interval: '', ends: 'until' as const, until: '2026-09-01' };
    expect(Object.keys(validateGenerate(values)).sort()).toEqual(['interval', 'until']);
  });
});
