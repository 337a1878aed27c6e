import { ActionIcon, Badge, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Ticket } from '@stagedoor/contracts';
import { IconDots, IconEdit, IconEye, IconEyeOff, IconTrash } from '../shared/icons';
import type { DragHandleProps } from '../shared/SortableRow';
import { priceLines, TICKET_STATUS_COLORS, ticketStatusLabels, ticketStock, ticketTypeLabels } from './labels';

interface TicketRowProps {
  ticket: Ticket;
  currency: string;
  drag: DragHandleProps;
  onEdit: () => void;
  onSetHidden: (hidden: boolean) => void;
  onDelete: () => void;
}

export function TicketRow({ ticket, currency, drag, onEdit, onSetHidden, onDelete }: TicketRowProps) {
  const { t, i18n } = useLingui();
  const { sold, total } = ticketStock(ticket);
  const soldText = total === null ? t`${sold} sold · unlimited` : t`${sold} / ${total} sold`;
  const title = ticket.title;

  return (
    <Card withBorder padding="sm" shadow={drag.dragging ? 'md' : undefined} component="article" aria-label={title}>
      <Group wrap="nowrap" align="center" gap="sm">
        {drag.handle}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} component="h2" fz="md" m={0}>
              {title}
            </Text>
            <Badge variant="light" color={TICKET_STATUS_COLORS[ticket.status]}>
              {ticketStatusLabels()[ticket.status]}
            </Badge>
            {ticket.validity === 'ALL_DATES' && (
              <Badge variant="outline" color="grape">
                {t`Pass`}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {ticketTypeLabels()[ticket.type]}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" visibleFrom="xs">
          {priceLines(ticket, currency, i18n.locale).map((line, index) => (
            <Text key={index} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
        <Text size="sm" c="dimmed" w={130} ta="right" visibleFrom="sm">
          {soldText}
        </Text>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Actions for ${title}`}>
              <IconDots />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEdit />} onClick={onEdit}>
              {t`Edit`}
            </Menu.Item>
            {ticket.is_hidden ? (
              <Menu.Item leftSection={<IconEye />} onClick={() => onSetHidden(false)}>
                {t`Show to buyers`}
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconEyeOff />} onClick={() => onSetHidden(true)}>
                {t`Hide`}
              </Menu.Item>
            )}
            <Menu.Item leftSection={<IconTrash />} color="red" onClick={onDelete}>
              {t`Delete`}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}
