import { useState } from 'react';
import { Button, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHAPE_KINDS, type SeatingLayout, type ShapeKind } from '@stagedoor/contracts';
import { addArea, addRow, addShape, addTable, DEFAULT_SPACING, type RowSpec, type TableSpec } from '../layout-ops';
import { shapeKindLabels } from '../labels';
import { areaKey, groupSelection, shapeKey } from '../selection';
import { RowFields, TableFields } from './ItemFields';
import type { PlanEditorState } from './use-plan-editor';

type AddKind = 'row' | 'table' | 'area' | 'shape';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const rowName = (n: number) =>
  n < LETTERS.length ? LETTERS[n]! : `${LETTERS[Math.floor(n / LETTERS.length) - 1]}${LETTERS[n % LETTERS.length]}`;

/** Below the lowest seat of the plan, in the middle. */
function nextRowSpec(layout: SeatingLayout, sectionId: string): RowSpec {
  const section = layout.sections.find((candidate) => candidate.id === sectionId);
  let bottom = -Infinity;
  for (const row of section?.rows ?? []) for (const seat of row.seats) bottom = Math.max(bottom, seat.y);
  const count = 12;
  return {
    label: rowName(section?.rows.length ?? 0),
    category: layout.categories[0]?.id ?? '',
    count,
    // Centred in the plan: the row starts half its length left of the middle.
    x: Math.round(layout.width / 2 - ((count - 1) * DEFAULT_SPACING) / 2),
    y: Number.isFinite(bottom) ? Math.round(bottom + DEFAULT_SPACING * 1.25) : Math.round(layout.height / 3),
    spacing: DEFAULT_SPACING,
    curve: 0,
    rotation: 0,
    numbering: 'LEFT_TO_RIGHT',
    prefix: '',
    first_number: 1,
  };
}

function nextTableSpec(layout: SeatingLayout, sectionId: string): TableSpec {
  const count = layout.sections.find((section) => section.id === sectionId)?.tables.length ?? 0;
  return {
    label: String(count + 1),
    category: layout.categories[0]?.id ?? '',
    shape: 'ROUND',
    count: 8,
    x: Math.round(layout.width / 2 - 30),
    y: Math.round(layout.height / 2 - 30),
    width: 60,
    height: 60,
  };
}

/** Adds a row, a table, a standing area or a shape; what is added is selected, for its properties to be set. */
export function AddPanel({ editor, onAdded }: { editor: PlanEditorState; onAdded: () => void }) {
  const { t } = useLingui();
  const { layout, change, select } = editor;
  const [kind, setKind] = useState<AddKind>('row');
  const [sectionId, setSectionId] = useState(layout.sections[0]?.id ?? '');
  const section = layout.sections.some((candidate) => candidate.id === sectionId) ? sectionId : (layout.sections[0]?.id ?? '');
  const [row, setRow] = useState<RowSpec | null>(null);
  const [table, setTable] = useState<TableSpec | null>(null);
  const [shapeKind, setShapeKind] = useState<ShapeKind>('STAGE');
  const rowValues = row ?? nextRowSpec(layout, section);
  const tableValues = table ?? nextTableSpec(layout, section);
  const kinds = shapeKindLabels();

  /** The layout with the new item, and what to select. */
  const withNewItem = (current: SeatingLayout): { layout: SeatingLayout; keys: string[] } => {
    if (kind === 'row') {
      const added = addRow(current, section, rowValues);
      return { layout: added.layout, keys: groupSelection(added.layout, 'row', added.id) };
    }
    if (kind === 'table') {
      const added = addTable(current, section, tableValues);
      return { layout: added.layout, keys: groupSelection(added.layout, 'table', added.id) };
    }
    if (kind === 'area') {
      const added = addArea(current, {
        label: t`Standing`,
        capacity: 100,
        category: current.categories[0]?.id ?? '',
        x: Math.round(current.width / 2 - 100),
        y: Math.round(current.height - 160),
        width: 200,
        height: 120,
      });
      return { layout: added.layout, keys: [areaKey(added.id)] };
    }
    const stage = shapeKind === 'STAGE';
    const added = addShape(current, {
      kind: shapeKind,
      x: Math.round(current.width / 2 - (stage ? 200 : 60)),
      y: stage ? 20 : Math.round(current.height / 2),
      width: stage ? 400 : 120,
      height: stage ? 80 : 40,
      text: shapeKind === 'LABEL' ? t`Label` : '',
    });
    return { layout: added.layout, keys: [shapeKey(added.index)] };
  };

  const add = () => {
    const { layout: next, keys } = withNewItem(layout);
    change(() => next);
    setRow(null);
    setTable(null);
    select(keys, 'replace');
    onAdded();
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        fullWidth
        value={kind}
        onChange={(value) => setKind(value as AddKind)}
        aria-label={t`What to add`}
        data={[
          { value: 'row', label: t`Row` },
          { value: 'table', label: t`Table` },
          { value: 'area', label: t`Standing` },
          { value: 'shape', label: t`Shape` },
        ]}
      />
      {(kind === 'row' || kind === 'table') && (
        <Select
          label={t`Section`}
          size="xs"
          data={layout.sections.map((candidate) => ({ value: candidate.id, label: candidate.label || candidate.id }))}
          value={section}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            setSectionId(value);
            setRow(null);
            setTable(null);
          }}
        />
      )}
      {kind === 'row' && (
        <RowFields spec={rowValues} categories={layout.categories} onChange={(field, value) => setRow({ ...rowValues, [field]: value })} />
      )}
      {kind === 'table' && (
        <TableFields
          spec={tableValues}
          categories={layout.categories}
          onChange={(field, value) => setTable({ ...tableValues, [field]: value })}
        />
      )}
      {kind === 'area' && (
        <Text size="sm" c="dimmed">
          <Trans>
            A standing area sells places up to its capacity, without seat numbers. Set its name, capacity and category once it is added.
          </Trans>
        </Text>
      )}
      {kind === 'shape' && (
        <Select
          label={t`Kind`}
          size="xs"
          data={SHAPE_KINDS.map((value) => ({ value, label: kinds[value] }))}
          value={shapeKind}
          allowDeselect={false}
          onChange={(value) => value && setShapeKind(value as ShapeKind)}
        />
      )}
      <Button onClick={add} disabled={(kind === 'row' || kind === 'table') && !section}>
        {kind === 'row' ? t`Add row` : kind === 'table' ? t`Add table` : kind === 'area' ? t`Add standing area` : t`Add shape`}
      </Button>
    </Stack>
  );
}
