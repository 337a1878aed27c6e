import { useRef, useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { joinedWaitingListSchema, type JoinedWaitingList } from '@stagedoor/contracts';
import { publicApi, unchecked, type ResponseSchema } from '../../../platform/api/client';
import { isApiError } from '../../../platform/api/api-error';
import { LOCALE_NATIVE_NAMES, LOCALES, type Locale } from '../../../platform/i18n/locales';
import type { WaitingListPlace } from './waiting-list-context';

// Checked against its contract in development builds only, as the other buyer pages' answers.
const joinedAnswer: ResponseSchema<JoinedWaitingList> = import.meta.env.DEV ? joinedWaitingListSchema : unchecked();

interface Props {
  place: WaitingListPlace;
  priceId: number;
  name: string;
  maxQuantity: number;
  onClose(): void;
}

/** The waiting list's form, drawn under the price (the buyer pages load no dialog styles): party size (up to the ticket's maximum per order), names, email, language. */
export default function JoinWaitingListForm({ place, priceId, name, maxQuantity, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [joined, setJoined] = useState<JoinedWaitingList | null>(null);

  // The fields sit inside the event page's ticket form, so they are read from this box rather than a form of their own.
  const box = useRef<HTMLDivElement>(null);
  const value = (field: string) => box.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${field}"]`)?.value ?? '';

  async function submit() {
    setPending(true);
    setErrors({});
    setFailure(null);
    try {
      const answer = await publicApi.post(
        `events/${place.eventId}/waiting-list`,
        {
          ticket_price_id: priceId,
          ...(place.dateId ? { date_id: place.dateId } : {}),
          quantity: Number(value('quantity')),
          first_name: value('first_name'),
          last_name: value('last_name'),
          email: value('email'),
          locale: value('locale') as Locale,
        },
        { schema: joinedAnswer },
      );
      setJoined(answer);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.hasFieldErrors)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages.join(' ')])));
      else setFailure(error.message);
    } finally {
      setPending(false);
    }
  }

  const position = joined?.position ?? 0;
  return (
    <Paper component="section" withBorder p="md" aria-label={t`Join the waiting list for ${name}`}>
      <Title order={4} fz="md" mb="sm">
        {t`Join the waiting list for ${name}`}
      </Title>
      {joined ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status">
            <Trans>You are number {position} on the waiting list. We have sent you an email with a link to your place.</Trans>
          </Alert>
          <Button onClick={onClose}>{t`Close`}</Button>
        </Stack>
      ) : (
        <div ref={box}>
          <Stack gap="sm">
            <Text size="sm">
              <Trans>When tickets come back, we hold them for you and email you a link to buy them.</Trans>
            </Text>
            <NativeSelect
              name="quantity"
              label={t`Tickets`}
              data={Array.from({ length: Math.max(1, maxQuantity) }, (_, i) => String(i + 1))}
              error={errors.quantity}
            />
            <TextInput name="first_name" label={t`First name`} autoComplete="given-name" required error={errors.first_name} />
            <TextInput name="last_name" label={t`Last name`} autoComplete="family-name" required error={errors.last_name} />
            <TextInput name="email" type="email" label={t`Email`} autoComplete="email" required error={errors.email} />
            <NativeSelect
              name="locale"
              label={t`Language of the emails`}
              defaultValue={i18n.locale}
              data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NATIVE_NAMES[locale] }))}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t`Cancel`}
              </Button>
              <Button loading={pending} onClick={() => void submit()}>
                {t`Join the waiting list`}
              </Button>
            </Group>
          </Stack>
        </div>
      )}
    </Paper>
  );
}
