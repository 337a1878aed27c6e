import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SEAT_ACCESSIBILITY, type SeatAccessibility, type SeatingLayout, type SeatRow, type SeatTable } from '@stagedoor/contracts';
import { rowSpec, tableSpec, updateArea, updateRow, updateShape, updateTable } from '../layout-ops';
import { accessibilityLabels } from '../labels';
import { seatKey, selectionParts, updateSeats } from '../selection';
import { IconTrash } from '../icons';
import { mapRows } from '../layout-ops';
import { CategoryField, NumField, TextField } from './fields';
import { AreaFields, RowFields, ShapeFields, TableFields } from './ItemFields';
import type { PlanEditorState } from './use-plan-editor';

interface SelectionPanelProps {
  editor: PlanEditorState;
  /** False for a plan in use: its seats cannot be removed. */
  canRemove: boolean;
  onDelete: () => void;
}

function findGroup(layout: SeatingLayout, predicate: (group: SeatRow | SeatTable, kind: 'rows' | 'tables') => boolean) {
  for (const section of layout.sections) {
    for (const row of section.rows) if (predicate(row, 'rows')) return { group: row as SeatRow | SeatTable, kind: 'rows' as const };
    for (const table of section.tables)
      if (predicate(table, 'tables')) return { group: table as SeatRow | SeatTable, kind: 'tables' as const };
  }
  return null;
}

