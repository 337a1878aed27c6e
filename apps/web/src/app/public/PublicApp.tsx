import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { cssVariablesResolver, theme } from '../../platform/theme/theme';
import { publicRouter } from './public-router';

/** The public pages' providers: no notifications, modals or colour-scheme switching (buyer pages are light). */
export function PublicApp() {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={publicRouter} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
