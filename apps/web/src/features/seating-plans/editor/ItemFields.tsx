import { SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import {
  SEAT_NUMBERINGS,
  SHAPE_KINDS,
  type SeatingCategory,
  type SeatingShape,
  type SeatNumbering,
  type ShapeKind,
  type StandingArea,
} from '@stagedoor/contracts';
import type { RowSpec, TableSpec } from '../layout-ops';
import { numberingLabels, shapeKindLabels } from '../labels';
import { CategoryField, NumField, TextField } from './fields';

/** The form of one property: the new value and the field's name, which groups the keystrokes of one field in the history. */
type Change<T> = <K extends keyof T>(field: K, value: T[K]) => void;

export function RowFields({ spec, categories, onChange }: { spec: RowSpec; categories: SeatingCategory[]; onChange: Change<RowSpec> }) {
  const { t } = useLingui();
  const numberings = numberingLabels();
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs">
        <TextField label={t`Row label`} value={spec.label} onChange={(value) => onChange('label', value)} />
        <NumField label={t`Seats`} value={spec.count} min={0} max={1000} decimals={false} onChange={(value) => onChange('count', value)} />
      </SimpleGrid>
      <CategoryField
        categories={categories}
        value={spec.category}
        none={t`None (each seat its own)`}
        onChange={(value) => onChange('category', value)}
      />
      <SimpleGrid cols={3} spacing="xs">
        <NumField label={t`Spacing`} value={spec.spacing} min={1} max={1000} onChange={(value) => onChange('spacing', value)} />
        <NumField label={t`Curve`} value={spec.curve} min={-5000} max={5000} onChange={(value) => onChange('curve', value)} />
        <NumField label={t`Rotation (°)`} value={spec.rotation} min={-360} max={360} onChange={(value) => onChange('rotation', value)} />
      </SimpleGrid>
      <Select
        label={t`Numbering`}
        size="xs"
        data={SEAT_NUMBERINGS.map((value) => ({ value, label: numberings[value] }))}
        value={spec.numbering}
        allowDeselect={false}
        onChange={(value) => value && onChange('numbering', value as SeatNumbering)}
      />
      <SimpleGrid cols={2} spacing="xs">
        <TextField label={t`Seat label prefix`} value={spec.prefix} maxLength={16} onChange={(value) => onChange('prefix', value)} />
        <NumField
          label={t`First number`}
          value={spec.first_number}
          min={0}
          max={100_000}
          decimals={false}
          onChange={(value) => onChange('first_number', value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="xs">
        <NumField label={t`Start X (first seat)`} value={spec.x} onChange={(value) => onChange('x', value)} />
        <NumField label={t`Start Y (first seat)`} value={spec.y} onChange={(value) => onChange('y', value)} />
      </SimpleGrid>
    </Stack>
  );
}

export function TableFields({
  spec,
  categories,
  onChange,
}: {
  spec: TableSpec;
  categories: SeatingCategory[];
  onChange: Change<TableSpec>;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs">
        <TextField label={t`Table label`} value={spec.label} onChange={(value) => onChange('label', value)} />
        <NumField label={t`Seats`} value={spec.count} min={0} max={100} decimals={false} onChange={(value) => onChange('count', value)} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="xs" fw={500} id="table-shape-label">
          {t`Table shape`}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby="table-shape-label"
          value={spec.shape}
          onChange={(value) => onChange('shape', value as TableSpec['shape'])}
          data={[
            { value: 'ROUND', label: t`Round` },
            { value: 'RECTANGLE', label: t`Rectangular` },
          ]}
        />
      </Stack>
      <CategoryField
        categories={categories}
        value={spec.category}
        none={t`None (each seat its own)`}
        onChange={(value) => onChange('category', value)}
      />
      <SimpleGrid cols={2} spacing="xs">
        <NumField label={t`Width`} value={spec.width} min={1} max={2000} onChange={(value) => onChange('width', value)} />
        <NumField label={t`Height`} value={spec.height} min={1} max={2000} onChange={(value) => onChange('height', value)} />
        <NumField label={t`Left (X)`} value={spec.x} onChange={(value) => onChange('x', value)} />
        <NumField label={t`Top (Y)`} value={spec.y} onChange={(value) => onChange('y', value)} />
      </SimpleGrid>
    </Stack>
  );
}

type AreaValues = Omit<StandingArea, 'id'>;

export function AreaFields({
  area,
  categories,
  onChange,
}: {
  area: AreaValues;
  categories: SeatingCategory[];
  onChange: Change<AreaValues>;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs">
        <TextField label={t`Area name`} value={area.label} onChange={(value) => onChange('label', value)} />
        <NumField
          label={t`Capacity`}
          value={area.capacity}
          min={1}
          max={100_000}
          decimals={false}
          onChange={(value) => onChange('capacity', value)}
        />
      </SimpleGrid>
      <CategoryField categories={categories} value={area.category} onChange={(value) => onChange('category', value)} />
      <BoxFields box={area} onChange={onChange} />
    </Stack>
  );
}

function BoxFields<T extends { x: number; y: number; width: number; height: number }>({ box, onChange }: { box: T; onChange: Change<T> }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={2} spacing="xs">
      <NumField label={t`Left (X)`} value={box.x} onChange={(value) => onChange('x', value as T['x'])} />
      <NumField label={t`Top (Y)`} value={box.y} onChange={(value) => onChange('y', value as T['y'])} />
      <NumField label={t`Width`} value={box.width} min={1} onChange={(value) => onChange('width', value as T['width'])} />
      <NumField label={t`Height`} value={box.height} min={1} onChange={(value) => onChange('height', value as T['height'])} />
    </SimpleGrid>
  );
}

export function ShapeFields({ shape, onChange }: { shape: SeatingShape; onChange: Change<SeatingShape> }) {
  const { t } = useLingui();
  const kinds = shapeKindLabels();
  return (
    <Stack gap="xs">
      <Select
        label={t`Kind`}
        size="xs"
        data={SHAPE_KINDS.map((value) => ({ value, label: kinds[value] }))}
        value={shape.kind}
        allowDeselect={false}
        onChange={(value) => value && onChange('kind', value as ShapeKind)}
      />
      <TextField label={t`Text`} value={shape.text ?? ''} maxLength={120} onChange={(value) => onChange('text', value)} />
      <BoxFields box={shape} onChange={onChange} />
      <NumField
        label={t`Rotation (°)`}
        value={shape.rotation ?? 0}
        min={-360}
        max={360}
        onChange={(value) => onChange('rotation', value)}
      />
    </Stack>
  );
}
