import { Alert, Box, Button, Container, EmptyState, Grid, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '../../platform/api/api-error';
import { MAIN_CONTENT_ID } from '../../platform/ui/a11y';
import { IconAlert, IconInbox, IconRefresh } from '../../platform/ui/icons';
import { SiteBar } from '../../platform/ui/SiteBar';
import { errorMessage } from '../../platform/api/error-message';
import { PageLoader } from '../../platform/ui/PageLoader';
import { PageTitle } from '../../platform/ui/PageTitle';
import { mailboxQuery } from './api';
import { MailList } from './MailList';
import { MailViewer } from './MailViewer';

function MailboxContent() {
  const { t } = useLingui();
  const mailbox = useQuery(mailboxQuery);
  const [params, setParams] = useSearchParams();

  if (mailbox.isPending) return <PageLoader />;
  if (mailbox.isError) {
    const off = isApiError(mailbox.error) && mailbox.error.status === 404;
    return (
      <Alert color={off ? 'blue' : 'red'} variant="light" icon={<IconAlert />} role="alert">
        {off ? t`The development mailbox is off because email is sent over SMTP.` : errorMessage(mailbox.error)}
      </Alert>
    );
  }
  const mails = mailbox.data;
  if (mails.length === 0) {
    return (
      <EmptyState variant="light" icon={<IconInbox size={28} />} py={64}>
        <EmptyState.Title order={2}>{t`No emails yet`}</EmptyState.Title>
        <EmptyState.Description>
          {t`Emails the app sends (confirmations, password resets, invitations, tickets) appear here while no SMTP server is configured.`}
        </EmptyState.Description>
      </EmptyState>
    );
  }

  const requested = Number(params.get('mail'));
  const selected = mails.find((mail) => mail.id === requested) ?? mails[0];
  const select = (id: number) => setParams({ mail: String(id) }, { replace: true });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ScrollArea.Autosize mah={{ base: 320, md: 'calc(100vh - 220px)' }} type="auto">
          <MailList mails={mails} selectedId={selected?.id ?? null} onSelect={select} />
        </ScrollArea.Autosize>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>{selected && <MailViewer key={selected.id} mail={selected} />}</Grid.Col>
    </Grid>
  );
}

/** `/dev/mailbox`: emails kept by the server while no SMTP server is configured. */
export function MailboxPage() {
  const { t } = useLingui();
  const mailbox = useQuery(mailboxQuery);
  return (
    <Box mih="100vh">
      <PageTitle title={t`Development mailbox`} />
      <Box component="header" py="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="xl">
          <SiteBar logoSize={28} />
        </Container>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="xl" py="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end">
            <Stack gap={4}>
              <Title order={1}>{t`Development mailbox`}</Title>
              <Text c="dimmed">
                <Trans>Every email the app would have sent, newest first. Only visible from this machine.</Trans>
              </Text>
            </Stack>
            <Button variant="default" leftSection={<IconRefresh />} onClick={() => void mailbox.refetch()}>
              <Trans>Refresh</Trans>
            </Button>
          </Group>
          <MailboxContent />
        </Stack>
      </Container>
    </Box>
  );
}
