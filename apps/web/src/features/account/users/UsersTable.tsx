import { Badge, Card, Group, Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@stagedoor/contracts';
import { fullName, STATUS_COLORS, useUserLabels } from './labels';
import { UserRowActions } from './UserRowActions';

interface UsersTableProps {
  users: User[];
  currentUserId: number;
  busy: boolean;
}

export function UsersTable({ users, currentUserId, busy }: UsersTableProps) {
  const { t, i18n } = useLingui();
  const labels = useUserLabels();
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="lg" mod="sticky-actions" aria-label={t`Members of the account`} aria-busy={busy}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Name`}</Table.Th>
              <Table.Th scope="col">{t`Role`}</Table.Th>
              <Table.Th scope="col">{t`Status`}</Table.Th>
              <Table.Th scope="col">{t`Last login`}</Table.Th>
              <Table.Th scope="col">{t`Actions`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Th scope="row" fw="normal">
                  <Group gap={6}>
                    <Text fw={600}>{fullName(member)}</Text>
                    {member.id === currentUserId && (
                      <Badge variant="light" color="gray" size="sm">
                        {t`You`}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <Group gap={6}>
                    {labels.role[member.role]}
                    {member.is_account_owner && (
                      <Badge variant="light" color="grape" size="sm">
                        {t`Owner`}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLORS[member.status]} miw="max-content">
                    {labels.status[member.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {member.last_login_at ? i18n.date(member.last_login_at, { dateStyle: 'medium', timeStyle: 'short' }) : t`Never`}
                </Table.Td>
                <Table.Td>
                  <UserRowActions member={member} currentUserId={currentUserId} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
