import { ActionIcon, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { SeatingPlanSummary } from '@stagedoor/contracts';
import { confirmDeletion } from '../../platform/ui/confirm';
import { notifyError, notifySuccess } from '../../platform/ui/notify';
import { fetchSeatingPlan, useCopySeatingPlan, useDeleteSeatingPlan } from './api';
import { IconCopy, IconDots, IconDownload, IconTrash } from './icons';
import { downloadLayout } from './plan-file';
import { IconSettings } from '../../platform/ui/icons';

/** A plan's menu in the list: edit, copy, export its layout, delete. */
export function PlanRowActions({ accountId, plan }: { accountId: number; plan: SeatingPlanSummary }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const copy = useCopySeatingPlan(accountId);
  const remove = useDeleteSeatingPlan(accountId);

  const askDelete = () =>
    confirmDeletion({
      title: t`Delete the seating plan “${plan.name}”?`,
      message:
        plan.events_count > 0
          ? t`Events use this plan: it cannot be deleted until they use another one.`
          : t`The plan and its layout are deleted for good.`,
      onConfirm: () =>
        remove.mutate(plan.id, {
          onSuccess: () => notifySuccess(t`Seating plan deleted`),
          onError: notifyError,
        }),
    });

  const makeCopy = () =>
    copy.mutate(
      { id: plan.id },
      {
        onSuccess: (created) => notifySuccess(t`Copy “${created.name}” created`),
        onError: notifyError,
      },
    );

  const exportLayout = () => void fetchSeatingPlan(accountId, plan.id).then((full) => downloadLayout(full.name, full.layout), notifyError);

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${plan.name}`}>
          <IconDots />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => void navigate(`/account/seating-plans/${plan.id}`)}>
          {t`Edit`}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={makeCopy}>
          {t`Make a copy`}
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={16} />} onClick={exportLayout}>
          {t`Export layout (JSON)`}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconTrash size={16} />} onClick={askDelete}>
          {t`Delete`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
