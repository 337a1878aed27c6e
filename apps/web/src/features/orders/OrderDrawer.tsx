import { useState } from 'react';
import { Badge, Button, Drawer, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { QueryState } from '../../platform/ui/QueryState';
import { confirmAction } from '../../platform/ui/confirm';
import { orderQuery, useMarkOrderPaid, useResendConfirmation } from './api';
import { CancelOrderModal, EditBuyerModal, RefundOrderModal } from './OrderActionModals';
import { OrderDetailsSections } from './OrderDetailsSections';
import { OrderInvoices } from '../invoices/OrderInvoices';
import { OrderStatusBadge } from './OrderStatusBadge';

type OpenModal = 'refund' | 'cancel' | 'edit' | null;

interface OrderDrawerProps {
  eventId: number;
  timezone: string;
  orderId: number | null;
  reference: string;
  onClose: () => void;
}

export function OrderDrawer({ eventId, timezone, orderId, reference, onClose }: OrderDrawerProps) {
  const { t } = useLingui();
  const details = useQuery({ ...orderQuery(eventId, orderId ?? 0), enabled: orderId !== null });
  const resend = useResendConfirmation(eventId, orderId ?? 0);
  const markPaid = useMarkOrderPaid(eventId, orderId ?? 0);
  const [modal, setModal] = useState<OpenModal>(null);

  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t`Order ${reference}`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      // Like a modal's, the drawer's header is no second page banner; the dialog names itself.
      attributes={{ header: { role: 'none' } }}
    >
      <QueryState query={details}>
        {(order) => (
          <Stack gap="lg">
            <Group gap="xs">
              <OrderStatusBadge status={order.status} />
              {order.is_test && (
                <Badge color="yellow" variant="light" radius="sm">
                  {t`Test`}
                </Badge>
              )}
              {order.is_manually_created && (
                <Badge color="gray" variant="light" radius="sm">
                  {t`Added manually`}
                </Badge>
              )}
            </Group>
            <Group gap="xs">
              {order.can_refund && (
                <Button size="xs" variant="light" color="red" onClick={() => setModal('refund')}>
                  <Trans>Refund</Trans>
                </Button>
              )}
              {order.can_cancel && (
                <Button size="xs" variant="light" color="red" onClick={() => setModal('cancel')}>
                  <Trans>Cancel order</Trans>
                </Button>
              )}
              {order.can_mark_paid && (
                <Button
                  size="xs"
                  variant="light"
                  loading={markPaid.isPending}
                  onClick={() =>
                    confirmAction({
                      title: t`Mark order ${order.public_reference} as paid?`,
                      message: t`Use this once the payment has arrived outside the site. The tickets are issued and emailed.`,
                      confirmLabel: t`Mark as paid`,
                      onConfirm: () =>
                        markPaid.mutate(undefined, { onSuccess: () => notifySuccess(t`Order marked as paid`), onError: notifyError }),
                    })
                  }
                >
                  <Trans>Mark as paid</Trans>
                </Button>
              )}
              <Button
                size="xs"
                variant="default"
                loading={resend.isPending}
                disabled={!order.email}
                onClick={() =>
                  resend.mutate(undefined, { onSuccess: () => notifySuccess(t`Confirmation email sent again`), onError: notifyError })
                }
              >
                <Trans>Resend confirmation</Trans>
              </Button>
              <Button size="xs" variant="default" onClick={() => setModal('edit')}>
                <Trans>Edit buyer</Trans>
              </Button>
            </Group>
            <OrderDetailsSections order={order} timezone={timezone} />
            <OrderInvoices eventId={eventId} orderId={order.id} version={`${order.status}:${order.total_refunded}`} />
            {modal === 'refund' && <RefundOrderModal eventId={eventId} order={order} opened onClose={() => setModal(null)} />}
            {modal === 'cancel' && <CancelOrderModal eventId={eventId} order={order} opened onClose={() => setModal(null)} />}
            {modal === 'edit' && <EditBuyerModal eventId={eventId} order={order} opened onClose={() => setModal(null)} />}
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}
