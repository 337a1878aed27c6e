import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { calendarFile, type CalendarEvent } from './ics.js';

const EMOJI = ['🎉', '🎸', '👨‍👩‍👧‍👦', '🇩🇪', '👍🏽', '🏳️‍🌈', '1️⃣', '🧑🏿‍🎤', '🐉', '🎟️'];

function event(title: string, overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    uid: 'event-1@stagedoor.test',
    title,
    start: new Date('2031-07-01T16:00:00Z'),
    end: new Date('2031-07-01T21:00:00Z'),
    timezone: 'Europe/Berlin',
    location: 'Harbour Hall, Quai 4, Hamburg',
    url: 'https://stagedoor.test/event/1/harbour-lights',
    description: 'Doors at six.\n\nBring a friend, or two; all welcome.',
    organizer: { name: 'Night Owl Events', email: 'hello@night-owl.test' },
    reminderMinutes: 60,
    ...overrides,
  };
}

function parsedEvent(text: string) {
  const components = Object.values(ical.sync.parseICS(text));
  return components.find((component) => component?.type === 'VEVENT') as ical.VEvent;
}

describe('calendar files', () => {
  it('keeps 80 emoji titles whole, wherever the lines are folded', () => {
    for (let i = 0; i < 80; i += 1) {
      // A prefix of every length from 0 to 79 puts each emoji across every possible fold point.
      const title = `${'x'.repeat(i)} ${EMOJI[i % EMOJI.length]!.repeat(12)} 東京 Straße ${EMOJI.join('')}`;
      const text = calendarFile(event(title));
      for (const line of text.split('\r\n')) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\uFFFD');
      }
      const parsed = parsedEvent(text);
      expect(parsed.summary).toBe(title);
    }
  });

  it('writes times in the event’s zone with its VTIMEZONE, the organizer, venue, page and a reminder', () => {
    const text = calendarFile(event('Harbour Lights; a festival, with a \\ backslash'));
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20310701T180000');
    expect(text).toContain('DTEND;TZID=Europe/Berlin:20310701T230000');
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const parsed = parsedEvent(text);
    expect(parsed.summary).toBe('Harbour Lights; a festival, with a \\ backslash');
    expect(parsed.start.toISOString()).toBe('2031-07-01T16:00:00.000Z');
    expect(parsed.start.tz).toBe('Europe/Berlin');
    expect(parsed.location).toBe('Harbour Hall, Quai 4, Hamburg');
    expect(parsed.description).toBe('Doors at six.\n\nBring a friend, or two; all welcome.');
    expect(parsed.organizer).toEqual({ params: { CN: 'Night Owl Events' }, val: 'mailto:hello@night-owl.test' });
    expect(JSON.stringify(parsed.url)).toContain('https://stagedoor.test/event/1/harbour-lights');
    expect(text).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT1H');
  });

  it('lasts two hours without an end, and leaves out what the event does not have', () => {
    const text = calendarFile(
      event('Open mic', {
        end: null,
        timezone: 'UTC',
        location: null,
        description: null,
        organizer: { name: 'No address', email: null },
        reminderMinutes: null,
      }),
    );
    expect(text).toContain('DTSTART:20310701T160000Z');
    expect(text).toContain('DTEND:20310701T180000Z');
    expect(text).not.toMatch(/LOCATION|DESCRIPTION|ORGANIZER|VALARM/);
  });
});
