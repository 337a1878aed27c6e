import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Organizer } from '@stagedoor/contracts';
import { organizersQuery } from '../organizers/api';
import { EditOrganizerButton } from '../organizers/EditOrganizerModal';
import { NewOrganizerButton } from '../organizers/NewOrganizerButton';
import { QueryState } from '../../platform/ui/QueryState';

function OrganizerRow({ organizer }: { organizer: Organizer }) {
  const { t } = useLingui();
  const name = organizer.name;
  return (
    <Group component="li" justify="space-between" gap="sm" wrap="nowrap">
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={`/manage/organizer/${organizer.id}`} fw={600}>
          {name}
        </Anchor>
        <Text size="sm" c="dimmed" truncate>
          {organizer.email}
        </Text>
      </div>
      <EditOrganizerButton organizer={organizer} size="xs" aria-label={t`Edit organizer ${name}`} />
    </Group>
  );
}

/** The organizers of the account, each editable from here. */
export function AccountOrganizers() {
  const organizers = useQuery(organizersQuery());
  return (
    <Card component="section" withBorder padding="lg" mt="lg" aria-labelledby="account-organizers-heading">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="account-organizers-heading">
          <Trans>Organizers</Trans>
        </Title>
        <NewOrganizerButton size="xs" />
      </Group>
      <QueryState query={organizers} skeletonRows={2}>
        {({ data }) =>
          data.length === 0 ? (
            <Text c="dimmed">
              <Trans>
                No organizers yet.{' '}
                <Anchor component={Link} to="/welcome">
                  Create one
                </Anchor>
              </Trans>
            </Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.map((organizer) => (
                <OrganizerRow key={organizer.id} organizer={organizer} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Card>
  );
}
