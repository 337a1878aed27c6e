import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus } from '../../../platform/ui/icons';
import { IconTrash } from '../shared/icons';
import type { QuestionValues } from './question-form';

/** The answers of a choice question; at least one (SPEC §5). */
export function OptionsField({ form }: { form: UseFormReturnType<QuestionValues> }) {
  const { t } = useLingui();
  const options = form.values.options;
  const error = form.errors.options;
  return (
    <Input.Wrapper label={t`Options`} required error={error} labelElement="div">
      <Stack gap="xs" mt={4}>
        {options.map((option, index) => {
          const position = index + 1;
          return (
            <Group key={option.key} gap="xs" wrap="nowrap">
              <TextInput aria-label={t`Option ${position}`} style={{ flex: 1 }} {...form.getInputProps(`options.${index}.value`)} />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t`Remove option ${position}`}
                disabled={options.length === 1}
                onClick={() => form.removeListItem('options', index)}
              >
                <IconTrash />
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => form.insertListItem('options', { key: randomId(), value: '' })}
        >
          <Trans>Add option</Trans>
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
