import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import { orderDetailsBodySchema, type Question } from '@stagedoor/contracts';
import { schemaErrors } from '../../../../platform/forms/validation';
import { detailsBody, isEmpty, type Answers, type DetailsValues } from './details-form';

// Loaded once the details page shows (DetailsPage.tsx), not before it: it brings the request schema, and zod with it.

/** The shared request schema checks names and emails; required questions are checked here. */
export function validateDetails(values: DetailsValues, questions: Question[]): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(schemaErrors(orderDetailsBodySchema, detailsBody(values)))) {
    if (!path.includes('.answers')) errors[path] = message;
  }
  const required = new Set(questions.filter((q) => q.required).map((q) => String(q.id)));
  const check = (prefix: string, answers: Answers) => {
    for (const [id, answer] of Object.entries(answers)) {
      if (required.has(id) && isEmpty(answer)) errors[`${prefix}.answers.${id}`] = t`This field is required.`;
    }
  };
  check('order', values.order.answers);
  values.attendees.forEach((attendee, index) => check(`attendees.${index}`, attendee.answers));
  return errors;
}
