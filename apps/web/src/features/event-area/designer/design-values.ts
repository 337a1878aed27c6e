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
  const values = { homepage_padding: settings.homepage_padding, homepage_background_type: settings.homepage_background_type } as DesignValues;
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

function channels(hex: string): [number, number, number] | null {
  if (!HEX.test(hex)) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255) as [number, number, number];
}

function luminance(hex: string): number | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two hex colours, or null while either is being typed. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;
