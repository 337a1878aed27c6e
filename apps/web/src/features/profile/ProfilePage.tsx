import { Alert, Badge, Card, SimpleGrid } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALE_NATIVE_NAMES } from '../../platform/i18n/locales';
import { useSessionUser } from '../../platform/session/session';
import { IconMail } from '../../platform/ui/icons';
import { PageHeader } from '../../platform/ui/PageHeader';
import { Detail } from '../../platform/ui/Detail';

/** `/manage/profile` */
export function ProfilePage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const pendingEmail = user.pending_email;

  return (
    <>
      <PageHeader title={t`Profile`} description={t`Your personal details and login.`} />
      {pendingEmail && (
        <Alert color="blue" variant="light" icon={<IconMail />} mb="lg">
          <Trans>
            We sent a confirmation link to <strong>{pendingEmail}</strong>. Your login changes once you open it.
          </Trans>
        </Alert>
      )}
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Detail label={t`Name`}>{fullName}</Detail>
          <Detail label={t`Email`}>
            {user.email}{' '}
            <Badge variant="light" color={user.email_verified ? 'teal' : 'orange'} ml={4}>
              {user.email_verified ? t`Confirmed` : t`Not confirmed`}
            </Badge>
          </Detail>
          <Detail label={t`Role`}>{user.role === 'ADMIN' ? t`Administrator` : t`Organizer`}</Detail>
          <Detail label={t`Language`}>{LOCALE_NATIVE_NAMES[user.locale]}</Detail>
          <Detail label={t`Time zone`}>{user.timezone}</Detail>
        </SimpleGrid>
      </Card>
    </>
  );
}
