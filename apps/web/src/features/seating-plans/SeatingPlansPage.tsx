import { useState } from 'react';
import { Anchor, Badge, Button, Card, FileButton, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../platform/api/api-error';
import { useSessionUser } from '../../platform/session/session';
import { IconPlus } from '../../platform/ui/icons';
import { ListPagination } from '../../platform/ui/ListPagination';
import { notifyFailure } from '../../platform/ui/notify';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { seatingPlansQuery, useCreateSeatingPlan } from './api';
import { CreatePlanModal } from './CreatePlanModal';
import { IconSeat, IconUpload } from './icons';
import { nameFromFile, readLayoutFile } from './plan-file';
import { PlanRowActions } from './PlanRowActions';

/** `/account/seating-plans` (administrators): the venues' plans, reused by seated events. */
export function SeatingPlansPage() {
  const { t, i18n } = useLingui();
  const user = useSessionUser();
  const [page, setPage] = useState(1);
  const plans = useQuery(seatingPlansQuery(user.account_id, page));
  const [creating, setCreating] = useState(false);
  const create = useCreateSeatingPlan(user.account_id);
  const navigate = useNavigate();
  const number = (value: number) => i18n.number(value);

  const importFile = async (file: File | null) => {
    if (!file) return;
    const read = readLayoutFile(await file.text());
    if (!read.ok) {
      notifyFailure(read.reason === 'not_json' ? t`The file is not JSON.` : t`The file does not hold a seating plan layout.`);
      return;
    }
    create.mutate(
      { name: read.name ?? nameFromFile(file.name), layout: read.layout },
      {
        onSuccess: (plan) => void navigate(`/account/seating-plans/${plan.id}`),
        onError: (error) => {
          const details = isApiError(error) ? Object.values(error.errors).flat().slice(0, 3) : [];
          notifyFailure([t`The layout could not be imported.`, ...details].join(' '));
        },
      },
    );
  };

  const actions = (
    <Group gap="sm">
      <FileButton onChange={(file) => void importFile(file)} accept="application/json,.json">
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconUpload />} loading={create.isPending}>
            <Trans>Import layout</Trans>
          </Button>
        )}
      </FileButton>
      <Button leftSection={<IconPlus />} onClick={() => setCreating(true)}>
        <Trans>New seating plan</Trans>
      </Button>
    </Group>
  );

  return (
    <>
      <PageHeader
        title={t`Seating plans`}
        description={t`Draw a venue once and use it for every seated event there: rows, tables, standing areas and price categories.`}
        actions={actions}
      />
      <QueryState query={plans}>
        {(answer) =>
          answer.data.length === 0 ? (
            <Card withBorder padding="xl">
              <Stack align="center" gap="xs">
                <IconSeat size={28} />
                <Text fw={600}>{t`No seating plans yet`}</Text>
                <Text c="dimmed" ta="center">{t`Create a plan and draw its rows, or import a layout file.`}</Text>
              </Stack>
            </Card>
          ) : (
            <Stack>
              <Card withBorder padding={0}>
                <Table.ScrollContainer minWidth={640}>
                  <Table verticalSpacing="sm" horizontalSpacing="lg">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t`Name`}</Table.Th>
                        <Table.Th>{t`Seats`}</Table.Th>
                        <Table.Th>{t`Events`}</Table.Th>
                        <Table.Th>{t`Status`}</Table.Th>
                        <Table.Th>
                          <VisuallyHidden>{t`Actions`}</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {answer.data.map((plan) => (
                        <Table.Tr key={plan.id}>
                          <Table.Td>
                            <Anchor component={Link} to={`/account/seating-plans/${plan.id}`} fw={600}>
                              {plan.name}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>
                            {number(plan.seat_count)}
                            {plan.standing_capacity > 0 && (
                              <Text span c="dimmed" size="sm">
                                {' '}
                                {t`+ ${number(plan.standing_capacity)} standing`}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>{number(plan.events_count)}</Table.Td>
                          <Table.Td>
                            <Badge variant="light" color={plan.in_use ? 'orange' : 'gray'}>
                              {plan.in_use ? t`In use` : t`Not in use`}
                            </Badge>
                          </Table.Td>
                          <Table.Td ta="right">
                            <PlanRowActions accountId={user.account_id} plan={plan} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Card>
              <ListPagination total={answer.meta.last_page} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
      <CreatePlanModal accountId={user.account_id} opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
