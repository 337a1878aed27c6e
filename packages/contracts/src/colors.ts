/**
 * WCAG 2 contrast of the colours organizers choose (homepage, widget). One module for the
 * designer's warnings, its preview and the public pages, so they never disagree about
 * what is readable. Colours are hex codes (#rgb or #rrggbb); anything else is "not a
 * colour yet" (null), as while it is being typed.
 */

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] | null {
  if (!HEX.test(hex)) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance (WCAG 2.x), 0 for black to 1 for white. */
export function relativeLuminance(hex: string): number | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, or null while either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whether text in `foreground` on `background` meets AA; a colour still being typed passes. */
export function meetsContrast(foreground: string, background: string, minimum = MIN_CONTRAST): boolean {
  const ratio = contrastRatio(foreground, background);
  return ratio === null || ratio >= minimum;
}

/**
 * The colour to draw text in on `background`: the preferred colour when it is readable
 * there, otherwise black or white, whichever contrasts more (one of them always reaches 4.5:1).
 */
export function readableTextColor(preferred: string, background: string): string {
  if (contrastRatio(preferred, background) !== null && meetsContrast(preferred, background)) return preferred;
  const onBlack = contrastRatio('#000000', background);
  const onWhite = contrastRatio('#ffffff', background);
  if (onBlack === null || onWhite === null) return preferred;
  return onBlack >= onWhite ? '#000000' : '#ffffff';
}

export interface HomepageColors {
  homepage_background_color: string;
  homepage_content_background_color: string;
  homepage_secondary_color: string;
  homepage_text_color: string;
  homepage_button_color: string;
  homepage_button_text_color: string;
  homepage_link_color: string;
}

/** Text the public event page draws in the organizer's own colours, each against what is behind it. */
export type HomepageTextPair = 'text' | 'links' | 'button_text' | 'secondary';

const PAIRS: Record<HomepageTextPair, [keyof HomepageColors, keyof HomepageColors]> = {
  text: ['homepage_text_color', 'homepage_content_background_color'],
  links: ['homepage_link_color', 'homepage_content_background_color'],
  button_text: ['homepage_button_text_color', 'homepage_button_color'],
  secondary: ['homepage_secondary_color', 'homepage_content_background_color'],
};

/** The chosen colour pairs whose text fails AA, in a fixed order; empty when all are readable. */
export function homepageContrastIssues(colors: HomepageColors): HomepageTextPair[] {
  return (Object.keys(PAIRS) as HomepageTextPair[]).filter((pair) => {
    const [foreground, background] = PAIRS[pair];
    return !meetsContrast(colors[foreground], colors[background]);
  });
}

/**
 * Text drawn straight on the page background (the "Powered by" footer, links back to the
 * event): the text colour when readable there, else black or white. The content surface
 * has its own background, so the text colour chosen for it can vanish on the page's.
 */
export function homepagePageTextColor(colors: Pick<HomepageColors, 'homepage_text_color' | 'homepage_background_color'>): string {
  return readableTextColor(colors.homepage_text_color, colors.homepage_background_color);
}
