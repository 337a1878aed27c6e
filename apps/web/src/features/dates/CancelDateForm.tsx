import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../platform/api/error-message';
import { notifySuccess } from '../../platform/ui/notify';
import { useCancelDate, type EventDate } from './api';

/**
 * Cancelling a date stops its sales at once; a job then cancels each of its orders, refunds them in full when asked,
 * and tells the buyers. The date's row shows the progress.
 */
interface CancelDateFormProps {
  eventId: number;
  date: EventDate;
  title: string;
  onDone: () => void;
  /** Called once the server has taken the cancellation. */
  onCancelled: () => void;
}

export function CancelDateForm({ eventId, date, title, onDone, onCancelled }: CancelDateFormProps) {
  const { t } = useLingui();
  const [refund, setRefund] = useState(true);
  const [notify, setNotify] = useState(true);
  const [message, setMessage] = useState('');
  const cancel = useCancelDate(eventId);

  const submit = () =>
    cancel.mutate(
      { id: date.id, body: { refund, notify_buyers: notify, ...(message.trim() ? { message: message.trim() } : {}) } },
      {
        onSuccess: () => {
          notifySuccess(t`Date cancelled. Its orders are being cancelled now.`);
          onCancelled();
          onDone();
        },
      },
    );

  return (
    <Stack>
      <Text size="sm">
        <Trans>Cancel {title}? Sales for this date stop at once, and every order for it is cancelled. This cannot be undone.</Trans>
      </Text>
      {cancel.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(cancel.error)}
        </Alert>
      )}
      <Checkbox
        label={t`Refund in full`}
        description={t`Each order of this date is refunded in full through its payment provider.`}
        checked={refund}
        onChange={(event) => setRefund(event.currentTarget.checked)}
      />
      <Checkbox
        label={t`Notify buyers`}
        description={t`Each buyer gets an email in their language.`}
        checked={notify}
        onChange={(event) => setNotify(event.currentTarget.checked)}
      />
      <Textarea
        label={t`Message to buyers`}
        description={t`Optional, added to the email.`}
        autosize
        minRows={3}
        maxLength={5000}
        disabled={!notify}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          <Trans>Keep the date</Trans>
        </Button>
        <Button color="red.9" loading={cancel.isPending} onClick={submit}>
          <Trans>Cancel the date</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
