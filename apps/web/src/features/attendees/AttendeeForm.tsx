import { useState } from 'react';
import { Checkbox, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  LOCALES,
  createAttendeeBodySchema,
  updateAttendeeBodySchema,
  type Attendee,
  type CreateAttendeeBody,
  type Event,
  type Locale,
  type Question,
  type Ticket,
  type UpdateAttendeeBody,
} from '@stagedoor/contracts';
import { applyServerErrors } from '../../platform/forms/server-errors';
import { isApiError } from '../../platform/api/api-error';
import { schemaErrors } from '../../platform/forms/validation';
import { LOCALE_NATIVE_NAMES } from '../../platform/i18n/locales';
import { Detail } from '../../platform/ui/Detail';
import { FormErrorAlert } from '../../platform/ui/FormErrorAlert';
import { notifySuccess } from '../../platform/ui/notify';
import { FormActions } from '../catalogue/shared/FormModal';
import { MoneyInput } from '../catalogue/shared/MoneyInput';
import { questionsQuery } from '../catalogue/questions/api';
import { QuestionInput } from '../public/checkout/details/QuestionInput';
import { seatText } from '../public/shared/seat';
import { attendeeQuery, useSaveAttendee } from './api';

type AnswerValue = string | string[];

interface AttendeeValues {
  ticket_id: string;
  ticket_price_id: string;
  first_name: string;
  last_name: string;
  email: string;
  locale: Locale;
  amount_paid: number | null;
  send_ticket: boolean;
  /** Shown once the server answered WAITING_LIST_FIRST: the organizer's explicit choice (docs/waiting-list.md). */
  take_from_waiting_list: boolean;
  answers: Record<string, AnswerValue>;
}

interface AttendeeFormProps {
  event: Event;
  tickets: Ticket[];
  /** The attendee being edited; null adds one. */
  attendee: Attendee | null;
  defaultLocale: Locale;
  onDone(): void;
}

/**
 * The attendee questions asked for a ticket; questions hidden from buyers only when the
 * event's "Show hidden questions" is on (the server asks the same ones).
 */
function questionsFor(questions: Question[], ticketId: number, showHidden: boolean): (Question & { id: number })[] {
  return questions.filter(
    (q): q is Question & { id: number } =>
      !q.is_default &&
      typeof q.id === 'number' &&
      q.belongs_to === 'ATTENDEE' &&
      (showHidden || !q.is_hidden) &&
      (q.ticket_ids.length === 0 || q.ticket_ids.includes(ticketId)),
  );
}

function answersBody(asked: { id: number }[], answers: Record<string, AnswerValue>) {
  return asked
    .map((q) => ({ question_id: q.id, answer: answers[q.id] ?? '' }))
    .filter((a) => (Array.isArray(a.answer) ? a.answer.length > 0 : a.answer.trim() !== ''));
}

/** Adds a walk-in or comp attendee, or edits one: names, email, email language and answers. */
export function AttendeeForm({ event, tickets, attendee, defaultLocale, onDone }: AttendeeFormProps) {
  const { t } = useLingui();
  const questions = useQuery(questionsQuery(event.id));
  const details = useQuery({ ...attendeeQuery(event.id, attendee?.id ?? 0), enabled: attendee !== null });
  if (questions.isPending || (attendee !== null && details.isPending)) return <Loader aria-label={t`Loading`} />;
  const answers: Record<string, AnswerValue> = {};
  for (const answer of details.data?.answers ?? []) answers[answer.question_id] = answer.answer;
  return (
    <AttendeeFormFields
      event={event}
      tickets={tickets}
      attendee={attendee}
      defaultLocale={defaultLocale}
      onDone={onDone}
      questions={questions.data ?? []}
      answers={answers}
    />
  );
}

