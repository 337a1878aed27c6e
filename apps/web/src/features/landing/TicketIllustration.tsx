import { Box, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import classes from './Landing.module.css';

/** A fixed pattern that reads as a QR code at a glance; the illustration is decorative. */
const QR_PATTERN = ['1110101', '1010011', '1110110', '0001011', '1101101', '0110101', '1011111'];

export function TicketIllustration() {
  const { t } = useLingui();
  return (
    <Box className={classes.ticket} aria-hidden="true">
      <Stack gap={6} className={classes.ticketMain}>
        <Text size="xs" fw={700} tt="uppercase" className={classes.ticketKicker}>
          {t`Admit one`}
        </Text>
        <Text fw={800} fz={24} lh={1.15}>
          {t`Harbour Lights Festival`}
        </Text>
        <Text size="sm" className={classes.ticketMeta}>
          {t`Sat, 14 June · Doors 18:00`}
        </Text>
        <Group gap="lg" mt="sm">
          <Stack gap={0}>
            <Text size="xs" className={classes.ticketMeta}>
              {t`Ticket`}
            </Text>
            <Text fw={700}>{t`Weekend pass`}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" className={classes.ticketMeta}>
              {t`Gate`}
            </Text>
            <Text fw={700}>B</Text>
          </Stack>
        </Group>
      </Stack>
      <div className={classes.ticketStub}>
        <svg viewBox="0 0 7 7" width="84" height="84" shapeRendering="crispEdges">
          {QR_PATTERN.flatMap((row, y) =>
            [...row].map((cell, x) => (cell === '1' ? <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" /> : null)),
          )}
        </svg>
      </div>
    </Box>
  );
}
