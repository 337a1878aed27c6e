import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import type { OrderDetailsBody, PublicOrder, Question } from '@stagedoor/contracts';
import { isApiError } from '../../../../platform/api/api-error';

export type AnswerValue = string | string[];
/** Answers by question id. */
export type Answers = Record<string, AnswerValue>;

export interface PersonValues {
  first_name: string;
  last_name: string;
  email: string;
  answers: Answers;
}

export interface AttendeeValues extends PersonValues {
  ticket_id: number;
  ticket_price_id: number;
}

/** The buyer's company, address and VAT id, when the event asks for them (settings.business_details). */
export interface BusinessValues {
  company: string;
  address: string;
  tax_id: string;
  invoice_requested: boolean;
}

/** Shaped like the request, so the server's field names (`attendees.1.email`) are the form's paths. */
export interface DetailsValues {
  order: PersonValues;
  attendees: AttendeeValues[];
  business: BusinessValues;
}

const BLANK_BUSINESS: BusinessValues = { company: '', address: '', tax_id: '', invoice_requested: false };

export function orderQuestions(questions: Question[], order: PublicOrder): Question[] {
  const ticketIds = new Set(order.items.map((item) => item.ticket_id));
  return questions.filter((q) => q.belongs_to === 'ORDER' && (q.ticket_ids.length === 0 || q.ticket_ids.some((id) => ticketIds.has(id))));
}

export function attendeeQuestions(questions: Question[], ticketId: number): Question[] {
  return questions.filter((q) => q.belongs_to === 'ATTENDEE' && (q.ticket_ids.length === 0 || q.ticket_ids.includes(ticketId)));
}

function blankAnswers(questions: Question[]): Answers {
  return Object.fromEntries(questions.map((q) => [String(q.id), q.type === 'CHECKBOX' ? [] : '']));
}

export function initialDetails(order: PublicOrder, questions: Question[]): DetailsValues {
  return {
    order: {
      first_name: order.first_name ?? '',
      last_name: order.last_name ?? '',
      email: order.email ?? '',
      answers: blankAnswers(orderQuestions(questions, order)),
    },
    attendees: order.attendees.map((attendee) => ({
      ticket_id: attendee.ticket_id,
      ticket_price_id: attendee.ticket_price_id,
      first_name: attendee.first_name,
      last_name: attendee.last_name,
      email: attendee.email,
      answers: blankAnswers(attendeeQuestions(questions, attendee.ticket_id)),
    })),
    business: BLANK_BUSINESS,
  };
}

export const isEmpty = (value: AnswerValue | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

function answerList(answers: Answers): { question_id: number; answer: AnswerValue }[] {
  return Object.entries(answers)
    .filter(([, answer]) => !isEmpty(answer))
    .map(([id, answer]) => ({ question_id: Number(id), answer: Array.isArray(answer) ? answer : answer.trim() }));
}

/** `withBusiness`: the event asks for business details or offers an invoice on request. */
export function detailsBody(values: DetailsValues, withBusiness = false): OrderDetailsBody {
  const person = (p: PersonValues) => ({ first_name: p.first_name.trim(), last_name: p.last_name.trim(), email: p.email.trim() });
  const business = values.business ?? BLANK_BUSINESS;
  const text = (value: string) => value.trim() || null;
  return {
    order: { ...person(values.order), answers: answerList(values.order.answers) },
    ...(withBusiness
      ? {
          business: {
            company: text(business.company),
            address: text(business.address),
            tax_id: text(business.tax_id),
            invoice_requested: business.invoice_requested,
          },
        }
      : {}),
    attendees: values.attendees.map((a) => ({ ticket_price_id: a.ticket_price_id, ...person(a), answers: answerList(a.answers) })),
  };
}

const FIELD_PATH = /^((order|attendees\.\d+)\.(first_name|last_name|email|answers\.\d+)|business\.(company|address|tax_id))$/;

/** Puts a 422's messages beside their fields; returns what has no field, for the alert above the form. */
export function placeServerErrors(form: { setErrors(errors: FormErrors): void }, error: unknown): string | null {
  if (!isApiError(error)) return t`Something went wrong`;
  if (!error.hasFieldErrors) return error.message;
  const placed: FormErrors = {};
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    if (FIELD_PATH.test(field)) placed[field] = messages.join(' ');
    else rest.push(...messages);
  }
  form.setErrors(placed);
  return rest.length > 0 ? rest.join(' ') : null;
}

const draftKey = (orderShortId: string) => `stagedoor:details:${orderShortId}`;

/** Keeps what the buyer typed for this order in this tab, so coming back to the step (browser back, "Edit details") shows it again. */
export function saveDetailsDraft(orderShortId: string, values: DetailsValues): void {
  try {
    sessionStorage.setItem(draftKey(orderShortId), JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, it just starts from the order next time.
  }
}

function readDraft(orderShortId: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(draftKey(orderShortId)) ?? 'null');
  } catch {
    return null;
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A kept value where it still fits the form (same question, same kind of answer), else the form's own. */
function restorePerson<T extends PersonValues>(fresh: T, kept: unknown): T {
  const draft = asRecord(kept);
  const text = (name: 'first_name' | 'last_name' | 'email') =>
    typeof draft[name] === 'string' && draft[name] !== '' ? (draft[name] as string) : fresh[name];
  const keptAnswers = asRecord(draft.answers);
  const answers = Object.fromEntries(
    Object.entries(fresh.answers).map(([id, blank]) => {
      const value = keptAnswers[id];
      const fits = Array.isArray(blank)
        ? Array.isArray(value) && value.every((item) => typeof item === 'string')
        : typeof value === 'string';
      return [id, fits ? (value as AnswerValue) : blank];
    }),
  );
  return { ...fresh, first_name: text('first_name'), last_name: text('last_name'), email: text('email'), answers };
}

/** The form's starting values: the order as the server has it, with what the buyer typed before in this tab laid over it. */
export function restoreDetails(orderShortId: string, fresh: DetailsValues): DetailsValues {
  const draft = asRecord(readDraft(orderShortId));
  const attendees = Array.isArray(draft.attendees) ? draft.attendees : [];
  const business = asRecord(draft.business);
  const kept = (name: 'company' | 'address' | 'tax_id') =>
    typeof business[name] === 'string' ? (business[name] as string) : fresh.business[name];
  return {
    business: {
      company: kept('company'),
      address: kept('address'),
      tax_id: kept('tax_id'),
      invoice_requested: typeof business.invoice_requested === 'boolean' ? business.invoice_requested : fresh.business.invoice_requested,
    },
    order: restorePerson(fresh.order, draft.order),
    attendees: fresh.attendees.map((attendee, index) =>
      asRecord(attendees[index]).ticket_price_id === attendee.ticket_price_id ? restorePerson(attendee, attendees[index]) : attendee,
    ),
  };
}
