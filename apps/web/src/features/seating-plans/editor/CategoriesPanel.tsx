import { ActionIcon, Button, ColorInput, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { addCategory, categoryInUse, deleteCategory, updateCategory } from '../layout-ops';
import { IconTrash } from '../icons';
import { IconPlus } from '../../../platform/ui/icons';
import type { PlanEditorState } from './use-plan-editor';

const PALETTE = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599', '#c2255c', '#5c940d'];

/** The plan's price categories: each event sells each category at prices of its own. */
export function CategoriesPanel({ editor }: { editor: PlanEditorState }) {
  const { t } = useLingui();
  const { layout, change } = editor;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>Seats of one category are sold at the same prices. A category that seats or standing areas use cannot be deleted.</Trans>
      </Text>
      {layout.categories.map((category) => {
        const used = categoryInUse(layout, category.id);
        return (
          <Group key={category.id} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              size="xs"
              label={t`Category name`}
              value={category.name}
              maxLength={64}
              style={{ flex: 1 }}
              onChange={(event) => {
                const name = event.currentTarget.value;
                change((current) => updateCategory(current, category.id, { name }), `category:${category.id}:name`);
              }}
            />
            <ColorInput
              size="xs"
              label={t`Colour of ${category.name}`}
              format="hex"
              withEyeDropper={false}
              swatches={PALETTE}
              value={category.color}
              style={{ width: 120 }}
              onChange={(color) =>
                /^#[0-9a-fA-F]{6}$/.test(color) &&
                change((current) => updateCategory(current, category.id, { color }), `category:${category.id}:color`)
              }
            />
            <Tooltip label={used ? t`In use: it cannot be deleted` : t`Delete ${category.name}`}>
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={t`Delete ${category.name}`}
                disabled={used}
                onClick={() => change((current) => deleteCategory(current, category.id))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      })}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={16} />}
        onClick={() =>
          change(
            (current) =>
              addCategory(current, t`Category ${current.categories.length + 1}`, PALETTE[current.categories.length % PALETTE.length]!)
                .layout,
          )
        }
      >
        <Trans>Add category</Trans>
      </Button>
    </Stack>
  );
}
