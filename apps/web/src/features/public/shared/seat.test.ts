import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { i18n } from '../../../platform/i18n/i18n';
import { seatText } from './seat';

/** The messages seatText writes (other screens have messages that start alike). */
const SEAT_MESSAGES = ['Standing area {area}', 'Section {section}', 'Row {row}', 'Seat {seat}'];

/** The German catalogue's translations of the seat's messages, compiled and keyed as the build does. */
function germanSeatMessages() {
  const po = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales/de/messages.po'), 'utf8');
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const [, id, translation] of po.matchAll(/msgid "(.*)"\nmsgstr "(.*)"/g)) {
    if (SEAT_MESSAGES.includes(id!)) messages[generateMessageId(id!)] = compileMessage(translation!);
  }
  return messages;
}

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('seatText', () => {
  it('names section, row and seat, one dot between them', () => {
    expect(seatText({ section: 'Stalls', row: 'C', label: '12' })).toBe('Section Stalls · Row C · Seat 12');
  });

  it('leaves out the parts a plan does not name', () => {
    expect(seatText({ section: '', row: 'C', label: '12' })).toBe('Row C · Seat 12');
    expect(seatText({ section: 'Balcony', row: '', label: '3' })).toBe('Section Balcony · Seat 3');
  });

  it('names a place in a standing area by its area', () => {
    expect(seatText({ section: 'Floor', row: '', label: '' })).toBe('Standing area Floor');
  });

  it("writes the reader's language", () => {
    const messages = germanSeatMessages();
    expect(Object.keys(messages)).toHaveLength(4);
    i18n.loadAndActivate({ locale: 'de', messages });
    expect(seatText({ section: 'Parkett', row: 'C', label: '12' })).toBe('Bereich Parkett · Reihe C · Platz 12');
    expect(seatText({ section: 'Innenraum', row: '', label: '' })).toBe('Stehbereich Innenraum');
  });
});
