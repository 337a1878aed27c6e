import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { notifyError, notifyInfo, notifySuccess } from '../../../platform/ui/notify';
import { createStripeConnectLink, refreshPaymentSettings } from './api';

/**
 * Stripe sends the administrator back with `?stripe=return` (onboarding finished or left)
 * or `?stripe=refresh` (the onboarding link expired). A return reads the new state and says
 * where it stands; an expired link is replaced by a fresh one straight away.
 */
export function useStripeComeback(accountId: number): { renewingLink: boolean } {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const comeback = searchParams.get('stripe');
  // Stripe's links are single-use: the development double run of effects must not ask twice.
  const handled = useRef(false);

  const renew = useMutation({
    mutationFn: () => createStripeConnectLink(accountId),
    onSuccess: (url) => window.location.assign(url),
    onError: notifyError,
  });
  const renewLink = renew.mutate;

  useEffect(() => {
    if (handled.current || (comeback !== 'return' && comeback !== 'refresh')) return;
    handled.current = true;
    setSearchParams(
      (params) => {
        params.delete('stripe');
        return params;
      },
      { replace: true },
    );
    if (comeback === 'refresh') return renewLink();
    refreshPaymentSettings(accountId).then(
      (settings) => {
        if (settings.stripe.charges_enabled) notifySuccess(t`Your Stripe account is connected and can accept card payments.`);
        else notifyInfo(t`Stripe onboarding is not finished yet. You can continue it at any time.`);
      },
      // The page shows the failed read with its own retry.
      () => undefined,
    );
  }, [comeback, accountId, setSearchParams, renewLink, t]);

  return { renewingLink: renew.isPending || renew.isSuccess };
}
