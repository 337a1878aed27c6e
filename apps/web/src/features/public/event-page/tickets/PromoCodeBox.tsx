import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { plausiblePromoCode, type PublicEventWithTickets } from '@stagedoor/contracts';
import { IconTag } from '../../../../platform/ui/icons';
import { errorMessage } from '../../../../platform/api/error-message';
import { useFormat } from '../../shared/format';
import { checkPromoCode } from '../../event-api';

interface PromoCodeBoxProps {
  eventId: number;
  currency: string;
  /** The code in the page's address, if any, and whether it is usable. */
  applied: { code: string; valid: boolean } | null;
  discount: PublicEventWithTickets['promo_code'];
  onApply(code: string): void;
  onRemove(): void;
}

function useDiscountText(discount: PublicEventWithTickets['promo_code'], currency: string): string | null {
  const { t } = useLingui();
  const { money, tag } = useFormat();
  if (!discount?.valid || discount.discount === null) return null;
  if (discount.discount_type === 'PERCENTAGE') {
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(discount.discount / 100);
    return t`${percent} off`;
  }
  if (discount.discount_type === 'FIXED') {
    const amount = money(discount.discount, currency);
    return t`${amount} off each ticket`;
  }
  return null;
}

/** Promo code entry; an applied code is shown with its discount and can be removed. */
export function PromoCodeBox({ eventId, currency, applied, discount, onApply, onRemove }: PromoCodeBoxProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(applied !== null && !applied.valid);
  const [code, setCode] = useState(applied && !applied.valid ? applied.code : '');
  const [error, setError] = useState<string | null>(applied && !applied.valid ? t`That promo code is invalid` : null);
  const [checking, setChecking] = useState(false);
  const discountText = useDiscountText(discount, currency);

  if (applied?.valid) {
    const appliedCode = applied.code;
    return (
      <Group gap="sm" role="status">
        <IconTag />
        <Text size="sm">
          <Trans>
            Promo code <strong>{appliedCode}</strong> applied
          </Trans>
          {discountText && ` · ${discountText}`}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onRemove} aria-label={t`Remove promo code ${appliedCode}`}>
          <Trans>Remove</Trans>
        </Button>
      </Group>
    );
  }

  if (!open) {
    return (
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)} ta="left">
        <Trans>Have a promo code?</Trans>
      </Anchor>
    );
  }

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = plausiblePromoCode(code);
    if (!trimmed) return setError(t`That promo code is invalid`);
    setChecking(true);
    setError(null);
    try {
      if (await checkPromoCode(String(eventId), trimmed)) onApply(trimmed);
      else setError(t`That promo code is invalid`);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form onSubmit={(event) => void apply(event)} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t`Promo code`}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          maxLength={50}
          autoComplete="off"
          w={240}
        />
        <Button type="submit" variant="default" loading={checking} mt={25}>
          <Trans>Apply</Trans>
        </Button>
      </Group>
    </form>
  );
}
