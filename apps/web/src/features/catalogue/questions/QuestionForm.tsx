import { useState } from 'react';
import { Checkbox, Group, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { QUESTION_SCOPES, QUESTION_TYPES, type Question, type QuestionType, type Ticket } from '@stagedoor/contracts';
import { applyServerErrors } from '../../../platform/forms/server-errors';
import { FormErrorAlert } from '../../../platform/ui/FormErrorAlert';
import { notifyFailure, notifySuccess } from '../../../platform/ui/notify';
import { FormActions } from '../shared/FormModal';
import { TicketMultiSelect } from '../shared/TicketMultiSelect';
import { useSaveQuestion } from './api';
import { questionScopeLabels, questionTypeLabels } from './labels';
import { OptionsField } from './OptionsField';
import { initialQuestionValues, isChoice, questionBody, questionFieldMap, validateQuestion, type QuestionValues } from './question-form';

interface QuestionFormProps {
  eventId: number;
  tickets: Ticket[];
  question: (Question & { id: number }) | null;
  onDone: () => void;
}

export function QuestionForm({ eventId, tickets, question, onDone }: QuestionFormProps) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<QuestionValues>({
    initialValues: initialQuestionValues(
      question,
      tickets.map((ticket) => ticket.id),
    ),
    validate: validateQuestion,
  });
  const save = useSaveQuestion(eventId);
  const typeLabels = questionTypeLabels();
  const scopeLabels = questionScopeLabels();
  const perAttendee = form.values.belongs_to === 'ATTENDEE';

  const submit = (values: QuestionValues) => {
    setFormError(null);
    save.mutate(
      { id: question?.id, body: questionBody(values) },
      {
        onSuccess: () => {
          notifySuccess(question ? t`Question updated` : t`Question created`);
          onDone();
        },
        onError: (error) => {
          notifyFailure(t`Unable to create or update question`);
          setFormError(applyServerErrors(form, error, questionFieldMap(values.options.length)));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <FormErrorAlert message={formError} />
        <TextInput label={t`Question`} required data-autofocus {...form.getInputProps('title')} />
        <Textarea
          label={t`Description`}
          description={t`Optional help shown under the question.`}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <Select
          label={t`Answer type`}
          required
          allowDeselect={false}
          data={QUESTION_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))}
          value={form.values.type}
          onChange={(value) => value && form.setFieldValue('type', value as QuestionType)}
        />
        {isChoice(form.values.type) && <OptionsField form={form} />}
        <Radio.Group label={t`Who answers`} {...form.getInputProps('belongs_to')}>
          <Group mt={6}>
            {QUESTION_SCOPES.map((scope) => (
              <Radio key={scope} value={scope} label={scopeLabels[scope]} />
            ))}
          </Group>
        </Radio.Group>
        <TicketMultiSelect
          label={t`Tickets`}
          description={
            perAttendee
              ? t`Holders of these tickets are asked.`
              : t`Orders with any of these tickets are asked; leave empty for every order.`
          }
          required={perAttendee}
          tickets={tickets}
          {...form.getInputProps('ticket_ids')}
        />
        <Checkbox label={t`Required`} {...form.getInputProps('required', { type: 'checkbox' })} />
        <Checkbox
          label={t`Hidden`}
          description={t`Only organizers see and answer it, for example for internal notes.`}
          {...form.getInputProps('is_hidden', { type: 'checkbox' })}
        />
        <FormActions onCancel={onDone} loading={save.isPending} />
      </Stack>
    </form>
  );
}
