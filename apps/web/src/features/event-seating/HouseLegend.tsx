import { Group, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SEAT_STATES } from '@stagedoor/contracts';
import { categoryCounts, type ColourBy } from './fills';
import type { House } from './house';
import { SEAT_STATE_COLORS, seatStateLabel } from './labels';
import classes from './SeatingPage.module.css';

/** The colour, shape and count of each state, and the use of the standing areas with their held, sold and blocked places. */
export function HouseLegend({ house, colourBy }: { house: House; colourBy: ColourBy }) {
  const { t, i18n } = useLingui();
  return (
    <Group gap="lg" component="ul" className={classes.legend} aria-label={t`Legend`}>
      {colourBy === 'category' &&
        categoryCounts(house).map((category) => {
          const free = i18n.number(category.free);
          const total = i18n.number(category.total);
          return (
            <Group key={category.id} gap={6} component="li" wrap="nowrap">
              <Swatch color={category.color} />
              <Text size="sm">{t`${category.name}: ${free} of ${total} free`}</Text>
            </Group>
          );
        })}
      {colourBy === 'category' && (
        <Group gap={6} component="li" wrap="nowrap">
          <Swatch color="#868e96" ring />
          <Text size="sm">{t`Ring: held or sold`}</Text>
        </Group>
      )}
      {colourBy === 'category' && (
        <Group gap={6} component="li" wrap="nowrap">
          <Swatch color="#868e96" cross />
          <Text size="sm">{t`Cross: blocked`}</Text>
        </Group>
      )}
      {colourBy === 'state' &&
        SEAT_STATES.map((state) => (
          <Group key={state} gap={6} component="li" wrap="nowrap">
            <Swatch color={SEAT_STATE_COLORS[state]} ring={state === 'HELD'} cross={state === 'BLOCKED'} />
            <Text size="sm">
              <StateCount label={seatStateLabel(state)} count={i18n.number(house.counts[state])} />
            </Text>
          </Group>
        ))}
      {house.standing.map((area) => {
        const taken = i18n.number(area.taken);
        const capacity = i18n.number(area.capacity);
        const { held, sold, blocked } = area;
        // One message, so each language agrees the words with its own word for a place and sets its own punctuation.
        const split = t`(${plural(held, { one: '# held', other: '# held' })}, ${plural(sold, { one: '# sold', other: '# sold' })}, ${plural(blocked, { one: '# blocked', other: '# blocked' })})`;
        return (
          <Text key={area.id} size="sm" component="li">
            {t`${area.label} (standing): ${taken} of ${capacity} taken`} {split}
          </Text>
        );
      })}
    </Group>
  );
}

function Swatch({ color, ring = false, cross = false }: { color: string; ring?: boolean; cross?: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {ring ? <circle cx="8" cy="8" r="5.5" fill="none" stroke={color} strokeWidth="3" /> : <circle cx="8" cy="8" r="7" fill={color} />}
      {cross && <path d="M5 5l6 6M11 5l-6 6" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

/** "Sold: **12**", the punctuation left to each language. */
function StateCount({ label, count }: { label: string; count: string }) {
  return (
    <Trans>
      {label}: <strong>{count}</strong>
    </Trans>
  );
}
