import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '@stagedoor/contracts';
import { IconSearch } from '../catalogue/shared/icons';
import type { OrderListParams } from './api';
import { orderStatusLabel, paymentMethodLabel } from './labels';
import { EventDateSelect } from '../dates/EventDateSelect';

export interface OrderFilterValues {
  search: string;
  statuses: OrderStatus[];
  test: OrderListParams['test'];
  manual: OrderListParams['manual'];
  /** YYYY-MM-DD days, inclusive, in the organizer's own time zone. */
  fromDay: string;
  toDay: string;
  sort: `${OrderListParams['sortBy']}:${OrderListParams['sortDirection']}`;
  /** A date id, or '' for every date. */
  dateId: string;
  /** A payment method, or '' for every method. */
  paymentMethod: '' | PaymentMethod;
}

export const NO_FILTERS: OrderFilterValues = {
  search: '',
  statuses: [],
  test: 'all',
  manual: 'all',
  fromDay: '',
  toDay: '',
  sort: 'created_at:desc',
  dateId: '',
  paymentMethod: '',
};

interface OrderFiltersProps {
  event: { id: number; timezone: string };
  value: OrderFilterValues;
  onChange: (value: OrderFilterValues) => void;
}

export function OrderFilters({ event, value, onChange }: OrderFiltersProps) {
  const { t } = useLingui();
  const set = (patch: Partial<OrderFilterValues>) => onChange({ ...value, ...patch });
  const yesNo = [
    { value: 'all', label: t`All` },
    { value: 'true', label: t`Yes` },
    { value: 'false', label: t`No` },
  ];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={t`Search orders`}
        description={t`Reference, buyer name or email, attendee name`}
        leftSection={<IconSearch />}
        w={300}
        value={value.search}
        onChange={(input) => set({ search: input.currentTarget.value })}
      />
      <EventDateSelect eventId={event.id} zone={event.timezone} value={value.dateId} onChange={(dateId) => set({ dateId })} />
      <MultiSelect
        label={t`Status`}
        placeholder={value.statuses.length ? undefined : t`All sales`}
        data={ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) }))}
        value={value.statuses}
        onChange={(statuses) => set({ statuses: statuses as OrderStatus[] })}
        clearable
        w={240}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t`Payment method`}
        data={[{ value: '', label: t`All` }, ...PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodLabel(method) }))]}
        value={value.paymentMethod}
        onChange={(method) => set({ paymentMethod: (method ?? '') as OrderFilterValues['paymentMethod'] })}
        allowDeselect={false}
        w={170}
      />
      <Select
        label={t`Test orders`}
        data={yesNo}
        value={value.test}
        onChange={(test) => set({ test: (test ?? 'all') as OrderFilterValues['test'] })}
        allowDeselect={false}
        w={130}
      />
      <Select
        label={t`Added manually`}
        data={yesNo}
        value={value.manual}
        onChange={(manual) => set({ manual: (manual ?? 'all') as OrderFilterValues['manual'] })}
        allowDeselect={false}
        w={140}
      />
      <TextInput
        type="date"
        label={t`Placed from`}
        value={value.fromDay}
        onChange={(input) => set({ fromDay: input.currentTarget.value })}
        w={160}
      />
      <TextInput
        type="date"
        label={t`Placed until`}
        value={value.toDay}
        onChange={(input) => set({ toDay: input.currentTarget.value })}
        w={160}
      />
      <Select
        label={t`Sort by`}
        data={[
          { value: 'created_at:desc', label: t`Newest first` },
          { value: 'created_at:asc', label: t`Oldest first` },
          { value: 'total_gross:desc', label: t`Highest total` },
          { value: 'total_gross:asc', label: t`Lowest total` },
          { value: 'public_reference:asc', label: t`Reference` },
          { value: 'email:asc', label: t`Buyer email` },
          { value: 'status:asc', label: t`Status` },
        ]}
        value={value.sort}
        onChange={(sort) => set({ sort: (sort ?? 'created_at:desc') as OrderFilterValues['sort'] })}
        allowDeselect={false}
        w={170}
      />
    </Group>
  );
}

/** The day's start in the browser's time zone, as an instant; null for no day. */
function dayStart(day: string, plusDays = 0): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
}

export function listParamsOf(filters: OrderFilterValues, query: string, page: number): OrderListParams {
  const [sortBy, sortDirection] = filters.sort.split(':') as [OrderListParams['sortBy'], OrderListParams['sortDirection']];
  return {
    page,
    query,
    statuses: filters.statuses,
    test: filters.test,
    manual: filters.manual,
    from: dayStart(filters.fromDay),
    to: dayStart(filters.toDay, 1),
    sortBy,
    sortDirection,
    eventDateId: filters.dateId ? Number(filters.dateId) : null,
    paymentMethod: filters.paymentMethod || null,
  };
}
