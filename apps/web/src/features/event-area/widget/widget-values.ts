import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import { MAX_WIDGET_PADDING, type WidgetSettings } from '@stagedoor/contracts';
import { contrastRatio, MIN_CONTRAST } from '../designer/design-values';
import { widgetSettingsOf } from '../../widget/widget-settings';

export const WIDGET_COLOR_KEYS = [
  'widget_background_color',
  'widget_text_color',
  'widget_primary_color',
  'widget_primary_text_color',
] as const satisfies readonly (keyof WidgetSettings)[];
export type WidgetColorKey = (typeof WIDGET_COLOR_KEYS)[number];

/** In the form, "no own text" is an empty field. */
export type WidgetValues = Omit<WidgetSettings, 'widget_continue_button_text'> & { widget_continue_button_text: string };

export function widgetValues(settings: WidgetSettings): WidgetValues {
  const current = widgetSettingsOf(settings);
  return { ...current, widget_continue_button_text: current.widget_continue_button_text ?? '' };
}

export function widgetSettingsFrom(values: WidgetValues): WidgetSettings {
  const text = values.widget_continue_button_text.trim();
  return { ...values, widget_continue_button_text: text === '' ? null : text };
}

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** SPEC §5: colours must be valid hex codes such as #ffffff. */
export function validateWidget(values: WidgetValues): FormErrors {
  const errors: FormErrors = {};
  for (const key of WIDGET_COLOR_KEYS) {
    if (!HEX.test(values[key])) errors[key] = t`Please enter a valid hex colour, such as #ffffff.`;
  }
  if (!Number.isInteger(values.widget_padding) || values.widget_padding < 0 || values.widget_padding > MAX_WIDGET_PADDING) {
    const max = MAX_WIDGET_PADDING;
    errors.widget_padding = t`Choose a whole number from 0 to ${max}.`;
  }
  return errors;
}

/** Text, button text and links (in the button colour) against what is behind them. */
export function hasLowContrast(values: WidgetValues): boolean {
  return [
    contrastRatio(values.widget_text_color, values.widget_background_color),
    contrastRatio(values.widget_primary_text_color, values.widget_primary_color),
    contrastRatio(values.widget_primary_color, values.widget_background_color),
  ].some((ratio) => ratio !== null && ratio < MIN_CONTRAST);
}
