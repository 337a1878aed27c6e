import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PromoCode } from '@stagedoor/contracts';
import { IconPlus, IconTag } from '../../../platform/ui/icons';
import { notifyError, notifySuccess } from '../../../platform/ui/notify';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { PageLoader } from '../../../platform/ui/PageLoader';
import { QueryState } from '../../../platform/ui/QueryState';
import { confirmDeletion } from '../../../platform/ui/confirm';
import { useEvent } from '../../event-area/use-event';
import { FormModal, useEditorState } from '../shared/FormModal';
import { IconSearch } from '../shared/icons';
import { ListEmptyState } from '../shared/ListEmptyState';
import { ListFooter } from '../shared/ListTable';
import { ticketsQuery } from '../tickets/api';
import { promoCodesQuery, useDeletePromoCode } from './api';
import { PromoCodeForm } from './PromoCodeForm';
import { PromoCodesTable } from './PromoCodesTable';
import { deleteQuestion } from '../shared/labels';

/** `/manage/event/:eventId/promo-codes` */
export function PromoCodesPage() {
  const { t } = useLingui();
  const event = useEvent();
  const eventId = event.id;
  const tickets = useQuery(ticketsQuery(eventId));
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const codes = useQuery(promoCodesQuery(eventId, { page, query }));
  const editor = useEditorState<PromoCode>();
  const remove = useDeletePromoCode(eventId);

  const askDelete = (code: PromoCode) =>
    confirmDeletion({
      title: deleteQuestion(code.code),
      message: t`Buyers can no longer use it. Orders already placed keep their discount.`,
      onConfirm: () => remove.mutate(code.id, { onSuccess: () => notifySuccess(t`Promo code deleted`), onError: notifyError }),
    });

  return (
    <>
      <PageHeader
        title={t`Promo codes`}
        description={t`Discounts, and codes that reveal hidden tickets.`}
        actions={
          <Button leftSection={<IconPlus />} onClick={editor.openNew}>
            <Trans>Create promo code</Trans>
          </Button>
        }
      />
      <Stack gap="md">
        <TextInput
          type="search"
          label={t`Search promo codes`}
          leftSection={<IconSearch />}
          maw={360}
          value={search}
          onChange={(input) => {
            setSearch(input.currentTarget.value);
            setPage(1);
          }}
        />
        <QueryState query={codes}>
          {({ data, meta: { total, current_page: currentPage, last_page: lastPage } }) =>
            data.length === 0 ? (
              <ListEmptyState
                icon={<IconTag size={28} />}
                title={query ? t`No promo code matches` : t`No promo codes yet`}
                description={t`A promo code gives buyers a discount, or shows them tickets hidden from everyone else.`}
              />
            ) : (
              <Stack gap="sm">
                <PromoCodesTable event={event} tickets={tickets.data ?? []} codes={data} onEdit={editor.openEdit} onDelete={askDelete} />
                <ListFooter
                  count={<Plural value={total} one="# promo code" other="# promo codes" />}
                  page={currentPage}
                  lastPage={lastPage}
                  onChange={setPage}
                />
              </Stack>
            )
          }
        </QueryState>
      </Stack>
      <FormModal opened={editor.opened} onClose={editor.close} title={editor.target ? t`Edit promo code` : t`Create promo code`}>
        {tickets.data ? (
          <PromoCodeForm key={editor.formKey} event={event} tickets={tickets.data} code={editor.target} onDone={editor.close} />
        ) : (
          <PageLoader minHeight={200} />
        )}
      </FormModal>
    </>
  );
}
