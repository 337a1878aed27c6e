import { useId, useState } from 'react';
import { Badge, Collapse, Divider, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { PublicTicket } from '@stagedoor/contracts';
import { IconChevronDown } from '../../../../platform/ui/icons';
import { useFormat } from '../../shared/format';
import { RichText } from '../../shared/RichText';
import { PriceRow } from './PriceRow';
import type { PriceChoice, PromoCode, Selection } from './selection';
import { ticketStatusLabel } from '../../shared/statuses';
import classes from './TicketCard.module.css';

interface TicketCardProps {
  ticket: PublicTicket;
  currency: string;
  timezone: string;
  mode: 'INCLUSIVE' | 'EXCLUSIVE';
  selection: Selection;
  orderMaximum: number;
  problem: string | null;
  /** The event's promo code, for what a donation costs with it. */
  promo: PromoCode;
  onChange(priceId: number, choice: PriceChoice): void;
}

/** A ticket with its description and prices; "start collapsed" tickets open on request. */
export function TicketCard({ ticket, currency, timezone, mode, selection, orderMaximum, problem, promo, onChange }: TicketCardProps) {
  const [open, setOpen] = useState(!ticket.start_collapsed);
  const bodyId = useId();
  const titleId = useId();
  const { dateTime } = useFormat();
  const status = ticketStatusLabel(ticket.status);
  const saleStart =
    ticket.status === 'NOT_ON_SALE' && ticket.sale_start_date && new Date(ticket.sale_start_date) > new Date()
      ? dateTime(ticket.sale_start_date, timezone)
      : null;

  const heading = (
    <Group gap="sm" wrap="nowrap" justify="space-between" className={classes.heading}>
      <span id={titleId}>{ticket.title}</span>
      {ticket.start_collapsed && <IconChevronDown className={classes.chevron} data-open={open || undefined} />}
    </Group>
  );

  return (
    <Paper component="article" withBorder p="md" className={classes.card} aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={3} fz="lg" className={classes.title}>
          {ticket.start_collapsed ? (
            <UnstyledButton
              className={classes.toggle}
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpen((value) => !value)}
            >
              {heading}
            </UnstyledButton>
          ) : (
            heading
          )}
        </Title>
        {status && (
          <Badge color={ticket.status === 'SOLD_OUT' ? 'red' : 'gray'} variant="light" size="lg" className={classes.status}>
            {status}
          </Badge>
        )}
      </Group>
      <Collapse expanded={open}>
        <Stack gap="sm" mt="sm" id={bodyId}>
          <RichText html={ticket.description} fz="sm" />
          {saleStart && (
            <Text size="sm">
              <Trans>On sale from {saleStart}</Trans>
            </Text>
          )}
          {ticket.prices.map((price, index) => (
            <Stack key={price.id} gap="sm">
              {index > 0 && <Divider />}
              <PriceRow
                ticket={ticket}
                price={price}
                currency={currency}
                mode={mode}
                selection={selection}
                orderMaximum={orderMaximum}
                promo={promo}
                onChange={onChange}
              />
            </Stack>
          ))}
          {problem && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}
