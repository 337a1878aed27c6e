import { queryOptions } from '@tanstack/react-query';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Appearance, StripeElementLocale } from '@stripe/stripe-js';
import type { Locale, PublicEvent } from '@stagedoor/contracts';
import { systemFont } from '../../../../platform/theme/theme';

const STRIPE_LOCALES: Record<Locale, StripeElementLocale> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  pt: 'pt',
  es: 'es',
  'zh-cn': 'zh',
  'pt-br': 'pt-BR',
};

export function stripeLocale(locale: string): StripeElementLocale {
  return STRIPE_LOCALES[locale as Locale] ?? 'auto';
}

/**
 * Stripe.js, loaded from js.stripe.com only once a buyer reaches a Stripe payment.
 * The payment lives on the organizer's connected account, so Stripe.js acts for it.
 */
export function stripeJsQuery(publishableKey: string, stripeAccount: string | null, locale: StripeElementLocale) {
  return queryOptions({
    queryKey: ['stripe-js', publishableKey, stripeAccount, locale],
    queryFn: async () => {
      const stripe = await loadStripe(publishableKey, { stripeAccount: stripeAccount ?? undefined, locale });
      if (!stripe) throw new Error('Stripe.js is not available');
      return stripe;
    },
    staleTime: Infinity,
    // loadStripe already tries the script twice; the buyer decides about more.
    retry: false,
    structuralSharing: false,
  });
}

/** The Payment Element in the organizer's homepage colours, like the rest of the checkout. */
export function stripeAppearance(settings: PublicEvent['settings'] | undefined): Appearance {
  return {
    theme: 'stripe',
    variables: {
      fontFamily: systemFont,
      borderRadius: '8px',
      ...(settings && {
        colorPrimary: settings.homepage_primary_color,
        colorBackground: settings.homepage_content_background_color,
        colorText: settings.homepage_text_color,
      }),
    },
  };
}
