import { useState } from 'react';
import { EmptyState, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import type { ManagedOrder } from '@stagedoor/contracts';
import { IconReceipt } from '../../platform/ui/icons';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { useEvent } from '../event-area/use-event';
import { ordersQuery } from './api';
import { ExportOrdersButton } from './ExportOrdersButton';
import { listParamsOf, NO_FILTERS, OrderFilters, type OrderFilterValues } from './OrderFilters';
import { OrderDrawer } from './OrderDrawer';
import { OrdersTable } from './OrdersTable';
import { ListPagination } from '../../platform/ui/ListPagination';
import { MarkPaidBar } from './MarkPaidBar';

/** `/manage/event/:eventId/orders` */
export function OrdersPage() {
  const { t } = useLingui();
  const event = useEvent();
  const [filters, setFilters] = useState<OrderFilterValues>(NO_FILTERS);
  const [query] = useDebouncedValue(filters.search.trim(), 300);
  const [page, setPage] = useState(1);
  const params = listParamsOf(filters, query, page);
  const orders = useQuery(ordersQuery(event.id, params));
  const [open, setOpen] = useState<Pick<ManagedOrder, 'id' | 'public_reference'> | null>(null);
  // Orders chosen for "Mark paid" (those awaiting an offline payment), kept across pages until the action runs.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const select = (orderId: number, chosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (chosen) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
  const filtered = JSON.stringify({ ...filters, sort: null }) !== JSON.stringify({ ...NO_FILTERS, sort: null });

  return (
    <>
      <PageHeader
        title={t`Orders`}
        description={t`Everything sold for this event: find an order, refund it, cancel it.`}
        actions={<ExportOrdersButton eventId={event.id} params={params} />}
      />
      <Stack gap="md">
        <OrderFilters
          event={event}
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <QueryState query={orders}>
          {({ data, meta: { total, current_page: currentPage, last_page: lastPage } }) =>
            data.length === 0 ? (
              <EmptyState variant="light" icon={<IconReceipt size={28} />} py={48}>
                <EmptyState.Title order={2}>{filtered ? t`No order matches` : t`No orders yet`}</EmptyState.Title>
                <EmptyState.Description>{t`Orders appear here as soon as tickets are bought.`}</EmptyState.Description>
              </EmptyState>
            ) : (
              <Stack gap="sm">
                <MarkPaidBar eventId={event.id} selected={[...selected]} onDone={() => setSelected(new Set())} />
                <OrdersTable orders={data} timezone={event.timezone} onOpen={setOpen} selected={selected} onSelect={select} />
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    <Plural value={total} one="# order" other="# orders" />
                  </Text>
                  <ListPagination total={lastPage} value={currentPage} onChange={setPage} />
                </Group>
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      <OrderDrawer
        eventId={event.id}
        timezone={event.timezone}
        orderId={open?.id ?? null}
        reference={open?.public_reference ?? ''}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
