import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PublicEventWithTickets, PublicSeating } from '@stagedoor/contracts';
import { errorMessage } from '../../../../platform/api/error-message';
import { isAbort } from '../../../../platform/api/client';
import { IconAlert } from '../../../../platform/ui/icons';
import { selectionTotal, seatedQuantities, type SeatedLine, type Selection } from '../tickets/selection';
import { BestAvailable } from './BestAvailable';
import { Segments } from './controls';
import { Legend } from './Legend';
import { readSeatPlan, readSeatSummary, withTaken } from './seat-plan';
import {
  changeSeatPrice,
  chosenSeats,
  dropSeats,
  initialSelection,
  orderLines,
  priceRoom,
  seatsNoLongerFree,
  takenSeatIds,
  toggleSeat,
  type PickerMode,
  type SeatSelection,
} from './seat-selection';
import type { ReserveFailure } from './SeatingSlot';
import { fetchPublicSeating } from './seating-api';
import { embeddedSeatingSummary, forgetSeatingSummary } from './seating-summary';
import { StandingPlaces } from './StandingPlaces';
import { useSeatName } from './use-seat-name';
import classes from './SeatingSlot.module.css';

// The plan's views come with the plan: their module is asked for when the plan is fetched, and loads beside it.
const loadViews = () => import('./plan-views');
let views: ReturnType<typeof loadViews> | null = null;
const planViews = () => (views ??= loadViews());
const SeatMap = lazy(() => planViews().then((module) => ({ default: module.SeatMap })));
const SeatLists = lazy(() => planViews().then((module) => ({ default: module.SeatLists })));
const SelectedSeats = lazy(() => planViews().then((module) => ({ default: module.SelectedSeats })));

/** Where best available is the first way offered: a phone, on which a plan is hard to read. */
const NARROW = '(max-width: 36em)';

function startingMode(): PickerMode {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches ? 'best' : 'plan';
}

export interface SeatPickerProps {
  event: PublicEventWithTickets;
  /** What the page's other tickets hold (for the order's limits). */
  others: Selection;
  /** The last reservation's refusal: SEAT_TAKEN drops the seats it names, and any refusal reloads availability. */
  failure: ReserveFailure | null;
  onChange(lines: SeatedLine[]): void;
  /** The prices the picker sells: the page shows no quantity for them. */
  onReady(seatedPriceIds: Set<number>): void;
}

