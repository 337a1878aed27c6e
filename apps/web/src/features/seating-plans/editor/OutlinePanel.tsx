import { ActionIcon, Button, Group, NavLink, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { addSection, deleteSection, renameSection } from '../layout-ops';
import { shapeKindLabels } from '../labels';
import { areaKey, groupSelection, rowKey, shapeKey, tableKey } from '../selection';
import { IconTrash } from '../icons';
import { IconPlus } from '../../../platform/ui/icons';
import { NumField } from './fields';
import type { HandleNames } from './CanvasLayers';
import type { PlanEditorState } from './use-plan-editor';

/**
 * Everything in the plan as a list: the keyboard's way to every row, table, area and shape, and the place to name
 * sections and size the plan.
 */
export function OutlinePanel({ editor, canRemove, names }: { editor: PlanEditorState; canRemove: boolean; names: HandleNames }) {
  const { t } = useLingui();
  const { layout, selection, change, select } = editor;
  const kinds = shapeKindLabels();
  const item = (key: string, label: string, keys: () => string[]) => (
    <NavLink
      key={key}
      component="button"
      label={label}
      active={selection.has(key)}
      aria-pressed={selection.has(key)}
      onClick={(event) => select(keys(), event.shiftKey ? 'toggle' : 'replace')}
      py={2}
    />
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="xs">
        <NumField
          label={t`Plan width`}
          value={layout.width}
          min={1}
          onChange={(width) => change((current) => ({ ...current, width }), 'plan:width')}
        />
        <NumField
          label={t`Plan height`}
          value={layout.height}
          min={1}
          onChange={(height) => change((current) => ({ ...current, height }), 'plan:height')}
        />
      </SimpleGrid>
      {layout.sections.map((section) => {
        const empty = section.rows.length === 0 && section.tables.length === 0;
        return (
          <Stack key={section.id} gap={4}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                size="xs"
                label={t`Section name`}
                value={section.label}
                maxLength={64}
                style={{ flex: 1 }}
                onChange={(event) => {
                  const label = event.currentTarget.value;
                  change((current) => renameSection(current, section.id, label), `section:${section.id}`);
                }}
              />
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={t`Delete section ${section.label}`}
                disabled={!empty && !canRemove}
                onClick={() => change((current) => deleteSection(current, section.id))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            {section.rows.map((row) =>
              item(rowKey(row.id), names.row(row.label, row.seats.length), () => groupSelection(layout, 'row', row.id)),
            )}
            {section.tables.map((table) =>
              item(tableKey(table.id), names.table(table.label, table.seats.length), () => groupSelection(layout, 'table', table.id)),
            )}
            {empty && (
              <Text size="xs" c="dimmed">
                <Trans>No rows or tables yet.</Trans>
              </Text>
            )}
          </Stack>
        );
      })}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={16} />}
        onClick={() => change((current) => addSection(current, t`Section ${current.sections.length + 1}`).layout)}
      >
        <Trans>Add section</Trans>
      </Button>
      {layout.standing_areas.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h6">{t`Standing areas`}</Title>
          {layout.standing_areas.map((area) =>
            item(areaKey(area.id), t`${area.label} (capacity ${area.capacity})`, () => [areaKey(area.id)]),
          )}
        </Stack>
      )}
      {layout.shapes.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h6">{t`Shapes`}</Title>
          {layout.shapes.map((shape, index) =>
            item(shapeKey(index), shape.text ? `${kinds[shape.kind]}: ${shape.text}` : kinds[shape.kind], () => [shapeKey(index)]),
          )}
        </Stack>
      )}
    </Stack>
  );
}
