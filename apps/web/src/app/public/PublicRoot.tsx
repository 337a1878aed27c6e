import { Trans } from '@lingui/react/macro';
import { Outlet, useNavigation } from '../../platform/routing';
import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="nav-progress" aria-hidden="true" />;
}

/** The root of the public pages: the skip link and the page, without the management app's systems. */
export function PublicRoot() {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        <Trans>Skip to content</Trans>
      </a>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
