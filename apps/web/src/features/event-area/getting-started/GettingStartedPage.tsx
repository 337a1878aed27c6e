import { Button, Card, Progress, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isAdmin, useSessionUser } from '../../../platform/session/session';
import { errorMessage, notifyError } from '../../../platform/ui/notify';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { paymentSettingsQuery } from '../../account/payment/api';
import { ticketsQuery } from '../../catalogue/tickets/api';
import { updateEvent } from '../api';
import { ResendConfirmationButton } from '../layout/EmailNotVerifiedNotice';
import { useStatusChange } from '../layout/use-status-change';
import { useEvent } from '../use-event';
import { checklistDone } from './checklist';
import { ChecklistItem } from './ChecklistItem';
import { cardPaymentsLive, paymentsStep } from './payments-step';

/** `getting-started`: the steps from a new event to one that sells, each checked against the real state. */
export function GettingStartedPage() {
  const { t } = useLingui();
  const event = useEvent();
  const user = useSessionUser();
  const tickets = useQuery(ticketsQuery(event.id));
  const payments = useQuery(paymentSettingsQuery(user.account_id));
  const status = useStatusChange(event);
  const base = `/manage/event/${event.id}`;

  const done = checklistDone({
    event,
    ticketCount: tickets.data?.length ?? 0,
    cardPaymentsLive: !!payments.data && cardPaymentsLive(payments.data),
    emailVerified: user.email_verified,
  });
  const paymentsState = payments.data ? paymentsStep(payments.data) : null;
  const completed = Object.values(done).filter(Boolean).length;
  const total = Object.keys(done).length;

  const hide = useMutation({
    mutationFn: (hidden: boolean) => updateEvent(event.id, { settings: { hide_getting_started_page: hidden } }),
    onError: notifyError,
  });

  const link = (to: string, label: string) => (
    <Button component={Link} to={to} variant="default" size="sm">
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader title={t`Getting started`} description={t`A few steps to get your event ready to sell.`} />
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <Text fw={600} mb="xs">
            {t`${completed} of ${total} steps done`}
          </Text>
          <Progress value={(completed / total) * 100} size="lg" aria-hidden="true" />
        </Card>
        <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <ChecklistItem
            step={1}
            title={t`Set up your event`}
            description={t`Describe the event and say where it takes place, or that it is online.`}
            done={done.setup}
            action={!done.setup && link(`${base}/settings`, t`Edit details`)}
          />
          <ChecklistItem
            step={2}
            title={t`Add tickets`}
            description={t`Create at least one ticket that buyers can choose.`}
            done={done.tickets}
            action={!done.tickets && link(`${base}/tickets`, t`Add tickets`)}
          />
          <ChecklistItem
            step={3}
            title={t`Customize your event page`}
            description={t`Upload a cover image or choose your own colours in the homepage designer.`}
            done={done.design}
            action={!done.design && link(`${base}/homepage-designer`, t`Open the designer`)}
          />
          <ChecklistItem
            step={4}
            title={t`Connect payments`}
            description={
              paymentsState?.description ?? (payments.isError ? errorMessage(payments.error) : t`Checking the payment settings…`)
            }
            done={done.payments}
            action={
              !done.payments &&
              paymentsState &&
              (isAdmin(user) ? link('/account/payment', paymentsState.action) : <Text size="sm">{t`Ask an administrator.`}</Text>)
            }
          />
          <ChecklistItem
            step={5}
            title={t`Confirm your email address`}
            description={t`An event can only go live once your email address is confirmed.`}
            done={done.email}
            action={!done.email && <ResendConfirmationButton user={user} />}
          />
          <ChecklistItem
            step={6}
            title={t`Go live`}
            description={t`Publish the event page so buyers can order tickets.`}
            done={done.live}
            action={
              !done.live && (
                <Button size="sm" onClick={event.status === 'ARCHIVED' ? status.restore : status.goLive} loading={status.pending}>
                  {event.status === 'ARCHIVED' ? t`Restore` : t`Go live`}
                </Button>
              )
            }
          />
        </Stack>
        <Switch
          label={t`Hide this page from the sidebar`}
          description={t`You can show it again from the event settings.`}
          checked={event.settings.hide_getting_started_page}
          disabled={hide.isPending}
          onChange={(change) => hide.mutate(change.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          <Trans>Steps are checked against your event each time you open this page.</Trans>
        </Text>
      </Stack>
    </>
  );
}
