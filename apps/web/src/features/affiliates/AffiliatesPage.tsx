import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Affiliate, AffiliateStatus } from '@stagedoor/contracts';
import { IconPlus, IconUsers } from '../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { PageHeader } from '../../platform/ui/PageHeader';
import { QueryState } from '../../platform/ui/QueryState';
import { confirmDeletion } from '../../platform/ui/confirm';
import { useEvent } from '../event-area/use-event';
import { EventDateSelect } from '../dates/EventDateSelect';
import { ExportMenu } from '../attendees/ExportMenu';
import { FormModal, useEditorState } from '../catalogue/shared/FormModal';
import { IconSearch } from '../catalogue/shared/icons';
import { ListEmptyState } from '../catalogue/shared/ListEmptyState';
import { ListFooter } from '../catalogue/shared/ListTable';
import { deleteQuestion } from '../catalogue/shared/labels';
import { affiliateListQuery, affiliatesQuery, useDeleteAffiliate, type AffiliateListParams } from './api';
import { AffiliateForm } from './AffiliateForm';
import { AffiliatesTable } from './AffiliatesTable';
import { statusLabels } from './labels';

/** `/manage/event/:eventId/affiliates` */
export function AffiliatesPage() {
  const { t } = useLingui();
  const event = useEvent();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AffiliateStatus | null>(null);
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [dateId, setDateId] = useState('');
  const params: AffiliateListParams = { page, query, status, dateId: dateId ? Number(dateId) : null };
  const affiliates = useQuery(affiliatesQuery(event.id, params));
  const editor = useEditorState<Affiliate>();
  const remove = useDeleteAffiliate(event.id);
  const labels = statusLabels();
  const { page: _page, per_page: _perPage, ...exportQuery } = affiliateListQuery(params);

  const askDelete = (affiliate: Affiliate) =>
    confirmDeletion({
      title: deleteQuestion(affiliate.name),
      message: t`Its orders stay, but are no longer credited to anyone, and its figures are lost. To keep them, make it inactive instead.`,
      onConfirm: () => remove.mutate(affiliate.id, { onSuccess: () => notifySuccess(t`Affiliate deleted`), onError: notifyError }),
    });

  return (
    <>
      <PageHeader
        title={t`Affiliates`}
        description={t`Partners who send buyers with a link of their own, and what their buyers bought, net of refunds and cancellations.`}
        actions={
          <Group gap="sm">
            <ExportMenu path={`events/${event.id}/affiliates/export`} query={exportQuery} />
            <Button leftSection={<IconPlus />} onClick={editor.openNew}>
              <Trans>Create affiliate</Trans>
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <Group align="flex-end">
          <TextInput
            type="search"
            label={t`Search affiliates`}
            leftSection={<IconSearch />}
            w={320}
            value={search}
            onChange={(input) => {
              setSearch(input.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label={t`Status`}
            placeholder={t`Any status`}
            clearable
            w={200}
            data={(['ACTIVE', 'INACTIVE'] as const).map((value) => ({ value, label: labels[value] }))}
            value={status}
            onChange={(value) => {
              setStatus(value as AffiliateStatus | null);
              setPage(1);
            }}
          />
          <EventDateSelect
            eventId={event.id}
            zone={event.timezone}
            value={dateId}
            onChange={(value) => {
              setDateId(value);
              setPage(1);
            }}
            label={t`Figures for`}
          />
        </Group>
        <QueryState query={affiliates}>
          {({ data, meta: { total, current_page: currentPage, last_page: lastPage } }) =>
            data.length === 0 ? (
              <ListEmptyState
                icon={<IconUsers size={28} />}
                title={query || status ? t`No affiliate matches` : t`No affiliates yet`}
                description={t`Give each partner a code: buyers who come through their link are credited to them for 30 days.`}
              />
            ) : (
              <Stack gap="sm">
                <AffiliatesTable event={event} affiliates={data} onEdit={editor.openEdit} onDelete={askDelete} />
                <ListFooter
                  count={<Plural value={total} one="# affiliate" other="# affiliates" />}
                  page={currentPage}
                  lastPage={lastPage}
                  onChange={setPage}
                />
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      <FormModal opened={editor.opened} onClose={editor.close} title={editor.target ? t`Edit affiliate` : t`Create affiliate`}>
        <AffiliateForm key={editor.formKey} eventId={event.id} affiliate={editor.target} onDone={editor.close} />
      </FormModal>
    </>
  );
}
