import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '@stagedoor/contracts';
import { parseRole, parseStatus, useUserLabels } from './labels';

const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

interface UsersToolbarProps {
  query: string;
  role: Role | null;
  status: UserStatus | null;
  onQueryChange: (query: string) => void;
  onRoleChange: (role: Role | null) => void;
  onStatusChange: (status: UserStatus | null) => void;
}

/** Search (debounced, one request per pause in typing) and the role and status filters. */
export function UsersToolbar({ query, role, status, onQueryChange, onRoleChange, onStatusChange }: UsersToolbarProps) {
  const { t } = useLingui();
  const labels = useUserLabels();
  const [search, setSearch] = useState(query);
  const commitSearch = useDebouncedCallback(onQueryChange, SEARCH_DEBOUNCE_MS);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t`Search users`}
        placeholder={t`Name or email`}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label={t`Role`}
        data={[{ value: ALL, label: t`All roles` }, ...ROLES.map((value) => ({ value, label: labels.role[value] }))]}
        value={role ?? ALL}
        allowDeselect={false}
        onChange={(value) => onRoleChange(parseRole(value))}
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t`Status`}
        data={[{ value: ALL, label: t`All statuses` }, ...USER_STATUSES.map((value) => ({ value, label: labels.status[value] }))]}
        value={status ?? ALL}
        allowDeselect={false}
        onChange={(value) => onStatusChange(parseStatus(value))}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
