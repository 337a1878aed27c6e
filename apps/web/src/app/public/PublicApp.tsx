import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { i18n } from '../../platform/i18n/i18n';
import { RouterProvider, type Router } from '../../platform/routing';
import { cssVariablesResolver, theme } from '../../platform/theme/theme';

/**
 * The public pages' providers: no notifications, modals or colour-scheme switching (buyer pages are
 * light), and no query client at the root (the pages that use one bring it, platform/query/with-query-client.tsx).
 */
export function PublicApp({ router }: { router: Router }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>
  );
}
