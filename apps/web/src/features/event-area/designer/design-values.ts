import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import type { EventSettings } from '@stagedoor/contracts';

export const COLOR_KEYS = [
  'homepage_background_color',
  'homepage_content_background_color',
  'homepage_primary_color',
  'homepage_secondary_color',
  'homepage_text_color',
  'homepage_button_color',
  'homepage_button_text_color',
  'homepage_link_color',
] as const satisfies readonly (keyof EventSettings)[];
export type ColorKey = (typeof COLOR_KEYS)[number];

export type DesignValues = Pick<EventSettings, ColorKey | 'homepage_padding' | 'homepage_background_type'>;

export const MAX_PADDING = 160;

export function designValues(settings: EventSettings): DesignValues {
  const values = {
    homepage_padding: settings.homepage_padding,
    homepage_background_type: settings.homepage_background_type,
  } as DesignValues;
  for (const key of COLOR_KEYS) values[key] = settings[key];
  return values;
}

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** SPEC §5: colours must be valid hex codes such as #ffffff. */
export function validateDesign(values: DesignValues): FormErrors {
  const errors: FormErrors = {};
  for (const key of COLOR_KEYS) {
    if (!HEX.test(values[key])) errors[key] = t`Please enter a valid hex colour, such as #ffffff.`;
  }
  return errors;
}

/** Contrast lives in one shared module (contracts `colors.ts`), also used by the widget settings. */
export { contrastRatio, MIN_CONTRAST } from '@stagedoor/contracts';
