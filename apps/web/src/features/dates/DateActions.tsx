import { ActionIcon, Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconDots, IconEdit, IconTrash, IconX } from '../catalogue/shared/icons';
import { IconTag } from '../../platform/ui/icons';
import type { EventDate } from './api';

export interface DateHandlers {
  onEdit: (date: EventDate) => void;
  onOverrides: (date: EventDate) => void;
  onCancel: (date: EventDate) => void;
  onDelete: (date: EventDate) => void;
}

/** The actions of one date, named after it. Delete is offered only while nothing is sold; cancel only once. */
export function DateActions({ date, name, handlers }: { date: EventDate; name: string; handlers: DateHandlers }) {
  const { t } = useLingui();
  const scheduled = date.status === 'SCHEDULED';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Actions for ${name}`}>
          <IconDots />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {scheduled && (
          <Menu.Item leftSection={<IconEdit />} onClick={() => handlers.onEdit(date)}>
            {t`Edit`}
          </Menu.Item>
        )}
        {scheduled && (
          <Menu.Item leftSection={<IconTag />} onClick={() => handlers.onOverrides(date)}>
            {t`Prices and quantities for this date`}
          </Menu.Item>
        )}
        {scheduled && (
          <Menu.Item leftSection={<IconX />} color="red" onClick={() => handlers.onCancel(date)}>
            {t`Cancel date`}
          </Menu.Item>
        )}
        {date.sold_count === 0 && (
          <Menu.Item leftSection={<IconTrash />} color="red" onClick={() => handlers.onDelete(date)}>
            {t`Delete`}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
