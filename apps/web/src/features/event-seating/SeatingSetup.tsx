import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, ColorSwatch, Group, MultiSelect, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventSeating, Ticket } from '@stagedoor/contracts';
import { isApiError } from '../../platform/api/api-error';
import { errorMessage } from '../../platform/api/error-message';
import { IconAlert } from '../../platform/ui/icons';
import { notifySuccess } from '../../platform/ui/notify';
import { useSessionUser } from '../../platform/session/session';
import { seatingPlanQuery, seatingPlansQuery, useSaveEventSeating } from './api';
import { passTitles, seatablePrices, setupBody, takenElsewhere, unseatedPrices, type SetupValues } from './setup';

interface SeatingSetupProps {
  eventId: number;
  seating: EventSeating;
  tickets: Ticket[];
}

function initialValues(seating: EventSeating): SetupValues {
  return {
    planId: seating.seating_plan_id,
    categories: Object.fromEntries(seating.categories.map((entry) => [entry.category, entry.ticket_price_ids])),
  };
}

/** Which plan the event sells from, and which ticket prices sell each of its categories. */
export function SeatingSetup({ eventId, seating, tickets }: SeatingSetupProps) {
  const { t } = useLingui();
  const user = useSessionUser();
  const plans = useQuery(seatingPlansQuery(user.account_id));
  const [values, setValues] = useState<SetupValues>(() => initialValues(seating));
  const [error, setError] = useState<{ inUse: boolean; message: string } | null>(null);
  const save = useSaveEventSeating(eventId);
  const current = seating.seating_plan && seating.seating_plan.id === values.planId ? seating.seating_plan : null;
  const other = useQuery({ ...seatingPlanQuery(user.account_id, values.planId ?? 0), enabled: values.planId !== null && !current });
  const plan = current ?? other.data ?? null;
  const categories = plan?.layout.categories ?? [];
  const prices = seatablePrices(tickets);
  const passes = passTitles(tickets);
  const unseated = plan ? unseatedPrices(values, prices, categories) : [];
  const priceName = (price: { ticketTitle: string; label: string | null }) =>
    price.label ? `${price.ticketTitle}: ${price.label}` : price.ticketTitle;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(setupBody(values, categories), {
      onSuccess: () => notifySuccess(t`Seating saved`),
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.code === 'PLAN_IN_USE'
            ? {
                inUse: true,
                message: t`Seats of this event are already held or sold, so its plan cannot be changed or removed. You can still change which prices sell each category. To seat the event differently, cancel those orders first, or change the plan itself in the plan editor while keeping its seats.`,
              }
            : {
                inUse: false,
                message: [errorMessage(failure), ...Object.values(isApiError(failure) ? failure.errors : {}).flat()].join(' '),
              },
        ),
    });
  };

  const planOptions = [
    { value: '', label: t`None: general admission` },
    ...(plans.data ?? []).map((item) => ({ value: String(item.id), label: item.name })),
  ];
  // The event's plan stays listed while the account's plans load.
  if (seating.seating_plan && !planOptions.some((option) => option.value === String(seating.seating_plan!.id))) {
    planOptions.push({ value: String(seating.seating_plan.id), label: seating.seating_plan.name });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={720}>
        <Stack gap="xs">
          <NativeSelect
            label={t`Seating plan`}
            description={t`The venue's plan this event sells seats from. Without one, tickets are general admission.`}
            data={planOptions}
            value={values.planId === null ? '' : String(values.planId)}
            onChange={(input) => {
              const value = input.currentTarget.value;
              setValues((previous) => ({ ...previous, planId: value ? Number(value) : null }));
            }}
          />
          <Text size="sm">
            <Anchor component={Link} to="/account/seating-plans">
              <Trans>Draw or edit the account's seating plans</Trans>
            </Anchor>
          </Text>
        </Stack>
        {values.planId !== null && plan && (
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={2} fz="lg">
                <Trans>Categories and prices</Trans>
              </Title>
              <Text size="sm" c="dimmed">
                <Trans>Each category of the plan is sold by one or more ticket prices; a price sells one category at most.</Trans>
              </Text>
            </Stack>
            {categories.map((category) => {
              const elsewhere = takenElsewhere(values, category.id, categories);
              return (
                <MultiSelect
                  key={category.id}
                  label={
                    <Group gap={6} component="span" wrap="nowrap">
                      <ColorSwatch color={category.color} size={12} aria-hidden="true" component="span" />
                      {category.name}
                    </Group>
                  }
                  placeholder={t`Choose prices`}
                  searchable
                  clearable
                  nothingFoundMessage={t`No price matches`}
                  data={prices
                    .filter((price) => !elsewhere.has(price.id))
                    .map((price) => ({ value: String(price.id), label: priceName(price) }))}
                  value={(values.categories[category.id] ?? []).map(String)}
                  onChange={(ids) =>
                    setValues((previous) => ({ ...previous, categories: { ...previous.categories, [category.id]: ids.map(Number) } }))
                  }
                />
              );
            })}
            {unseated.length > 0 && (
              <Text size="sm" c="dimmed">
                {t`Prices without a category stay general admission: ${unseated.map(priceName).join(', ')}.`}
              </Text>
            )}
          </Stack>
        )}
        {passes.length > 0 && (
          <Alert color="blue" variant="light" role="note" title={t`Passes cannot be seated`}>
            {t`Passes are valid on every date, so they cannot hold one seat and are not offered here: ${passes.join(', ')}.`}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" icon={<IconAlert />} role="alert" title={error.inUse ? t`The plan is in use` : undefined}>
            {error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
