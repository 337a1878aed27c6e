import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useSessionUser } from '../../../platform/session/session';
import { useUserChangesElsewhere } from '../../../platform/session/user-changes';
import { MAIN_CONTENT_ID } from '../../../platform/ui/a11y';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { ManageHeader } from './ManageHeader';
import { ManageNavbar } from './ManageNavbar';

/** Shell of `/manage/*`, `/account/*` and `/welcome`; its loader guarantees a signed-in user. */
export function ManageLayout() {
  const { t } = useLingui();
  const user = useSessionUser();
  const [navOpened, nav] = useDisclosure(false);
  // The banner below goes as soon as the address is confirmed, in whichever tab the link was opened.
  useUserChangesElsewhere(!user.email_verified);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <ManageHeader user={user} navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar id="manage-navigation" aria-label={t`Main navigation`}>
        <ManageNavbar user={user} onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {!user.email_verified && <EmailVerificationBanner user={user} />}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
