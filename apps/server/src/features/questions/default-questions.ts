import { DEFAULT_QUESTION_KEYS, MAX_ID, type Locale, type Question } from '@stagedoor/contracts';
import { t } from '../../platform/i18n/index.js';
import { AppError, notFound } from '../../platform/errors.js';

export type DefaultQuestionKey = (typeof DEFAULT_QUESTION_KEYS)[number];

/** What a `:id` in a question path names: one of the event's questions, or a default question by its key. */
export type QuestionRef = { kind: 'event'; id: number } | { kind: 'default'; key: DefaultQuestionKey };

const TITLE_KEYS = { first_name: 'question.first_name', last_name: 'question.last_name', email: 'question.email' } as const;

/** Reads a question id from a path; anything that is neither a default key nor a valid id names nothing (404). */
export function questionRefOf(raw: string): QuestionRef {
  const key = DEFAULT_QUESTION_KEYS.find((candidate) => candidate === raw);
  if (key) return { kind: 'default', key };
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > MAX_ID) throw notFound();
  return { kind: 'event', id };
}

/** SPEC §5: the default questions are shown with the others but never edited or deleted. */
export function assertEditable(ref: QuestionRef): asserts ref is { kind: 'event'; id: number } {
  if (ref.kind === 'default') throw new AppError('DEFAULT_QUESTION_IMMUTABLE');
}

/** First name, last name and email: asked of every buyer, titled in the caller's language. */
export function defaultQuestions(eventId: number, locale: Locale): Question[] {
  return DEFAULT_QUESTION_KEYS.map((key, index) => ({
    id: key,
    event_id: eventId,
    title: t(locale, TITLE_KEYS[key]),
    description: null,
    type: 'SINGLE_LINE_TEXT',
    options: [],
    required: true,
    is_hidden: false,
    belongs_to: 'ORDER',
    ticket_ids: [],
    order: index,
    is_default: true,
  }));
}
