import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import { isoToZonedInput, zonedInputToIso } from '../../platform/dates';
import type { GenerateDatesBody } from '@stagedoor/contracts';
import { buildRrule, MAX_DATES_PER_CALL, validateRule, type RuleProblem, type RuleValues } from './rrule-builder';

export interface GenerateValues extends Omit<RuleValues, 'interval' | 'count'> {
  mode: 'builder' | 'advanced';
  interval: number | string;
  count: number | string;
  /** The rule as typed in the advanced mode. */
  rrule: string;
  duration_minutes: number | string;
  label: string;
  /** `YYYY-MM-DD` days on the event's clock. */
  exclusions: string[];
  /** `YYYY-MM-DDTHH:mm` wall-clock starts on the event's clock. */
  additions: string[];
}

/** The form starts from the event's own start: its day, its time and its length. */
export function initialGenerateValues(event: { start_date: string; end_date: string | null; timezone: string }): GenerateValues {
  const start = isoToZonedInput(event.start_date, event.timezone);
  const minutes = event.end_date ? Math.round((Date.parse(event.end_date) - Date.parse(event.start_date)) / 60_000) : 0;
  return {
    mode: 'builder',
    frequency: 'WEEKLY',
    interval: 1,
    weekdays: [],
    startsOn: start.slice(0, 10),
    time: start.slice(11, 16) || '19:00',
    ends: 'count',
    count: 10,
    until: '',
    rrule: '',
    duration_minutes: minutes > 0 && minutes <= 7 * 24 * 60 ? minutes : 120,
    label: '',
    exclusions: [],
    additions: [],
  };
}

export function ruleValues(values: GenerateValues): RuleValues {
  return {
    frequency: values.frequency,
    interval: typeof values.interval === 'number' ? values.interval : Number.NaN,
    weekdays: values.weekdays,
    startsOn: values.startsOn,
    time: values.time,
    ends: values.ends,
    count: typeof values.count === 'number' ? values.count : Number.NaN,
    until: values.until,
  };
}

function problemMessage(problem: RuleProblem): string {
  switch (problem) {
    case 'required':
      return t`This field is required.`;
    case 'positive':
      return t`Enter a whole number of at least 1.`;
    case 'tooMany':
      return t`At most ${MAX_DATES_PER_CALL} dates at a time.`;
    case 'beforeStart':
      return t`The end must not be before the start.`;
  }
}

export function validateGenerate(values: GenerateValues): FormErrors {
  const errors: FormErrors = {};
  if (values.mode === 'builder') {
    for (const [field, problem] of Object.entries(validateRule(ruleValues(values)))) errors[field] = problemMessage(problem);
  } else if (!values.rrule.trim()) {
    errors.rrule = t`Enter a rule, such as FREQ=WEEKLY;BYDAY=TU,TH;BYHOUR=19;COUNT=20.`;
  }
  if (typeof values.duration_minutes !== 'number' || values.duration_minutes < 1)
    errors.duration_minutes = t`Enter a whole number of at least 1.`;
  if (values.label.trim().length > 255) errors.label = t`The label is too long (at most 255 characters).`;
  return errors;
}

export function generateBody(values: GenerateValues, zone: string): GenerateDatesBody {
  const label = values.label.trim();
  return {
    rrule: values.mode === 'builder' ? buildRrule(ruleValues(values), zone) : values.rrule.trim(),
    duration_minutes: typeof values.duration_minutes === 'number' ? values.duration_minutes : 0,
    ...(label ? { label } : {}),
    ...(values.exclusions.length ? { exclusions: values.exclusions } : {}),
    ...(values.additions.length ? { additions: values.additions.map((addition) => zonedInputToIso(addition, zone) ?? addition) } : {}),
  };
}
