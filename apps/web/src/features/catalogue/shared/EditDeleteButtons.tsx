import { ActionIcon } from '@mantine/core';
import { IconEdit, IconTrash } from './icons';
import { deleteLabel, editLabel } from './labels';

/**
 * The edit and delete buttons of one item in a list, each named after the item so that a screen reader
 * says which one it acts on. Without `onDelete` the item cannot be deleted and only Edit is shown.
 */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete?: () => void }) {
  return (
    <>
      <ActionIcon variant="subtle" color="gray" aria-label={editLabel(name)} onClick={onEdit}>
        <IconEdit />
      </ActionIcon>
      {onDelete && (
        <ActionIcon variant="subtle" color="red" aria-label={deleteLabel(name)} onClick={onDelete}>
          <IconTrash />
        </ActionIcon>
      )}
    </>
  );
}
