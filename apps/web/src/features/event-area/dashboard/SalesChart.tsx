import '@mantine/charts/styles.css';
import { useState } from 'react';
import { AreaChart, BarChart } from '@mantine/charts';
import { Card, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { EventStats } from '@stagedoor/contracts';
import { formatShortDay } from '../../../platform/dates';
import { toMajor } from './money';

type Measure = 'sales' | 'tickets';

/** Gross sales or tickets sold per day over the last 30 days (`stats.daily`). */
export function SalesChart({ stats }: { stats: EventStats }) {
  const { t, i18n } = useLingui();
  const [measure, setMeasure] = useState<Measure>('sales');
  const currency = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: stats.currency, maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat(i18n.locale);
  const data = stats.daily.map((day) => ({
    day: formatShortDay(day.date, i18n.locale),
    gross: toMajor(day.sales_total_gross, stats.currency),
    tickets: day.tickets_sold,
    orders: day.orders_created,
  }));
  const hasSales = stats.daily.some((day) => day.sales_total_gross > 0 || day.tickets_sold > 0);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sales-chart-heading">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4" id="sales-chart-heading">
          {t`Last 30 days`}
        </Title>
        <SegmentedControl
          size="xs"
          value={measure}
          onChange={(value) => setMeasure(value as Measure)}
          aria-label={t`Chart shows`}
          data={[
            { value: 'sales', label: t`Gross sales` },
            { value: 'tickets', label: t`Tickets and orders` },
          ]}
        />
      </Group>
      {!hasSales && (
        <Text size="sm" c="dimmed" mb="sm">
          {t`No sales yet. Sales appear here day by day once orders come in.`}
        </Text>
      )}
      {measure === 'sales' ? (
        <AreaChart
          h={260}
          data={data}
          dataKey="day"
          series={[{ name: 'gross', label: t`Gross sales`, color: 'teal.6' }]}
          valueFormatter={(value) => currency.format(value)}
          curveType="monotone"
          withDots={false}
          tickLine="y"
        />
      ) : (
        <BarChart
          h={260}
          data={data}
          dataKey="day"
          series={[
            { name: 'tickets', label: t`Tickets sold`, color: 'teal.6' },
            { name: 'orders', label: t`Orders`, color: 'blue.7' },
          ]}
          valueFormatter={(value) => count.format(value)}
          withLegend
          tickLine="y"
        />
      )}
    </Card>
  );
}
