import type { ReactNode } from 'react';
import { Checkbox, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Question } from '@stagedoor/contracts';
import type { AnswerValue } from './details-form';

interface QuestionInputProps {
  question: Question;
  value: AnswerValue;
  error?: ReactNode;
  onChange(value: AnswerValue): void;
}

/** One of the organizer's questions, as the input its type calls for. */
export function QuestionInput({ question, value, error, onChange }: QuestionInputProps) {
  const { t } = useLingui();
  const common = { label: question.title, description: question.description, required: question.required, error };
  const text = typeof value === 'string' ? value : '';

  switch (question.type) {
    case 'SINGLE_LINE_TEXT':
      return <TextInput {...common} value={text} maxLength={5000} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'MULTI_LINE_TEXT':
      return (
        <Textarea
          {...common}
          value={text}
          autosize
          minRows={3}
          maxLength={5000}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'DATE':
      return <TextInput {...common} type="date" value={text} onChange={(event) => onChange(event.currentTarget.value)} maw={240} />;
    case 'DROPDOWN':
      return (
        <NativeSelect
          {...common}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          data={[{ value: '', label: t`Choose an answer` }, ...question.options.map((option) => ({ value: option, label: option }))]}
        />
      );
    case 'RADIO':
      return (
        <Radio.Group {...common} value={text} onChange={onChange}>
          <Stack gap={8} mt={6}>
            {question.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'CHECKBOX':
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? value : []} onChange={onChange}>
          <Stack gap={8} mt={6}>
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
  }
}
