import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Question } from '@stagedoor/contracts';
import { ApiError } from '../../../../platform/api/api-error';
import { detailsBody, placeServerErrors, type DetailsValues } from './details-form';
import { validateDetails } from './details-validation';

const question = (id: number, required: boolean, type: Question['type'] = 'SINGLE_LINE_TEXT'): Question => ({
  id,
  event_id: 1,
  title: `Question ${id}`,
  description: null,
  type,
  options: [],
  required,
  is_hidden: false,
  belongs_to: 'ORDER',
  ticket_ids: [],
  order: id,
  is_default: false,
});

function values(overrides: Partial<DetailsValues['order']> = {}): DetailsValues {
  return {
    order: { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com', answers: { 1: '', 2: [] }, ...overrides },
    attendees: [{ ticket_id: 1, ticket_price_id: 10, first_name: 'Ben', last_name: 'Ode', email: 'ben@example.com', answers: { 1: '  ' } }],
    business: { company: '', address: '', tax_id: '', invoice_requested: false },
  };
}

/** The checkout's details step: the shared request schema for names and emails, required questions here. */
describe('validateDetails', () => {
  it('passes complete details, optional questions left empty', () => {
    expect(validateDetails(values({ answers: { 1: 'yes', 2: [] } }), [question(1, false), question(2, false, 'CHECKBOX')])).toEqual({});
  });

  it("names the buyer's and each attendee's fields at the request's paths", () => {
    const details = values({ first_name: '  ', email: 'not-an-email' });
    details.attendees[0]!.email = '';
    expect(validateDetails(details, [])).toEqual({
      'order.first_name': 'This field is required.',
      'order.email': 'Please enter a valid email address.',
      'attendees.0.email': 'Please enter a valid email address.',
    });
  });

  it('asks for required answers, blank text and no boxes ticked counting as none', () => {
    const errors = validateDetails(values(), [question(1, true), question(2, true, 'CHECKBOX')]);
    expect(errors).toEqual({
      'order.answers.1': 'This field is required.',
      'order.answers.2': 'This field is required.',
      'attendees.0.answers.1': 'This field is required.',
    });
  });
});

describe('detailsBody', () => {
  it('trims what was typed and sends only the answers given', () => {
    const body = detailsBody(values({ first_name: ' Ana ', answers: { 1: ' blue ', 2: ['a', 'b'], 3: '' } }));
    expect(body.order).toEqual({
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana@example.com',
      answers: [
        { question_id: 1, answer: 'blue' },
        { question_id: 2, answer: ['a', 'b'] },
      ],
    });
    expect(body.attendees).toEqual([{ ticket_price_id: 10, first_name: 'Ben', last_name: 'Ode', email: 'ben@example.com', answers: [] }]);
  });
});

describe('placeServerErrors', () => {
  it("puts a 422's field messages on the form and returns the others for above it", () => {
    const form = renderHook(() => useForm<DetailsValues>({ initialValues: values() })).result;
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Invalid.',
      errors: { 'attendees.1.email': ['Use another address.'], 'order.answers.4': ['Too long.'], tickets: ['Sold out meanwhile.'] },
    });
    let rest: string | null = null;
    act(() => {
      rest = placeServerErrors(form.current, error);
    });
    expect(rest).toBe('Sold out meanwhile.');
    expect(form.current.errors).toEqual({ 'attendees.1.email': 'Use another address.', 'order.answers.4': 'Too long.' });
  });
});
