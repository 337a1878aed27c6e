import { useState, type FormEvent } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../platform/api/error-message';
import { isApiError } from '../../platform/api/api-error';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../platform/ui/notify';
import { useBlockSeats, useReleaseSeats } from './api';

interface BlockSeatsFormProps {
  eventId: number;
  dateId: number;
  /** Whether the event has more than one date: only then is "every date" a choice. */
  severalDates: boolean;
  mode: 'block' | 'release';
  seatIds: string[];
  onDone: () => void;
}

/** Takes seats off sale with a reason, or puts blocked ones back, on this date or on every date. */
export function BlockSeatsForm({ eventId, dateId, severalDates, mode, seatIds, onDone }: BlockSeatsFormProps) {
  const { t } = useLingui();
  const block = useBlockSeats(eventId);
  const release = useReleaseSeats(eventId);
  const mutation = mode === 'block' ? block : release;
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<'date' | 'all'>('date');
  const [error, setError] = useState<string | null>(null);
  const count = seatIds.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body = {
      seat_ids: seatIds,
      ...(scope === 'date' ? { date_id: dateId } : {}),
      ...(mode === 'block' ? { reason: reason.trim() || null } : {}),
    };
    mutation.mutate(body, {
      onSuccess: () => {
        notifySuccess(mode === 'block' ? t`Seats blocked` : t`Seats released`);
        onDone();
      },
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.code === 'SEAT_TAKEN'
            ? t`Some of these seats were held or sold meanwhile, so nothing was blocked: ${failure.message}`
            : errorMessage(failure),
        ),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {mode === 'block' ? (
            <Plural value={count} one="# seat is taken off sale." other="# seats are taken off sale." />
          ) : (
            <Plural value={count} one="# blocked seat goes back on sale." other="# blocked seats go back on sale." />
          )}
        </Text>
        {mode === 'block' && (
          <TextInput
            label={t`Reason`}
            description={t`For your team, e.g. "technician" or "guests of the artist".`}
            maxLength={255}
            value={reason}
            onChange={(input) => setReason(input.currentTarget.value)}
          />
        )}
        {severalDates && (
          <Radio.Group label={t`Dates`} value={scope} onChange={(value) => setScope(value as 'date' | 'all')}>
            <Stack gap="xs" mt="xs">
              <Radio value="date" label={t`This date only`} />
              <Radio value="all" label={mode === 'block' ? t`Every scheduled date` : t`Every date`} />
            </Stack>
          </Radio.Group>
        )}
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={mutation.isPending} color={mode === 'block' ? undefined : 'teal.9'}>
            {mode === 'block' ? t`Block seats` : t`Release seats`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
