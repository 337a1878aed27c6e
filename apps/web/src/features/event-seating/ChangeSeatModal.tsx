import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { Attendee, EventSeating } from '@stagedoor/contracts';
import { QueryState } from '../../platform/ui/QueryState';
import { FormModal } from '../catalogue/shared/FormModal';
import { eventSeatingQuery } from './api';
import { buildHouse } from './house';
import { holderName } from './labels';
import { MoveSeatForm } from './MoveSeatForm';

type SeatedAttendee = Pick<Attendee, 'id' | 'first_name' | 'last_name' | 'event_date_id' | 'seat'>;

/** "Change seat" from an attendee: the free seats of the same category on the attendee's date. */
export function ChangeSeatModal({ eventId, attendee, onClose }: { eventId: number; attendee: SeatedAttendee | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <FormModal opened={attendee !== null} onClose={onClose} title={t`Change seat`}>
      {attendee && <ChangeSeat eventId={eventId} attendee={attendee} onClose={onClose} />}
    </FormModal>
  );
}

function ChangeSeat({ eventId, attendee, onClose }: { eventId: number; attendee: SeatedAttendee; onClose: () => void }) {
  const { t } = useLingui();
  const dateId = attendee.event_date_id;
  const seating = useQuery({ ...eventSeatingQuery(eventId, dateId), enabled: dateId !== null && attendee.seat !== null });
  if (dateId === null || attendee.seat === null) return <Text size="sm">{t`This ticket has no seat to change.`}</Text>;
  return (
    <QueryState query={seating}>
      {(data) => <ChangeSeatForm eventId={eventId} seating={data} attendee={attendee} seatId={attendee.seat!.id} onClose={onClose} />}
    </QueryState>
  );
}

function ChangeSeatForm({
  eventId,
  seating,
  attendee,
  seatId,
  onClose,
}: {
  eventId: number;
  seating: EventSeating;
  attendee: SeatedAttendee;
  seatId: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [target, setTarget] = useState<string | null>(null);
  const layout = seating.seating_plan?.layout;
  const house = useMemo(() => (layout ? buildHouse(layout, seating.seats, seating.standing) : null), [layout, seating]);
  const fromIndex = house?.indexOf.get(seatId);
  if (!house || fromIndex === undefined) return <Text size="sm">{t`This seat is no longer in the event's plan.`}</Text>;
  return (
    <MoveSeatForm
      eventId={eventId}
      house={house}
      attendee={{ id: attendee.id, name: holderName(attendee) }}
      fromIndex={fromIndex}
      target={target}
      onTarget={setTarget}
      onDone={onClose}
    />
  );
}
