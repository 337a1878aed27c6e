import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import { Trans } from './Trans';

const TYPED = ['Rock <3 Roll & <0>Friends</0>', 'Tom <b>Jones</b>', 'Ana <1/> \\u003c0\\u003eB\\u003c/0\\u003e', 'Zoë {name} #1'];

/** What a macro like `<Trans>by <strong>{organizer}</strong></Trans>` hands over, in French. */
function render(values: Record<string, unknown>, message = 'par <0>{organizer}</0>'): string {
  // Compiled as the build compiles the catalogues.
  const i18n = setupI18n({ locale: 'fr', messages: { fr: { [message]: compileMessage(message) } } });
  const trans = createElement(Trans, { id: message, values, components: { 0: createElement('strong') } });
  return renderToStaticMarkup(createElement(I18nProvider, { i18n }, trans));
}

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Trans', () => {
  it('shows a typed value exactly as typed, never as markup of the message', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const organizer of TYPED) {
      expect(render({ organizer })).toBe(`par <strong>${escape(organizer)}</strong>`);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps select values and plural counts working', () => {
    expect(render({ kind: 'paid' }, '{kind, select, paid {Payant} other {Gratuit}}')).toBe('Payant');
    expect(render({ count: 2 }, '{count, plural, one {# billet} other {# billets}}')).toBe('2 billets');
  });
});
