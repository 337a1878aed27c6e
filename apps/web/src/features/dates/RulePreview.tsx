import { Stack, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { dateTitle } from './labels';
import { MAX_DATES_PER_CALL } from './rrule-builder';

const PREVIEW_SIZE = 8;

interface RulePreviewProps {
  /** Start instants, as the rule gives them. */
  occurrences: string[];
  tooMany: boolean;
  /** Minutes; 0 for dates without an end. */
  duration: number;
  label: string | null;
  /** The rule as it will be sent, once the fields make one. */
  rule: string | null;
  zone: string;
}

/** The first dates the rule makes, on the event's clock, and how many there are in all. */
export function RulePreview({ occurrences, tooMany, duration, label, rule, zone }: RulePreviewProps) {
  const { i18n } = useLingui();
  const endOf = (start: string) => new Date(Date.parse(start) + duration * 60_000).toISOString();
  return (
    <Stack gap={4} aria-live="polite">
      <Text fw={600} size="sm" id="generate-preview">
        <Trans>Preview</Trans>
      </Text>
      {occurrences.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No dates yet: complete the fields above.</Trans>
        </Text>
      ) : (
        <>
          {tooMany ? (
            <Text size="sm" c="red" role="alert">
              <Trans>This rule makes more than {MAX_DATES_PER_CALL} dates. Generate them in several parts.</Trans>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              <Plural value={occurrences.length} one="# date will be created." other="# dates will be created." />
            </Text>
          )}
          <Text component="ol" size="sm" aria-labelledby="generate-preview" m={0} pl="lg">
            {occurrences.slice(0, PREVIEW_SIZE).map((start) => (
              <li key={start}>
                {dateTitle({ start_date: start, end_date: duration > 0 ? endOf(start) : null, label }, zone, i18n.locale)}
              </li>
            ))}
          </Text>
          {occurrences.length > PREVIEW_SIZE && (
            <Text size="sm" c="dimmed">
              <Plural value={occurrences.length - PREVIEW_SIZE} one="and # more" other="and # more" />
            </Text>
          )}
        </>
      )}
      {rule && (
        <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {rule}
        </Text>
      )}
    </Stack>
  );
}
