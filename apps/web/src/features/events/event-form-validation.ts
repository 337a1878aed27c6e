import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import { zonedInputToIso } from '../../platform/dates';

export interface EventBasicsValues {
  title: string;
  description: string;
  timezone: string;
  start: string;
  end: string;
}

const MAX_TITLE_LENGTH = 149;
const MAX_DESCRIPTION_LENGTH = 49_999;

/** The checks the server makes too, said in the user's language before anything is sent (SPEC §5). */
export function validateEventBasics(values: EventBasicsValues): FormErrors {
  const errors: FormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = t`This field is required.`;
  else if (title.length > MAX_TITLE_LENGTH) errors.title = t`The name must be under 150 characters.`;
  if (values.description.length > MAX_DESCRIPTION_LENGTH) errors.description = t`The description must be under 50,000 characters.`;
  if (!values.timezone) errors.timezone = t`Please choose a valid time zone.`;

  const start = values.timezone ? zonedInputToIso(values.start, values.timezone) : null;
  if (!values.start) errors.start = t`This field is required.`;
  else if (!start) errors.start = t`Please enter a valid date and time.`;
  const end = values.end && values.timezone ? zonedInputToIso(values.end, values.timezone) : null;
  if (values.end && !end) errors.end = t`Please enter a valid date and time.`;
  else if (start && end && new Date(end) <= new Date(start)) errors.end = t`The end must be after the start.`;
  return errors;
}

/** Server field names that the event forms show under another name. */
export const EVENT_FIELD_MAP: Record<string, string> = { start_date: 'start', end_date: 'end' };
