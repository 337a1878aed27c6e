import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, screen, within } from '@testing-library/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../platform/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { buildHouse } from './house';
import { HouseLegend } from './HouseLegend';
import { hall } from './test-plan';

/** The French catalogue, compiled and keyed as the build does. */
function frenchMessages() {
  const po = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales/fr/messages.po'), 'utf8');
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  for (const [, id, translation] of po.matchAll(/msgid "(.*)"\nmsgstr "(.*)"/g)) {
    if (translation) messages[generateMessageId(id!)] = compileMessage(translation);
  }
  return messages;
}

/** A date on which the floor of 2,000 has one place held, 1,235 sold and none blocked. */
const house = () => buildHouse(hall, [], [{ id: 'floor', capacity: 2000, taken: 1236, held: 1, sold: 1235, blocked: 0 }]);

/** The legend's entry for the floor, its spaces (narrow and no-break ones included) made plain. */
const floorEntry = () =>
  within(screen.getByRole('list', { name: /./ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s/g, ' '))
    .find((text) => text?.startsWith('Floor'));

afterEach(() => {
  act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
});

describe('HouseLegend', () => {
  it("gives a standing area's held, sold and blocked places beside its taken places, as text", () => {
    renderWithProviders(<HouseLegend house={house()} colourBy="state" />);
    expect(floorEntry()).toBe('Floor (standing): 1,236 of 2,000 taken (1 held, 1,235 sold, 0 blocked)');
  });

  it('writes the split in the reader’s language, each count agreeing with its number', () => {
    act(() => i18n.loadAndActivate({ locale: 'fr', messages: frenchMessages() }));
    renderWithProviders(<HouseLegend house={house()} colourBy="category" />);
    expect(floorEntry()).toBe('Floor (debout) : 1 236 sur 2 000 occupées (1 réservée, 1 235 vendues, 0 bloquée)');
  });
});
