import { useState } from 'react';
import { Alert, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  dataEnvelope,
  messageResponseSchema,
  publicWaitingListEntrySchema,
  type PublicWaitingListEntry,
  type WaitingListStatus,
} from '@stagedoor/contracts';
import { Link, useParams } from '../../../platform/routing';
import { publicApi, unchecked, type ResponseSchema } from '../../../platform/api/client';
import { isApiError } from '../../../platform/api/api-error';
import { errorMessage } from '../../../platform/api/error-message';
import { PageLoader } from '../../../platform/ui/PageLoader';
import { PageTitle } from '../../../platform/ui/PageTitle';
import { ErrorState } from '../../errors/ErrorState';
import { PublicLayout } from '../shared/PublicLayout';
import { useFormat } from '../shared/format';

const entryAnswer: ResponseSchema<{ data: PublicWaitingListEntry }> = import.meta.env.DEV
  ? dataEnvelope(publicWaitingListEntrySchema)
  : unchecked();

const entryKey = (token: string) => ['public', 'waiting-list', token] as const;

function useStatusText(): Record<WaitingListStatus, string> {
  const { t } = useLingui();
  return {
    WAITING: t`Waiting`,
    OFFERED: t`Tickets held for you`,
    PURCHASED: t`Bought`,
    EXPIRED: t`Offer lapsed`,
    CANCELLED: t`Left the list`,
  };
}

/** /waiting-list/:token: the entrant's place in line, an open offer's checkout, and leaving the list. */
export function WaitingListEntryPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const client = useQueryClient();
  const { dateTime } = useFormat();
  const statusText = useStatusText();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const entry = useQuery({
    queryKey: entryKey(token),
    queryFn: ({ signal }) => publicApi.get(`waiting-list/${token}`, { signal, schema: entryAnswer }).then((r) => r.data),
  });

  async function leave() {
    setLeaving(true);
    setFailure(null);
    try {
      await publicApi.delete(`waiting-list/${token}`, { schema: messageResponseSchema });
      await client.invalidateQueries({ queryKey: entryKey(token) });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setLeaving(false);
    }
  }

  if (entry.isPending) {
    return (
      <PublicLayout>
        <PageLoader />
      </PublicLayout>
    );
  }
  const data = entry.data;
  if (entry.isError || !data) {
    const missing = isApiError(entry.error) && entry.error.status === 404;
    return (
      <PublicLayout>
        <ErrorState
          title={missing ? t`Waiting-list entry not found` : t`Something went wrong`}
          description={missing ? t`Please check the link in your email.` : errorMessage(entry.error)}
        />
      </PublicLayout>
    );
  }
  const eventTitle = data.event_title;
  const ticket = data.price_label ? `${data.ticket_title}, ${data.price_label}` : data.ticket_title;
  const quantity = data.quantity;
  const position = data.position ?? 0;
  const expires = data.offer_expires_at ? dateTime(data.offer_expires_at, Intl.DateTimeFormat().resolvedOptions().timeZone) : '';
  return (
    <PublicLayout>
      <PageTitle title={t`Waiting list: ${eventTitle}`} />
      <Container size={640} px={0}>
        <Stack gap="md">
          <Title order={1} fz="xl">
            <Trans>Waiting list for {eventTitle}</Trans>
          </Title>
          <Group gap="sm">
            <Badge size="lg" variant="light" color={data.status === 'OFFERED' ? 'teal' : 'gray'}>
              {statusText[data.status]}
            </Badge>
            <Text>
              {ticket} · <Plural value={quantity} one="# ticket" other="# tickets" />
            </Text>
          </Group>
          {data.status === 'WAITING' && (
            <Text size="lg" fw={600}>
              <Trans>You are number {position} in line.</Trans>
            </Text>
          )}
          {data.status === 'OFFERED' && data.checkout_path && (
            <Alert color="teal" variant="light">
              <Stack gap="sm">
                <Text>
                  <Trans>Your tickets are held for you until {expires}.</Trans>
                </Text>
                <Button component={Link} to={data.checkout_path}>
                  <Trans>Complete my order</Trans>
                </Button>
              </Stack>
            </Alert>
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          {(data.status === 'WAITING' || data.status === 'OFFERED') && (
            <Group>
              <Button variant="default" color="red" loading={leaving} onClick={() => void leave()}>
                <Trans>Leave the waiting list</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      </Container>
    </PublicLayout>
  );
}
