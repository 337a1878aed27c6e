import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OrderAnswer, OrderDetails } from '@stagedoor/contracts';
import { Detail } from '../../platform/ui/Detail';
import { formatMoney } from '../catalogue/shared/money';
import { seatText } from '../public/shared/seat';
import { attendeeStatusLabel, historyActionLabel, paymentMethodLabel, paymentStatusLabel, refundStatusLabel } from './labels';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Answers({ answers }: { answers: OrderAnswer[] }) {
  const { t } = useLingui();
  if (answers.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      {answers.map((answer) => (
        <Detail key={answer.question_id} label={answer.is_hidden ? `${answer.title} (${t`hidden`})` : answer.title}>
          {Array.isArray(answer.answer) ? answer.answer.join(', ') : answer.answer}
        </Detail>
      ))}
    </SimpleGrid>
  );
}

export function OrderDetailsSections({ order, timezone }: { order: OrderDetails; timezone: string }) {
  const { t, i18n } = useLingui();
  const money = (amount: number) => formatMoney(amount, order.currency, i18n.locale);
  const when = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone });
  return (
    <Stack gap="lg">
      <Section title={t`Buyer`}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Detail label={t`Name`}>{`${order.first_name ?? ''} ${order.last_name ?? ''}`.trim() || '—'}</Detail>
          <Detail label={t`Email`}>{order.email ?? '—'}</Detail>
          <Detail label={t`Email language`}>{order.locale}</Detail>
          <Detail label={t`Placed`}>{when(order.created_at)}</Detail>
          <Detail label={t`Payment method`}>{order.payment_method ? paymentMethodLabel(order.payment_method) : '—'}</Detail>
          <Detail label={t`Promo code`}>{order.promo_code ?? '—'}</Detail>
          <Detail label={t`Affiliate`}>{order.affiliate ? `${order.affiliate.name} (${order.affiliate.code})` : '—'}</Detail>
        </SimpleGrid>
        <Answers answers={order.answers} />
      </Section>

      <Section title={t`Items`}>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Ticket`}</Table.Th>
                <Table.Th>{t`Quantity`}</Table.Th>
                <Table.Th>{t`Price`}</Table.Th>
                <Table.Th>{t`Total`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={`${item.ticket_id}-${item.ticket_price_id}`}>
                  <Table.Td>
                    <Text size="sm">{item.price_label ? `${item.ticket_title} — ${item.price_label}` : item.ticket_title}</Text>
                    {item.taxes_and_fees.map((entry) => (
                      <Text key={entry.name} size="xs" c="dimmed">
                        {`${entry.name}: ${money(entry.amount)}`}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>{item.quantity}</Table.Td>
                  <Table.Td>{money(item.price)}</Table.Td>
                  <Table.Td>{money(item.total_gross)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          <Detail label={t`Gross`}>{money(order.totals.gross)}</Detail>
          <Detail label={t`Fees`}>{money(order.totals.fee)}</Detail>
          <Detail label={t`Tax`}>{money(order.totals.tax)}</Detail>
          <Detail label={t`Refunded`}>{money(order.totals.refunded)}</Detail>
          <Detail label={t`Remaining`}>{money(order.totals.remaining)}</Detail>
        </SimpleGrid>
      </Section>

      <Section title={t`Attendees`}>
        {order.attendees.map((attendee) => (
          <Card key={attendee.id} withBorder padding="sm">
            <Group justify="space-between" gap="xs">
              <Stack gap={0}>
                <Text fw={500}>{`${attendee.first_name} ${attendee.last_name}`.trim()}</Text>
                <Text size="sm" c="dimmed">
                  {[attendee.email, attendee.price_label ? `${attendee.ticket_title} — ${attendee.price_label}` : attendee.ticket_title]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {attendee.seat && <Text size="sm">{seatText(attendee.seat)}</Text>}
              </Stack>
              <Group gap={4}>
                <Badge
                  color={attendee.status === 'ACTIVE' ? 'teal' : attendee.status === 'CANCELLED' ? 'red' : 'orange'}
                  variant="light"
                  radius="sm"
                >
                  {attendeeStatusLabel(attendee.status)}
                </Badge>
                {attendee.checked_in_at && (
                  <Badge color="blue" variant="light" radius="sm">
                    {t`Checked in`}
                  </Badge>
                )}
              </Group>
            </Group>
            <Answers answers={attendee.answers} />
          </Card>
        ))}
      </Section>

      <Section title={t`Payments and refunds`}>
        {order.payments.map((payment, index) => (
          <Text key={index} size="sm">
            {`${payment.provider ?? '—'} · ${paymentStatusLabel(payment.status)} · ${money(payment.amount)}`}
            {payment.provider_payment_id ? ` · ${payment.provider_payment_id}` : ''}
          </Text>
        ))}
        {order.refunds.length === 0 && (
          <Text size="sm" c="dimmed">
            {t`No refunds`}
          </Text>
        )}
        {order.refunds.map((refund) => (
          <Stack key={refund.id} gap={0}>
            <Text size="sm">
              {`${t`Refund`} ${money(refund.amount)} · ${refundStatusLabel(refund.status)} · ${refund.provider}${refund.provider_refund_id ? ` · ${refund.provider_refund_id}` : ''} · ${when(refund.created_at)}`}
            </Text>
            {refund.failure_reason && (
              <Text size="sm" c="red">
                {t`Reason: ${refund.failure_reason}`}
              </Text>
            )}
          </Stack>
        ))}
      </Section>

      <Section title={t`History`}>
        <Timeline bulletSize={12} lineWidth={2}>
          {order.history.map((entry) => (
            <Timeline.Item key={`${entry.id}-${entry.action}`} title={historyActionLabel(entry.action)}>
              <Text size="xs" c="dimmed">
                {`${when(entry.created_at)} · ${entry.actor ? entry.actor.name : t`Buyer or system`}`}
                {typeof entry.data.amount === 'number' && entry.action !== 'PAID' ? ` · ${money(entry.data.amount)}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Section>
    </Stack>
  );
}
