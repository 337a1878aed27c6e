import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSessionUser } from '../../platform/session/session';
import { IconPlus } from '../../platform/ui/icons';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { usersListQuery, type UsersListParams } from './users/api';
import { InviteUserModal } from './users/InviteUserModal';
import { parseRole, parseStatus } from './users/labels';
import { UsersTable } from './users/UsersTable';
import { UsersToolbar } from './users/UsersToolbar';
import { ListPagination } from '../../platform/ui/ListPagination';

/** Search, filters and page live in the URL, so a filtered list can be reloaded and shared. */
function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: UsersListParams = {
    query: searchParams.get('query') ?? '',
    role: parseRole(searchParams.get('role')),
    status: parseStatus(searchParams.get('status')),
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };
  const update = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return { params, update };
}

function UsersCount({ total }: { total: number }) {
  return (
    <Text size="sm" c="dimmed" role="status">
      <Plural value={total} _0="No users match these filters." one="# user" other="# users" />
    </Text>
  );
}

/** `/account/users` (administrators) */
export function AccountUsersPage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const [inviting, invite] = useDisclosure(false);
  const { params, update } = useListParams();
  const users = useQuery(usersListQuery(params));

  return (
    <>
      <PageHeader
        title={t`Users`}
        description={t`People who can manage this account's events.`}
        actions={
          <Button leftSection={<IconPlus />} onClick={invite.open}>
            <Trans>Invite user</Trans>
          </Button>
        }
      />
      <Stack gap="md">
        <UsersToolbar
          query={params.query}
          role={params.role}
          status={params.status}
          onQueryChange={(query) => update({ query: query.trim() || null, page: null })}
          onRoleChange={(role) => update({ role, page: null })}
          onStatusChange={(status) => update({ status, page: null })}
        />
        <QueryState query={users}>
          {({ data, meta }) => (
            <Stack gap="sm">
              <UsersCount total={meta.total} />
              {data.length > 0 && <UsersTable users={data} currentUserId={user.id} busy={users.isPlaceholderData} />}
              {meta.last_page > 1 && (
                <Group justify="center" mt="md">
                  <Box component="nav" aria-label={t`Pages`}>
                    <ListPagination
                      total={meta.last_page}
                      value={meta.current_page}
                      onChange={(page) => update({ page: page > 1 ? String(page) : null })}
                    />
                  </Box>
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
      <InviteUserModal opened={inviting} onClose={invite.close} />
    </>
  );
}
