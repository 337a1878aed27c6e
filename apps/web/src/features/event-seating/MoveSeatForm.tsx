import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '../../platform/api/api-error';
import { errorMessage } from '../../platform/api/error-message';
import { IconAlert } from '../../platform/ui/icons';
import { notifySuccess } from '../../platform/ui/notify';
import { useMoveAttendee } from './api';
import { moveTargets, type House } from './house';
import { seatName } from './labels';

interface MoveSeatFormProps {
  eventId: number;
  house: House;
  attendee: { id: number; name: string };
  /** The seat the attendee has now. */
  fromIndex: number;
  /** The seat chosen, on the map or here. */
  target: string | null;
  onTarget: (seatId: string | null) => void;
  onDone: () => void;
}

/** Most seats the list offers at once; typing narrows it. */
const OPTIONS_SHOWN = 200;

/** Moves an attendee to another free seat of the same category on the same date. */
export function MoveSeatForm({ eventId, house, attendee, fromIndex, target, onTarget, onDone }: MoveSeatFormProps) {
  const { t } = useLingui();
  const move = useMoveAttendee(eventId);
  const [error, setError] = useState<string | null>(null);
  const options = useMemo(
    () => moveTargets(house, fromIndex).map((index) => ({ value: house.seats[index]!.id, label: seatName(house.seats[index]!) })),
    [house, fromIndex],
  );
  const from = house.seats[fromIndex];
  const category = from ? (house.categories.get(from.category)?.name ?? from.category) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    setError(null);
    move.mutate(
      { attendeeId: attendee.id, seatId: target },
      {
        onSuccess: () => {
          notifySuccess(t`Seat changed`);
          onDone();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'SEAT_TAKEN') {
            onTarget(null);
            setError(t`That seat has just been taken by someone else. Choose another free seat.`);
          } else setError(errorMessage(failure));
        },
      },
    );
  };

  const seat = from ? seatName(from) : '';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Move {attendee.name} from {seat} to another free seat in {category}.
          </Trans>
        </Text>
        {options.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No seat of this category is free on this date.</Trans>
          </Text>
        ) : (
          <Select
            label={t`New seat`}
            description={t`Pick it here or on the plan, where the free seats of the category stand out.`}
            placeholder={t`Type to find a seat`}
            searchable
            limit={OPTIONS_SHOWN}
            data={options}
            value={target}
            onChange={onTarget}
            nothingFoundMessage={t`No free seat matches`}
          />
        )}
        {error && (
          <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={!target} loading={move.isPending}>
            <Trans>Move to this seat</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
