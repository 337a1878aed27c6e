import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { SortableRow, type DragHandleProps } from './SortableRow';

interface SortableListProps<T> {
  items: T[];
  getId: (item: T) => number;
  /** What the item is called in screen-reader announcements and on its drag handle. */
  getLabel: (item: T) => string;
  onReorder: (items: T[]) => void;
  renderItem: (item: T, handle: DragHandleProps) => ReactNode;
  disabled?: boolean;
}

/**
 * A vertical list sorted by dragging a handle, with the mouse, touch or the
 * keyboard (space to pick up, arrows to move, space to drop, escape to cancel),
 * each step announced to screen readers in the user's language.
 */
export function SortableList<T>({ items, getId, getLabel, onReorder, renderItem, disabled = false }: SortableListProps<T>) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const total = items.length;
  const labelOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item ? getLabel(item) : '';
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const label = labelOf(active.id);
      const position = positionOf(active.id);
      return t`Picked up ${label}. It is in position ${position} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      const label = labelOf(active.id);
      if (!over) return t`${label} is no longer over the list.`;
      const position = positionOf(over.id);
      return t`${label} was moved to position ${position} of ${total}.`;
    },
    onDragEnd: ({ active, over }) => {
      const label = labelOf(active.id);
      if (!over) return t`${label} was dropped.`;
      const position = positionOf(over.id);
      return t`${label} was dropped in position ${position} of ${total}.`;
    },
    onDragCancel: ({ active }) => {
      const label = labelOf(active.id);
      return t`Sorting was cancelled. ${label} is back in its place.`;
    },
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To pick up an item, press space or enter. Use the arrow keys to move it, then press space or enter again to drop it in its new position. Press escape to cancel.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <SortableRow key={getId(item)} id={getId(item)} label={getLabel(item)}>
              {(handle) => renderItem(item, handle)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
