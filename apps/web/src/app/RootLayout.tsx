import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { MAIN_CONTENT_ID } from '../platform/ui/a11y';
import { OfflineBanner } from './OfflineBanner';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="nav-progress" aria-hidden="true" />;
}

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        <Trans>Skip to content</Trans>
      </a>
      <NavigationProgress />
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