/** The properties of what is selected, each in a field: the row, table, area or shape, and the seats. */
export function SelectionPanel({ editor, canRemove, onDelete }: SelectionPanelProps) {
  const { t } = useLingui();
  const { layout, selection, change, select } = editor;
  const parts = selectionParts(selection);
  const others = parts.rows.size + parts.tables.size + parts.areas.size + parts.shapes.size;

  if (selection.size === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Nothing is selected. Click a seat, a row’s label or a shape, drag a box around seats, or pick an item in the outline.</Trans>
      </Text>
    );
  }

  const [rowId] = parts.rows;
  const [tableId] = parts.tables;
  const [areaId] = parts.areas;
  const [shapeIndex] = parts.shapes;
  const row = others === 1 && rowId ? findGroup(layout, (group, kind) => kind === 'rows' && group.id === rowId)?.group : undefined;
  const table = others === 1 && tableId ? findGroup(layout, (group, kind) => kind === 'tables' && group.id === tableId)?.group : undefined;
  const area = others === 1 && areaId ? layout.standing_areas.find((item) => item.id === areaId) : undefined;
  const shape = others === 1 && shapeIndex !== undefined ? layout.shapes[shapeIndex] : undefined;
  // The row or table all selected seats belong to, whose seats can be picked one by one.
  const [firstSeat] = parts.seats;
  const home = firstSeat ? findGroup(layout, (group) => group.seats.some((seat) => seat.id === firstSeat)) : null;
  const oneHome = home && [...parts.seats].every((id) => home.group.seats.some((seat) => seat.id === id)) ? home : null;

  return (
    <Stack gap="md">
      {row && (
        <Section title={t`Row ${row.label}`}>
          <RowFields
            spec={rowSpec(row as SeatRow)}
            categories={layout.categories}
            onChange={(field, value) =>
              change((current) => updateRow(current, row.id, { ...rowSpec(row as SeatRow), [field]: value }), `row:${row.id}:${field}`)
            }
          />
        </Section>
      )}
      {table && (
        <Section title={t`Table ${table.label}`}>
          <TableFields
            spec={tableSpec(table as SeatTable)}
            categories={layout.categories}
            onChange={(field, value) =>
              change(
                (current) => updateTable(current, table.id, { ...tableSpec(table as SeatTable), [field]: value }),
                `table:${table.id}:${field}`,
              )
            }
          />
        </Section>
      )}
      {area && (
        <Section title={t`Standing area ${area.label}`}>
          <AreaFields
            area={area}
            categories={layout.categories}
            onChange={(field, value) => change((current) => updateArea(current, area.id, { [field]: value }), `area:${area.id}:${field}`)}
          />
        </Section>
      )}
      {shape && shapeIndex !== undefined && (
        <Section title={t`Shape`}>
          <ShapeFields
            shape={shape}
            onChange={(field, value) =>
              change((current) => updateShape(current, shapeIndex, { [field]: value }), `shape:${shapeIndex}:${field}`)
            }
          />
        </Section>
      )}
      {parts.seats.size > 0 && <SeatsFields editor={editor} seatIds={parts.seats} />}
      {oneHome && (
        <Section title={oneHome.kind === 'rows' ? t`Seats of row ${oneHome.group.label}` : t`Seats of table ${oneHome.group.label}`}>
          <Text size="xs" c="dimmed">
            <Trans>Tick the seats to edit together.</Trans>
          </Text>
          <Group gap={6}>
            {oneHome.group.seats.map((seat) => (
              <Checkbox
                key={seat.id}
                size="xs"
                label={seat.label}
                aria-label={
                  oneHome.kind === 'rows'
                    ? t`Seat ${seat.label} of row ${oneHome.group.label}`
                    : t`Seat ${seat.label} of table ${oneHome.group.label}`
                }
                checked={selection.has(seatKey(seat.id))}
                onChange={() => {
                  // Picking seats one by one leaves the row as a whole.
                  const next = new Set(
                    [...selection].filter((key) => key !== `row:${oneHome.group.id}` && key !== `table:${oneHome.group.id}`),
                  );
                  const key = seatKey(seat.id);
                  if (next.has(key)) next.delete(key);
                  else next.add(key);
                  select(next, 'replace');
                }}
              />
            ))}
          </Group>
        </Section>
      )}
      <Button color="red.9" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete} disabled={!canRemove}>
        <Trans>Delete selection</Trans>
      </Button>
      {!canRemove && (
        <Text size="xs" c="dimmed">
          <Trans>This plan is in use: its seats and standing areas cannot be removed. Make a copy to change them.</Trans>
        </Text>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** What the selected seats share: category and accessibility; one seat alone also its label and position. */
function SeatsFields({ editor, seatIds }: { editor: PlanEditorState; seatIds: Set<string> }) {
  const { t } = useLingui();
  const { layout, change } = editor;
  const seats = [];
  for (const section of layout.sections)
    for (const group of [...section.rows, ...section.tables]) for (const seat of group.seats) if (seatIds.has(seat.id)) seats.push(seat);
  const categories = new Set(seats.map((seat) => seat.category ?? ''));
  const accessible = new Set(seats.map((seat) => seat.accessible ?? ''));
  const labels = accessibilityLabels();
  const group = `seats:${[...seatIds].slice(0, 3).join(',')}:${seatIds.size}`;
  const single = seats.length === 1 ? seats[0] : undefined;
  const editSingle = (patch: { label?: string; x?: number; y?: number }, field: string) =>
    change(
      (current) =>
        mapRows(current, (row) =>
          row.seats.some((seat) => seat.id === single?.id)
            ? { ...row, seats: row.seats.map((seat) => (seat.id === single?.id ? { ...seat, ...patch } : seat)) }
            : row,
        ),
      `${group}:${field}`,
    );

  return (
    <Section title={plural(seats.length, { one: '# seat selected', other: '# seats selected' })}>
      <CategoryField
        label={t`Seat category`}
        categories={layout.categories}
        value={categories.size === 1 ? [...categories][0]! : null}
        placeholder={t`Mixed`}
        none={t`The row’s category`}
        onChange={(value) => change((current) => updateSeats(current, seatIds, { category: value }))}
      />
      <Select
        label={t`Accessibility`}
        size="xs"
        data={[{ value: '', label: t`None` }, ...SEAT_ACCESSIBILITY.map((value) => ({ value, label: labels[value] }))]}
        value={accessible.size === 1 ? [...accessible][0]! : null}
        placeholder={t`Mixed`}
        allowDeselect={false}
        onChange={(value) =>
          value !== null && change((current) => updateSeats(current, seatIds, { accessible: (value || null) as SeatAccessibility | null }))
        }
      />
      {single && (
        <>
          <TextField label={t`Seat label`} value={single.label} onChange={(label) => editSingle({ label }, 'label')} />
          <SimpleGrid cols={2} spacing="xs">
            <NumField label="X" value={single.x} onChange={(x) => editSingle({ x }, 'x')} />
            <NumField label="Y" value={single.y} onChange={(y) => editSingle({ y }, 'y')} />
          </SimpleGrid>
        </>
      )}
    </Section>
  );
}
