import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSessionUser } from '../../platform/session/session';
import { PageHeader } from '../../platform/ui/PageHeader';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailSection } from './EmailSection';
import { ProfileDetailsForm } from './ProfileDetailsForm';

interface ProfileSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled card of the profile page; its heading names the region for screen readers. */
function ProfileSection({ id, title, description, children }: ProfileSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap={4} mb="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Card>
  );
}

/** `/manage/profile` */
export function ProfilePage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const role = user.role === 'ADMIN' ? t`Administrator` : t`Organizer`;

  return (
    <>
      <PageHeader title={t`Profile`} description={t`Your personal details and login. Your role: ${role}.`} />
      <Stack gap="lg" maw={820}>
        <ProfileSection id="profile-details" title={t`Personal details`}>
          <ProfileDetailsForm key={user.locale} user={user} />
        </ProfileSection>
        <ProfileSection
          id="profile-email"
          title={t`Email address`}
          description={t`You log in with this address, and we send account emails to it.`}
        >
          <EmailSection user={user} />
        </ProfileSection>
        <ProfileSection
          id="profile-password"
          title={t`Password`}
          description={t`Changing your password logs you out on every other device.`}
        >
          <ChangePasswordForm />
        </ProfileSection>
      </Stack>
    </>
  );
}
