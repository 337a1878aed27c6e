import { Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SeatingCategory } from '@stagedoor/contracts';

function Swatch({ color, ring }: { color: string; ring?: 'solid' | 'dashed' }) {
  return (
    <svg width={16} height={16} aria-hidden="true" focusable="false">
      <circle
        cx={8}
        cy={8}
        r={6}
        fill={color}
        stroke={ring ? '#212529' : 'none'}
        strokeWidth={ring ? 2 : 0}
        strokeDasharray={ring === 'dashed' ? '3 2' : undefined}
      />
    </svg>
  );
}

/** What the drawing's colours and rings mean. */
export function Legend({ categories }: { categories: SeatingCategory[] }) {
  const { t } = useLingui();
  return (
    <Group component="ul" gap="md" aria-label={t`Legend`} p={0} m={0} mt="xs" style={{ listStyle: 'none' }}>
      {categories.map((category) => (
        <Group key={category.id} component="li" gap={4}>
          <Swatch color={category.color} />
          <Text size="xs">{category.name}</Text>
        </Group>
      ))}
      <Group component="li" gap={4}>
        <Swatch color="#ffffff" ring="solid" />
        <Text size="xs">{t`Wheelchair space`}</Text>
      </Group>
      <Group component="li" gap={4}>
        <Swatch color="#ffffff" ring="dashed" />
        <Text size="xs">{t`Companion seat`}</Text>
      </Group>
    </Group>
  );
}
