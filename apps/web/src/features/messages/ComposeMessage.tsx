import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CreateMessageBody, Event, MessageType } from '@stagedoor/contracts';
import { MESSAGE_TYPES } from '@stagedoor/contracts';
import { isApiError } from '../../platform/api/api-error';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { useSessionUser } from '../../platform/session/session';
import { ticketsQuery } from '../catalogue/tickets/api';
import { TicketMultiSelect } from '../catalogue/shared/TicketMultiSelect';
import { isoToZonedInput, zonedInputToIso } from '../../platform/dates';
import { RichTextField } from '../events/RichTextField';
import { resendEmailConfirmation } from '../profile/api';
import { previewQuery, useSendMessage } from './api';
import { useMessageLabels } from './labels';
import { AttendeePicker, OrderPicker } from './RecipientPickers';
import { byDate, EMPTY, recipientsOf, type Values } from './compose-values';
import { EventDatesMultiSelect } from '../dates/EventDatesMultiSelect';
import { presetMoments, type SchedulePreset } from './schedule';

/** Writing a message to attendees: now, later in the event's time zone, or as a test to oneself. */
export function ComposeMessage({ event, opened, onClose }: { event: Event; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const user = useSessionUser();
  const labels = useMessageLabels();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const tickets = useQuery({ ...ticketsQuery(event.id), enabled: opened });
  const recipients = recipientsOf(values);
  const preview = useQuery({ ...previewQuery(event.id, recipients), enabled: opened && recipients !== null });
  const send = useSendMessage(event.id);
  const resend = useMutation({
    mutationFn: () => resendEmailConfirmation(user.id),
    onSuccess: () => notifySuccess(t`We sent you a new confirmation email.`),
    onError: notifyError,
  });
  const presets = presetMoments(event);
  const presetLabels: Record<SchedulePreset, string> = {
    week_before: t`A week before the start`,
    day_before: t`A day before the start`,
    hour_before: t`An hour before the start`,
    day_after: t`A day after the end`,
  };

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    setUnverified(null);
    onClose();
  };

  const submit = async () => {
    setErrors({});
    setFailure(null);
    const scheduledAt = values.when === 'later' ? zonedInputToIso(values.scheduledLocal, event.timezone) : null;
    if (values.when === 'later' && !scheduledAt) return setErrors({ scheduled_at: t`Please choose when to send the message.` });
    if (!values.acknowledgement) return setErrors({ acknowledgement: t`Please confirm that this message is not promotional.` });
    const body = {
      ...(recipients ?? { type: values.type }),
      subject: values.subject,
      content: values.content,
      is_test: values.isTest,
      send_copy_to_current_user: values.sendCopy,
      scheduled_at: scheduledAt,
      acknowledgement: true,
    } as CreateMessageBody;
    try {
      const message = await send.mutateAsync(body);
      notifySuccess(
        message.status === 'SCHEDULED'
          ? t`The message is scheduled.`
          : values.isTest
            ? t`The test message is on its way to you.`
            : t`The message is on its way.`,
      );
      close();
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') return setUnverified(error.message);
      if (isApiError(error) && error.hasFieldErrors) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages.join(' ')])));
        return;
      }
      setFailure(isApiError(error) ? error.message : t`Something went wrong`);
    }
  };

  const reach = values.isTest ? 1 : (preview.data ?? null);
  return (
    <Modal opened={opened} onClose={close} title={t`New message`} size="xl" closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {unverified && (
            <Alert color="orange" variant="light" role="alert" title={t`Confirm your email address`}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{unverified}</Text>
                <Button size="xs" variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
                  <Trans>Resend confirmation email</Trans>
                </Button>
              </Stack>
            </Alert>
          )}
          <FormErrorAlert message={failure} />
          <TextInput
            label={t`Subject`}
            required
            maxLength={200}
            value={values.subject}
            onChange={(e) => set('subject', e.currentTarget.value)}
            error={errors.subject}
          />
          <RichTextField
            label={t`Message`}
            required
            value={values.content}
            onChange={(html) => set('content', html)}
            error={errors.content}
            minHeight={180}
          />
          <Radio.Group
            label={t`Recipients`}
            required
            value={values.type}
            onChange={(type) => set('type', type as MessageType)}
            error={errors.type}
          >
            <Stack gap={6} mt={6}>
              {MESSAGE_TYPES.map((type) => (
                <Radio key={type} value={type} label={labels.types[type]} />
              ))}
            </Stack>
          </Radio.Group>
          {values.type === 'TICKET_HOLDERS' && (
            <TicketMultiSelect
              label={t`Tickets`}
              required
              tickets={tickets.data ?? []}
              value={values.ticketIds.map(String)}
              onChange={(ids) => set('ticketIds', ids.map(Number))}
              error={errors.ticket_ids}
            />
          )}
          {values.type === 'INDIVIDUAL_ATTENDEES' && (
            <AttendeePicker
              eventId={event.id}
              value={values.attendeeIds}
              onChange={(ids) => set('attendeeIds', ids)}
              error={errors.attendee_ids}
            />
          )}
          {values.type === 'ORDER_OWNER' && (
            <OrderPicker eventId={event.id} value={values.orderId} onChange={(id) => set('orderId', id)} error={errors.order_id} />
          )}
          {byDate(values.type) && (
            <EventDatesMultiSelect
              eventId={event.id}
              zone={event.timezone}
              value={values.eventDateIds}
              onChange={(ids) => set('eventDateIds', ids)}
              description={t`Only the holders of tickets for these dates, and pass holders; none chosen: every date.`}
              error={errors.event_date_ids}
            />
          )}
          <Text size="sm" aria-live="polite" data-testid="message-reach">
            {reach === null ? (
              <Trans>Choose the recipients to see how many people the message reaches.</Trans>
            ) : values.isTest ? (
              <Trans>A test goes to you only ({user.email}).</Trans>
            ) : (
              <Plural
                value={reach}
                _0="This message reaches nobody yet."
                one="This message reaches # person."
                other="This message reaches # people."
              />
            )}
          </Text>
          <Group gap="lg">
            <Checkbox
              label={t`Send as a test to me only`}
              checked={values.isTest}
              onChange={(e) => set('isTest', e.currentTarget.checked)}
            />
            <Checkbox
              label={t`Send a copy to myself`}
              checked={values.sendCopy}
              disabled={values.isTest}
              onChange={(e) => set('sendCopy', e.currentTarget.checked)}
            />
          </Group>
          <Stack gap={6}>
            <Text size="sm" fw={500} id="message-when">
              <Trans>When</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="message-when"
              value={values.when}
              onChange={(when) => set('when', when as Values['when'])}
              data={[
                { value: 'now', label: t`Now` },
                { value: 'later', label: t`Later` },
              ]}
            />
          </Stack>
          {values.when === 'later' && (
            <Stack gap="xs">
              <TextInput
                type="datetime-local"
                label={t`Send at`}
                description={t`In the event's time zone (${event.timezone})`}
                required
                value={values.scheduledLocal}
                onChange={(e) => set('scheduledLocal', e.currentTarget.value)}
                error={errors.scheduled_at}
              />
              <Group gap="xs">
                {(Object.keys(presets) as SchedulePreset[]).map((preset) => (
                  <Button
                    key={preset}
                    size="xs"
                    variant="default"
                    disabled={presets[preset].getTime() <= Date.now()}
                    onClick={() => set('scheduledLocal', isoToZonedInput(presets[preset].toISOString(), event.timezone))}
                  >
                    {presetLabels[preset]}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
          <Checkbox
            required
            label={t`I confirm this message is about the event and is not promotional.`}
            checked={values.acknowledgement}
            onChange={(e) => set('acknowledgement', e.currentTarget.checked)}
            error={errors.acknowledgement}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={send.isPending}>
              {values.isTest ? t`Send test` : values.when === 'later' ? t`Schedule` : t`Send`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
