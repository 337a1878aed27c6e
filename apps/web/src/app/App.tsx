import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../platform/i18n/i18n';
import { queryClient } from '../platform/query/query-client';
import { colorSchemeManager, cssVariablesResolver, theme } from '../platform/theme/theme';
import { router } from './router';

/** SPEC §9: at most five toasts, closing after four seconds, bottom right. */
const NOTIFICATION_LIMIT = 5;
const NOTIFICATION_AUTO_CLOSE_MS = 4_000;

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications limit={NOTIFICATION_LIMIT} autoClose={NOTIFICATION_AUTO_CLOSE_MS} position="bottom-right" />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
