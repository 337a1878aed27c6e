import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSessionUser } from '../../platform/session/session';
import { IconBuilding } from '../../platform/ui/icons';
import { PageTitle } from '../../platform/ui/PageTitle';
import { QueryState } from '../../platform/ui/QueryState';
import { organizersQuery } from '../organizers/api';
import { NewOrganizerForm } from '../organizers/NewOrganizerForm';

/**
 * `/welcome`: the first step after registration is the organizer that will run the events.
 * An account that has one is past that step: the page leads on to its first organizer's
 * events (more organizers are added with "New organizer").
 */
export function WelcomePage() {
  const organizers = useQuery(organizersQuery());
  return (
    <QueryState query={organizers}>
      {({ data }) => (data[0] ? <Navigate to={`/manage/organizer/${data[0].id}/events`} replace /> : <FirstOrganizerStep />)}
    </QueryState>
  );
}

function FirstOrganizerStep() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useSessionUser();
  const firstName = user.first_name;
  const title = t`Welcome to Stagedoor, ${firstName}!`;
  return (
    <Stack maw={720} mx="auto" gap="xl">
      <PageTitle title={t`Welcome`} />
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          <Trans>Let's set up the organizer behind your events. You can change all of this later.</Trans>
        </Text>
      </Stack>
      <Card withBorder padding="xl">
        <Group mb="lg" wrap="nowrap">
          <ThemeIcon variant="light" size={44} radius="md">
            <IconBuilding size={24} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h4">
              <Trans>Your organizer</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Buyers see this name on event pages, tickets and emails.</Trans>
            </Text>
          </div>
        </Group>
        <NewOrganizerForm onCreated={(organizer) => void navigate(`/manage/organizer/${organizer.id}/events`)} />
      </Card>
    </Stack>
  );
}