/** API.md "Seating": the buyer's seats on the plan of the date the page shows, in a chunk only seated events load. */
export default function SeatPicker({ event, others, failure, onChange, onReady }: SeatPickerProps) {
  const { t } = useLingui();
  const [seating, setSeating] = useState<PublicSeating | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  // Seats a refusal named, not free until a fresh answer says how things stand.
  const [justTaken, setJustTaken] = useState<string[]>([]);
  const [selection, setSelection] = useState<SeatSelection>(() => initialSelection(startingMode()));
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // The page's embedded summary (categories, prices, free seats) serves best available before the plan, and on a
  // phone instead of it: the plan is fetched once the buyer draws it or lists it, or after a refused reservation.
  const summary = useMemo(() => embeddedSeatingSummary(event.id, event.event_date_id), [event.id, event.event_date_id]);
  const needsPlan = !summary || selection.mode !== 'best' || reloads > 0;
  const plan = useMemo(
    () => (seating ? withTaken(readSeatPlan(seating, event), justTaken) : summary ? readSeatSummary(summary, event) : null),
    [seating, summary, event, justTaken],
  );
  const seatName = useSeatName(plan);
  const seatingRef = useRef<PublicSeating | null>(null);

  useEffect(() => {
    if (!needsPlan) return;
    void planViews();
    const controller = new AbortController();
    fetchPublicSeating(event.id, event.event_date_id, controller.signal).then(
      (answer) => {
        setLoadError(null);
        forgetSeatingSummary();
        if (answer === seatingRef.current) return;
        seatingRef.current = answer;
        setSeating(answer);
        setJustTaken([]);
      },
      (error: unknown) => {
        if (!isAbort(error)) setLoadError(errorMessage(error));
      },
    );
    return () => controller.abort();
  }, [event.id, event.event_date_id, reloads, needsPlan]);

  // Seats chosen before a fresh answer that are no longer free go, and are named.
  useEffect(() => {
    if (!plan) return;
    const gone = seatsNoLongerFree(selection, plan);
    if (gone.length === 0) return;
    setSelection((current) => dropSeats(current, gone));
    const names = gone.map((id) => (plan.byId.has(id) ? seatName(plan.byId.get(id)!) : id)).join('; ');
    setNotice(t`No longer free: ${names}. Your other seats are still chosen; choose others and continue.`);
  }, [plan, selection, seatName, t]);

  const handled = useRef(0);
  useEffect(() => {
    if (!failure || failure.at === handled.current) return;
    handled.current = failure.at;
    if (failure.code === 'SEAT_TAKEN') {
      const ids = takenSeatIds(failure.details);
      setJustTaken(ids);
      setSelection((current) => dropSeats(current, ids));
      const names = ids.map((id) => (plan?.byId.has(id) ? seatName(plan.byId.get(id)!) : id)).join('; ');
      setNotice(t`Someone else has just taken: ${names}. Your other seats are still chosen; choose others and continue.`);
    }
    setReloads((count) => count + 1);
  }, [failure, plan, seatName, t]);

  const lines = useMemo(() => (plan ? orderLines(selection, plan) : []), [selection, plan]);
  const sent = useRef('');
  useEffect(() => {
    const key = JSON.stringify(lines);
    if (key === sent.current) return;
    sent.current = key;
    onChange(lines);
  }, [lines, onChange]);

  useEffect(() => {
    if (plan) onReady(plan.seatedPriceIds);
  }, [plan, onReady]);

  const toggle = useCallback(
    (seatId: string) => {
      if (!plan) return;
      const seat = plan.byId.get(seatId);
      if (!seat) return;
      const { selection: next, result } = toggleSeat(event, plan, selection, others, seatId);
      setSelection(next);
      setNotice(null);
      const name = seatName(seat);
      const count = next.seats.length;
      const chosen = plural(count, { one: '# seat chosen.', other: '# seats chosen.' });
      if (result === 'added') setAnnouncement(`${t`Chosen: ${name}.`} ${chosen}`);
      else if (result === 'removed') setAnnouncement(`${t`Removed: ${name}.`} ${chosen}`);
      else if (result === 'not-free') setAnnouncement(t`${name} is not free.`);
      else setAnnouncement(t`No more seats of this price fit in one order.`);
    },
    [event, plan, selection, others, seatName, t],
  );

  if (loadError)
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{loadError}</Text>
          <Button size="xs" variant="default" onClick={() => setReloads((count) => count + 1)}>
            {t`Try again`}
          </Button>
        </Stack>
      </Alert>
    );
  const loading = (
    <div className={classes.loading}>
      <Loader aria-label={t`Loading the seating plan`} />
    </div>
  );
  if (!plan) return loading;

  const { currency } = event;
  const seats = chosenSeats(selection, plan);
  const chosenIds = new Set(selection.seats.map((seat) => seat.seatId));
  const seatLines = lines.filter((line) => line.seat_ids);
  const seatsTotal = selectionTotal(event, seatedQuantities(seatLines)).total;
  const room = (priceId: number) => priceRoom(event, plan, { ...selection, best: { priceId: null, quantity: 0 } }, others, priceId);
  const standingRoom = (areaId: string, priceId: number) => {
    const { [areaId]: _own, ...standing } = selection.standing;
    return priceRoom(event, plan, { ...selection, standing }, others, priceId);
  };
  const hasSeats = plan.seatCount > 0;

  return (
    <Stack gap="md">
      <Title order={3} fz="lg">{t`Choose your seats`}</Title>
      <Legend plan={plan} currency={currency} />
      {hasSeats && (
        <Segments<PickerMode>
          label={t`How to choose seats`}
          value={selection.mode}
          onChange={(mode) => setSelection((current) => ({ ...current, mode }))}
          data={[
            { value: 'plan', label: t`Plan` },
            { value: 'list', label: t`List` },
            { value: 'best', label: t`Best available` },
          ]}
        />
      )}
      {notice && (
        <Alert color="orange" variant="light" icon={<IconAlert />} role="alert">
          {notice}
        </Alert>
      )}
      {hasSeats && selection.mode !== 'best' && !seating && loading}
      {hasSeats && selection.mode !== 'best' && seating && (
        <Suspense fallback={loading}>
          {selection.mode === 'plan' ? (
            <SeatMap layout={seating.layout} plan={plan} chosen={chosenIds} onToggle={toggle} />
          ) : (
            <SeatLists plan={plan} currency={currency} chosen={chosenIds} onToggle={toggle} announce={setAnnouncement} />
          )}
        </Suspense>
      )}
      {hasSeats && selection.mode === 'best' && (
        <BestAvailable
          plan={plan}
          currency={currency}
          priceId={selection.best.priceId}
          quantity={selection.best.quantity}
          room={room}
          onChange={(priceId, quantity) => setSelection((current) => ({ ...current, best: { priceId, quantity } }))}
        />
      )}
      {hasSeats && selection.mode !== 'best' && (
        <Suspense fallback={null}>
          <SelectedSeats
            seats={seats}
            plan={plan}
            currency={currency}
            total={seatsTotal}
            seatName={seatName}
            onPrice={(seatId, priceId) => setSelection((current) => changeSeatPrice(plan, current, seatId, priceId))}
            onRemove={toggle}
          />
        </Suspense>
      )}
      <StandingPlaces
        areas={seating?.layout.standing_areas ?? summary?.standing_areas ?? []}
        plan={plan}
        currency={currency}
        chosen={selection.standing}
        room={standingRoom}
        onChange={(areaId, priceId, quantity) =>
          setSelection((current) => ({ ...current, standing: { ...current.standing, [areaId]: { priceId, quantity } } }))
        }
      />
      <div className={classes.visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </Stack>
  );
}
