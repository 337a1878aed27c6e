import { t } from '@lingui/core/macro';
import type { QuestionType } from '@stagedoor/contracts';

export function questionTypeLabels(): Record<QuestionType, string> {
  return {
    SINGLE_LINE_TEXT: t`Single line text`,
    MULTI_LINE_TEXT: t`Multi-line text`,
    DROPDOWN: t`Dropdown`,
    RADIO: t`Radio buttons`,
    CHECKBOX: t`Checkboxes`,
    DATE: t`Date`,
  };
}

export function questionScopeLabels(): Record<'ATTENDEE' | 'ORDER', string> {
  return { ATTENDEE: t`Asked of each attendee`, ORDER: t`Asked once per order` };
}

export const noLongerAsked = (title: string) => t`“${title}” is no longer asked. Answers already given are kept with their orders.`;
