import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxAndFee } from '@stagedoor/contracts';
import { accountQuery, useSessionUser } from '../../../platform/session/session';
import { IconPlus, IconReceipt } from '../../../platform/ui/icons';
import { notifyFailure, notifySuccess } from '../../../platform/ui/notify';
import { PageHeader } from '../../../platform/ui/PageHeader';
import { QueryState } from '../../../platform/ui/QueryState';
import { confirmDeletion } from '../../../platform/ui/confirm';
import { FormModal, useEditorState } from '../shared/FormModal';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { ListEmptyState } from '../shared/ListEmptyState';
import { ListTable, RowActions } from '../shared/ListTable';
import { taxesAndFeesQuery, useDeleteTaxAndFee } from './api';
import { formatRate, kindLabels } from './labels';
import { TaxAndFeeForm } from './TaxAndFeeForm';
import { deleteQuestion } from '../shared/labels';

/** `/account/taxes-and-fees` (administrators) */
export function TaxesAndFeesPage() {
  const { t, i18n } = useLingui();
  const user = useSessionUser();
  const items = useQuery(taxesAndFeesQuery(user.account_id));
  const account = useQuery(accountQuery(user.account_id));
  const currency = account.data?.currency_code ?? 'EUR';
  const editor = useEditorState<TaxAndFee>();
  const remove = useDeleteTaxAndFee(user.account_id);
  const kinds = kindLabels();

  const askDelete = (item: TaxAndFee) =>
    confirmDeletion({
      title: deleteQuestion(item.name),
      message: t`It is taken off every ticket that carries it. Orders already placed keep what they were charged.`,
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () => notifySuccess(t`Tax or fee deleted`),
          onError: () => notifyFailure(t`Error deleting tax or fee`),
        }),
    });

  const createButton = (
    <Button leftSection={<IconPlus />} onClick={editor.openNew}>
      <Trans>Add tax or fee</Trans>
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t`Taxes and fees`}
        description={t`Taxes and fees of the account, added to the price of the tickets that carry them.`}
        actions={createButton}
      />
      <QueryState query={items}>
        {(data) =>
          data.length === 0 ? (
            <ListEmptyState
              icon={<IconReceipt size={28} />}
              title={t`No taxes or fees yet`}
              description={t`Add the taxes you must charge and any booking fees, then choose them on each ticket.`}
            />
          ) : (
            <ListTable
              minWidth={640}
              horizontalSpacing="lg"
              columns={
                <>
                  <Table.Th>{t`Name`}</Table.Th>
                  <Table.Th>{t`Kind`}</Table.Th>
                  <Table.Th>{t`Rate`}</Table.Th>
                  <Table.Th>{t`Status`}</Table.Th>
                </>
              }
            >
              {data.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Group gap={6}>
                      <Text fw={600}>{item.name}</Text>
                      {item.is_default && (
                        <Badge variant="light" size="sm">
                          {t`Default`}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{kinds[item.type]}</Table.Td>
                  <Table.Td>{formatRate(item, currency, i18n.locale)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={item.is_active ? 'teal' : 'gray'}>
                      {item.is_active ? t`Active` : t`Inactive`}
                    </Badge>
                  </Table.Td>
                  <RowActions>
                    <EditDeleteButtons name={item.name} onEdit={() => editor.openEdit(item)} onDelete={() => askDelete(item)} />
                  </RowActions>
                </Table.Tr>
              ))}
            </ListTable>
          )
        }
      </QueryState>
      <FormModal opened={editor.opened} onClose={editor.close} title={editor.target ? t`Edit tax or fee` : t`Add tax or fee`} size="md">
        <TaxAndFeeForm key={editor.formKey} accountId={user.account_id} currency={currency} item={editor.target} onDone={editor.close} />
      </FormModal>
    </>
  );
}
