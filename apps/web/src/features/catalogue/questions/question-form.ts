import { randomId } from '@mantine/hooks';
import { CHOICE_QUESTION_TYPES, questionBodySchema, type Question, type QuestionBody, type QuestionType } from '@stagedoor/contracts';
import { catalogueErrors } from '../shared/validation';

export interface QuestionValues {
  title: string;
  description: string;
  type: QuestionType;
  options: { key: string; value: string }[];
  required: boolean;
  is_hidden: boolean;
  belongs_to: 'ATTENDEE' | 'ORDER';
  ticket_ids: string[];
}

const option = (value = '') => ({ key: randomId(), value });

export function initialQuestionValues(question: Question | null, allTicketIds: number[]): QuestionValues {
  return {
    title: question?.title ?? '',
    description: question?.description ?? '',
    type: question?.type ?? 'SINGLE_LINE_TEXT',
    options: question && question.options.length > 0 ? question.options.map((value) => option(value)) : [option()],
    required: question?.required ?? false,
    is_hidden: question?.is_hidden ?? false,
    belongs_to: question?.belongs_to ?? 'ATTENDEE',
    ticket_ids: (question ? question.ticket_ids : allTicketIds).map(String),
  };
}

export const isChoice = (type: QuestionType) => CHOICE_QUESTION_TYPES.includes(type);

export function questionBody(values: QuestionValues): QuestionBody {
  return {
    title: values.title,
    description: values.description.trim() || null,
    type: values.type,
    options: isChoice(values.type) ? values.options.map((item) => item.value.trim()) : [],
    required: values.required,
    is_hidden: values.is_hidden,
    belongs_to: values.belongs_to,
    ticket_ids: values.ticket_ids.map(Number),
  };
}

/** Body paths that the form names differently: each option's text. */
export function questionFieldMap(optionCount: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: optionCount }, (_, index) => [`options.${index}`, `options.${index}.value`]));
}

export function validateQuestion(values: QuestionValues) {
  return catalogueErrors(questionBodySchema, questionBody(values), questionFieldMap(values.options.length));
}
