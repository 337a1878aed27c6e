import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { EventStats } from '@stagedoor/contracts';
import { IconCheck, IconCreditCard, IconReceipt, IconTicket, IconUsers } from '../../../platform/ui/icons';
import { formatMinor } from './money';

interface StatProps {
  label: string;
  value: string;
  icon: ReactNode;
}

function Stat({ label, value, icon }: StatProps) {
  return (
    <Card withBorder padding="md" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={24} fw={700} mt={4}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" size={36} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** The event's totals; money in the event's currency, written the way the reader's language writes it. */
export function StatCards({ stats }: { stats: EventStats }) {
  const { t, i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  const money = (minor: number) => formatMinor(minor, stats.currency, i18n.locale);
  const { totals } = stats;
  const items: StatProps[] = [
    { label: t`Tickets sold`, value: count.format(totals.tickets_sold), icon: <IconTicket /> },
    { label: t`Gross sales`, value: money(totals.sales_total_gross), icon: <IconCreditCard /> },
    { label: t`Fees`, value: money(totals.total_fee), icon: <IconReceipt /> },
    { label: t`Taxes`, value: money(totals.total_tax), icon: <IconReceipt /> },
    { label: t`Orders`, value: count.format(totals.orders_created), icon: <IconReceipt /> },
    { label: t`Attendees`, value: count.format(totals.attendees_registered), icon: <IconUsers /> },
    { label: t`Check-ins`, value: count.format(totals.check_ins), icon: <IconCheck /> },
  ];
  if (totals.total_refunded > 0) {
    items.push({ label: t`Refunded`, value: money(totals.total_refunded), icon: <IconCreditCard /> });
  }
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Stat key={item.label} {...item} />
      ))}
    </SimpleGrid>
  );
}
