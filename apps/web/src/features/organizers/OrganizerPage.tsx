import { Anchor, Button, Card, Group, SimpleGrid, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBuilding } from '../../platform/ui/icons';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { organizerQuery } from './api';
import { Detail } from '../../platform/ui/Detail';
import { OrganizerEvents } from '../events/OrganizerEvents';
import { EditOrganizerButton } from './EditOrganizerModal';

/** `/manage/organizer/:organizerId/events?/:eventsState?` */
export function OrganizerPage() {
  const { t } = useLingui();
  const { organizerId = '' } = useParams();
  const organizer = useQuery(organizerQuery(organizerId));

  return (
    <QueryState query={organizer}>
      {(data) => (
        <>
          <PageHeader
            title={data.name}
            description={data.description || t`Organizer`}
            actions={
              <Group gap="sm">
                <Button component={Link} to={`/manage/organizer/${data.id}/reports`} variant="default">
                  {t`Reports`}
                </Button>
                <EditOrganizerButton organizer={data} />
                <Button component={Link} to={`/manage/organizer/${organizerId}/invoicing`} variant="default">
                  <Trans>Invoicing</Trans>
                </Button>
                <ThemeIcon variant="light" size={48} radius="md">
                  <IconBuilding size={26} />
                </ThemeIcon>
              </Group>
            }
          />
          <Card withBorder padding="lg">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <Detail label={t`Email`}>{data.email}</Detail>
              <Detail label={t`Website`}>
                {data.website ? (
                  <Anchor href={data.website} target="_blank" rel="noopener noreferrer">
                    {data.website}
                  </Anchor>
                ) : (
                  '—'
                )}
              </Detail>
              <Detail label={t`Currency`}>{data.currency}</Detail>
              <Detail label={t`Time zone`}>{data.timezone}</Detail>
            </SimpleGrid>
          </Card>
          <OrganizerEvents organizerId={organizerId} />
        </>
      )}
    </QueryState>
  );
}
