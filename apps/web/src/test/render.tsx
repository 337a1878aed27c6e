import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import { i18n } from '../platform/i18n/i18n';
import { theme } from '../platform/theme/theme';

/** Draws a component with the providers the pages have (translations in English, the Mantine theme). */
export function renderWithProviders(ui: ReactNode): RenderResult {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>{ui}</MantineProvider>
    </I18nProvider>,
  );
}