function AttendeeFormFields({
  event,
  tickets,
  attendee,
  defaultLocale,
  onDone,
  questions,
  answers,
}: AttendeeFormProps & { questions: Question[]; answers: Record<string, AnswerValue> }) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const [listFirst, setListFirst] = useState(false);
  const save = useSaveAttendee(event.id);
  const first = tickets[0];
  const form = useForm<AttendeeValues>({
    initialValues: {
      ticket_id: String(attendee?.ticket_id ?? first?.id ?? ''),
      ticket_price_id: String(attendee?.ticket_price_id ?? first?.prices[0]?.id ?? ''),
      first_name: attendee?.first_name ?? '',
      last_name: attendee?.last_name ?? '',
      email: attendee?.email ?? '',
      locale: (attendee?.locale as Locale | undefined) ?? defaultLocale,
      amount_paid: 0,
      send_ticket: true,
      take_from_waiting_list: false,
      answers,
    },
  });
  const ticket = tickets.find((candidate) => String(candidate.id) === form.values.ticket_id);
  const asked = ticket ? questionsFor(questions, ticket.id, event.settings.show_hidden_questions) : [];

  const updateBody = (values: AttendeeValues): UpdateAttendeeBody => ({
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    locale: values.locale,
    answers: answersBody(asked, values.answers),
  });
  const createBody = (values: AttendeeValues): CreateAttendeeBody => ({
    ...updateBody(values),
    ticket_id: Number(values.ticket_id),
    ticket_price_id: Number(values.ticket_price_id) || undefined,
    amount_paid: values.amount_paid ?? 0,
    send_ticket: values.send_ticket,
    ...(values.take_from_waiting_list ? { take_from_waiting_list: true } : {}),
  });

  const submit = (values: AttendeeValues) => {
    setFormError(null);
    const change = attendee ? { id: attendee.id, body: updateBody(values) } : { body: createBody(values) };
    const errors = schemaErrors(attendee ? updateAttendeeBodySchema : createAttendeeBodySchema, change.body);
    const given = change.body.answers ?? [];
    for (const q of asked)
      if (q.required && !given.some((a) => a.question_id === q.id)) errors[`answers.${q.id}`] = t`This field is required.`;
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    save.mutate(change, {
      onSuccess: () => {
        notifySuccess(attendee ? t`Attendee updated` : t`Attendee added`);
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'WAITING_LIST_FIRST') setListFirst(true);
        setFormError(applyServerErrors(form, error));
      },
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        <FormErrorAlert message={formError} />
        {attendee?.seat && <Detail label={t`Seat`}>{seatText(attendee.seat)}</Detail>}
        {!attendee && (
          <>
            <NativeSelect
              label={t`Ticket`}
              required
              data={tickets.map((option) => ({ value: String(option.id), label: option.title }))}
              value={form.values.ticket_id}
              onChange={(change) => {
                const next = tickets.find((option) => String(option.id) === change.currentTarget.value);
                form.setFieldValue('ticket_id', change.currentTarget.value);
                form.setFieldValue('ticket_price_id', String(next?.prices[0]?.id ?? ''));
              }}
              error={form.errors.ticket_id}
            />
            {ticket && ticket.prices.length > 1 && (
              <NativeSelect
                label={t`Tier`}
                required
                data={ticket.prices.map((price) => ({ value: String(price.id), label: price.label ?? String(price.id) }))}
                {...form.getInputProps('ticket_price_id')}
              />
            )}
          </>
        )}
        <TextInput label={t`First name`} required maxLength={50} data-autofocus {...form.getInputProps('first_name')} />
        <TextInput label={t`Last name`} required maxLength={50} {...form.getInputProps('last_name')} />
        <TextInput label={t`Email`} type="email" required {...form.getInputProps('email')} />
        <NativeSelect
          label={t`Language for emails`}
          data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NATIVE_NAMES[locale] }))}
          {...form.getInputProps('locale')}
        />
        {!attendee && (
          <>
            <MoneyInput
              label={t`Amount paid`}
              description={t`Leave at 0 for a complimentary ticket.`}
              currency={event.currency}
              maw={240}
              value={form.values.amount_paid}
              onChange={(value) => form.setFieldValue('amount_paid', value)}
              error={form.errors.amount_paid}
            />
            <Checkbox label={t`Send the ticket by email`} {...form.getInputProps('send_ticket', { type: 'checkbox' })} />
            {listFirst && (
              <Checkbox
                label={t`Take this ticket from the waiting list`}
                description={t`People on the waiting list are waiting for this ticket. They keep their place for the next tickets that come back.`}
                {...form.getInputProps('take_from_waiting_list', { type: 'checkbox' })}
              />
            )}
          </>
        )}
        {asked.length > 0 && (
          <Stack gap="sm">
            <Text fw={600}>{t`Questions`}</Text>
            {asked.map((question) => (
              <QuestionInput
                key={question.id}
                question={question}
                value={form.values.answers[question.id] ?? (question.type === 'CHECKBOX' ? [] : '')}
                error={form.errors[`answers.${question.id}`]}
                onChange={(value) => form.setFieldValue(`answers.${question.id}`, value)}
              />
            ))}
          </Stack>
        )}
        <FormActions onCancel={onDone} loading={save.isPending} />
      </Stack>
    </form>
  );
}
