import { Button, Group, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { confirmAction } from '../../platform/ui/confirm';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { useMarkOrdersPaid } from './api';

/** The bulk action of the orders list: marks the chosen orders awaiting an offline payment as paid, each on its own. */
export function MarkPaidBar({ eventId, selected, onDone }: { eventId: number; selected: number[]; onDone(): void }) {
  const { t } = useLingui();
  const markPaid = useMarkOrdersPaid(eventId);
  const count = selected.length;
  if (count === 0) return null;
  const run = () =>
    markPaid.mutate(selected, {
      onSuccess: ({ data }) => {
        const paid = data.filter((entry) => entry.result === 'MARKED_PAID').length;
        const skipped = data.length - paid;
        notifySuccess(
          skipped === 0
            ? t`Orders marked as paid: ${paid}`
            : t`Orders marked as paid: ${paid}. Not marked (paid, expired or cancelled meanwhile): ${skipped}`,
        );
        onDone();
      },
      onError: notifyError,
    });
  return (
    <Group gap="sm" role="region" aria-label={t`Bulk actions`}>
      <Text size="sm">
        <Plural value={count} one="# order selected" other="# orders selected" />
      </Text>
      <Button
        size="xs"
        loading={markPaid.isPending}
        onClick={() =>
          confirmAction({
            title: t`Mark the selected orders as paid?`,
            message: t`Use this once the payments have arrived outside the site. The tickets are issued and emailed.`,
            confirmLabel: t`Mark as paid`,
            onConfirm: run,
          })
        }
      >
        <Trans>Mark paid</Trans>
      </Button>
    </Group>
  );
}
