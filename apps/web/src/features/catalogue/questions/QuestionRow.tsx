import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Question, Ticket } from '@stagedoor/contracts';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { ticketTitles } from '../shared/TicketMultiSelect';
import { questionScopeLabels, questionTypeLabels } from './labels';

interface QuestionRowProps {
  question: Question;
  tickets: Ticket[];
  /** The drag handle, or a lock for a default question. */
  leading: ReactNode;
  onEdit: () => void;
  onDelete?: () => void;
}

export function QuestionRow({ question, tickets, leading, onEdit, onDelete }: QuestionRowProps) {
  const { t } = useLingui();
  const title = question.title;
  const forTickets = question.ticket_ids.length > 0 ? ticketTitles(tickets, question.ticket_ids).join(', ') : null;

  return (
    <Card withBorder padding="sm" component="article" aria-label={title}>
      <Group wrap="nowrap" gap="sm">
        {leading}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text component="h3" fw={600} fz="md" m={0}>
              {title}
            </Text>
            {question.required && (
              <Badge variant="light" size="sm">
                {t`Required`}
              </Badge>
            )}
            {question.is_hidden && (
              <Badge variant="light" color="gray" size="sm">
                {t`Organizers only`}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {[questionTypeLabels()[question.type], questionScopeLabels()[question.belongs_to], forTickets].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <EditDeleteButtons name={title} onEdit={onEdit} onDelete={onDelete} />
        </Group>
      </Group>
    </Card>
  );
}
