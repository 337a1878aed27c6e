import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions, StripePaymentElementOptions } from '@stripe/stripe-js';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentStart } from '@stagedoor/contracts';
import { IconAlert, IconLock } from '../../../../platform/ui/icons';
import { PageLoader } from '../../../../platform/ui/PageLoader';
import { useFormat } from '../../shared/format';
import { ThemedButton } from '../../shared/ThemedButton';
import { checkoutPath, useCheckout } from '../checkout-context';
import { stripeAppearance, stripeJsQuery, stripeLocale } from './stripe';

function PaymentFailure({ title, children }: { title: string; children: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} role="alert" title={title}>
      {children}
    </Alert>
  );
}

/** Stripe's Payment Element and the pay button; a successful confirmation takes the browser to the payment_return page. */
function StripeCardForm() {
  const { t } = useLingui();
  const { eventId, order } = useCheckout();
  const stripe = useStripe();
  const elements = useElements();
  const { money } = useFormat();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const total = money(order.total_gross, order.currency);

  const elementOptions = useMemo<StripePaymentElementOptions>(() => {
    const name = [order.first_name, order.last_name].filter(Boolean).join(' ');
    return { defaultValues: { billingDetails: { name: name || undefined, email: order.email ?? undefined } } };
  }, [order.first_name, order.last_name, order.email]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${checkoutPath(eventId, order.short_id, 'payment_return')}` },
      });
      // Reached only when Stripe did not take the buyer to the return page: declined, invalid or interrupted.
      setFailure(error.message ?? t`The payment could not be processed. Please try again.`);
    } catch {
      setFailure(t`The payment could not be processed. Please try again.`);
    }
    setSubmitting(false);
  };

  if (loadError) {
    return <PaymentFailure title={t`The card form could not be loaded`}>{loadError}</PaymentFailure>;
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Card payment`}>
      <Stack gap="md">
        {failure && <PaymentFailure title={t`Payment not successful`}>{failure}</PaymentFailure>}
        <PaymentElement
          options={elementOptions}
          onReady={() => setReady(true)}
          onLoadError={(event) => setLoadError(event.error.message ?? t`Please reload the page and try again.`)}
        />
        <ThemedButton
          type="submit"
          size="lg"
          loading={submitting}
          disabled={!stripe || !elements || !ready}
          leftSection={<IconLock />}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Pay {total}</Trans>
        </ThemedButton>
      </Stack>
    </form>
  );
}

/** Card payment through Stripe: loads Stripe.js for the organizer's connected account, then shows the card form. */
export function StripePayment({ start }: { start: PaymentStart }) {
  const { t, i18n } = useLingui();
  const { event } = useCheckout();
  const locale = stripeLocale(i18n.locale);
  const publishableKey = start.publishable_key ?? '';
  const clientSecret = start.client_secret ?? '';
  const stripe = useQuery({
    ...stripeJsQuery(publishableKey, start.stripe_account_id ?? null, locale),
    enabled: publishableKey !== '' && clientSecret !== '',
  });
  const settings = event?.settings;
  const options = useMemo<StripeElementsOptions>(
    () => ({ clientSecret, locale, appearance: stripeAppearance(settings) }),
    [clientSecret, locale, settings],
  );

  if (!publishableKey || !clientSecret) {
    return (
      <PaymentFailure title={t`Card payments are not available`}>
        {t`This event cannot take card payments right now. Please contact the organizer.`}
      </PaymentFailure>
    );
  }
  if (stripe.isPending) return <PageLoader minHeight={160} />;
  if (stripe.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} role="alert" title={t`The card form could not be loaded`}>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>The secure card form comes from Stripe and could not be reached. Check your internet connection and try again.</Trans>
          </Text>
          <Group>
            <Button size="xs" variant="default" onClick={() => void stripe.refetch()} loading={stripe.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Elements key={locale} stripe={stripe.data} options={options}>
      <StripeCardForm />
    </Elements>
  );
}
