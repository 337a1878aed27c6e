import { useId, useState } from 'react';
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconX } from '../catalogue/shared/icons';

interface DayListFieldProps {
  label: string;
  description: string;
  /** `date` for days, `datetime-local` for date-times. */
  type: 'date' | 'datetime-local';
  value: string[];
  onChange: (value: string[]) => void;
  /** How each entry reads, in the user's language. */
  format: (entry: string) => string;
  error?: string | undefined;
}

/** A short list of days (or date-times) typed one at a time, each with its own remove button. */
export function DayListField({ label, description, type, value, onChange, format, error }: DayListFieldProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const add = () => {
    if (!draft || value.includes(draft)) return;
    onChange([...value, draft].sort());
    setDraft('');
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} labelProps={{ htmlFor: inputId }}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" align="flex-end">
          <TextInput
            id={inputId}
            type={type}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            error={Boolean(error)}
          />
          <Button variant="default" onClick={add} disabled={!draft} aria-label={t`Add to ${label}`}>
            <Trans>Add</Trans>
          </Button>
        </Group>
        {value.length > 0 && (
          <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {value.map((entry) => {
              const text = format(entry);
              return (
                <Group key={entry} component="li" gap={4} wrap="nowrap">
                  <Text size="sm">{text}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t`Remove ${text}`}
                    onClick={() => onChange(value.filter((item) => item !== entry))}
                  >
                    <IconX />
                  </ActionIcon>
                </Group>
              );
            })}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
