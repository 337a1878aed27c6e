import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { Question } from '@stagedoor/contracts';
import type { DetailsValues } from './details-form';
import { QuestionInput } from './QuestionInput';

interface PersonFieldsProps {
  form: UseFormReturnType<DetailsValues>;
  /** `order` for the buyer, `attendees.N` for a ticket holder. */
  path: 'order' | `attendees.${number}`;
  questions: Question[];
  /** The buyer's own fields get the browser's autofill hints. */
  autofill?: boolean;
}

/** First name, last name, email and the questions asked of this person. */
export function PersonFields({ form, path, questions, autofill = false }: PersonFieldsProps) {
  const { t } = useLingui();
  const person = path === 'order' ? form.values.order : form.values.attendees[Number(path.split('.')[1])];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`First name`}
          required
          maxLength={50}
          autoComplete={autofill ? 'given-name' : 'off'}
          {...form.getInputProps(`${path}.first_name`)}
        />
        <TextInput
          label={t`Last name`}
          required
          maxLength={50}
          autoComplete={autofill ? 'family-name' : 'off'}
          {...form.getInputProps(`${path}.last_name`)}
        />
      </SimpleGrid>
      <TextInput
        label={t`Email`}
        type="email"
        required
        autoComplete={autofill ? 'email' : 'off'}
        {...form.getInputProps(`${path}.email`)}
      />
      {questions.map((question) => {
        const field = `${path}.answers.${question.id}`;
        return (
          <QuestionInput
            key={question.id}
            question={question}
            value={person?.answers[String(question.id)] ?? ''}
            error={form.errors[field]}
            onChange={(value) => form.setFieldValue(field, value)}
          />
        );
      })}
    </Stack>
  );
}
