import { Badge, Card, Group, Table, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { User, UserStatus } from '@stagedoor/contracts';
import { api, type ListEnvelope } from '../../platform/api/client';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';

const usersQuery = queryOptions({
  queryKey: ['users', 'list'],
  queryFn: ({ signal }) => api.get<ListEnvelope<User>>('users', { signal, query: { per_page: 100 } }),
});

const STATUS_COLORS: Record<UserStatus, string> = { ACTIVE: 'teal', INVITED: 'blue', INACTIVE: 'gray' };

/** `/account/users` (administrators) */
export function AccountUsersPage() {
  const { t, i18n } = useLingui();
  const users = useQuery(usersQuery);
  const statusLabel: Record<UserStatus, string> = { ACTIVE: t`Active`, INVITED: t`Invited`, INACTIVE: t`Inactive` };

  return (
    <>
      <PageHeader title={t`Users`} description={t`People who can manage this account's events.`} />
      <QueryState query={users}>
        {({ data }) => (
          <Card withBorder padding={0}>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Name`}</Table.Th>
                    <Table.Th>{t`Role`}</Table.Th>
                    <Table.Th>{t`Status`}</Table.Th>
                    <Table.Th>{t`Last login`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((member) => (
                    <Table.Tr key={member.id}>
                      <Table.Td>
                        <Text fw={600}>{`${member.first_name} ${member.last_name}`.trim()}</Text>
                        <Text size="sm" c="dimmed">
                          {member.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6}>
                          {member.role === 'ADMIN' ? t`Administrator` : t`Organizer`}
                          {member.is_account_owner && (
                            <Badge variant="light" color="grape" size="sm">
                              {t`Owner`}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLORS[member.status]}>
                          {statusLabel[member.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {member.last_login_at
                          ? i18n.date(member.last_login_at, { dateStyle: 'medium', timeStyle: 'short' })
                          : t`Never`}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        )}
      </QueryState>
    </>
  );
}
