import type { ReactNode } from 'react';
import { Card, Group, Table, Text, VisuallyHidden, type MantineSpacing } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ListPagination } from '../../../platform/ui/ListPagination';

interface ListTableProps {
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  horizontalSpacing?: MantineSpacing;
  /** The header cells of the columns before the actions column. */
  columns: ReactNode;
  /** The rows, each ending with its `RowActions`. */
  children: ReactNode;
}

/**
 * A list as a table in a bordered card. The last column holds each row's buttons; its header is named
 * "Actions" for screen readers only, and it stays in view while the table scrolls sideways.
 */
export function ListTable({ minWidth, horizontalSpacing = 'md', columns, children }: ListTableProps) {
  const { t } = useLingui();
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" horizontalSpacing={horizontalSpacing} mod="sticky-actions">
          <Table.Thead>
            <Table.Tr>
              {columns}
              <Table.Th>
                <VisuallyHidden>{t`Actions`}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** The last cell of a `ListTable` row: its buttons, side by side at the right. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}

interface ListFooterProps {
  /** How many items the list holds in all, as a sentence. */
  count: ReactNode;
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}

/** Below a paged list: how many items there are, and the pages (when there is more than one). */
export function ListFooter({ count, page, lastPage, onChange }: ListFooterProps) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {count}
      </Text>
      <ListPagination total={lastPage} value={page} onChange={onChange} />
    </Group>
  );
}
