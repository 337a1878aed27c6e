import { createTheme, localStorageColorSchemeManager, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import layout from './components.module.css';

/** A deep, calm teal: white text on shades 6 and up passes WCAG AA. */
const teal: MantineColorsTuple = [
  '#e7f5f3',
  '#cdeae6',
  '#9dd5ce',
  '#69bfb4',
  '#40ab9f',
  '#23988c',
  '#0c7b71',
  '#0a6b62',
  '#085a53',
  '#054640',
];

/** Warm accent for highlights on the landing page and the logo's door knob. */
const marigold: MantineColorsTuple = [
  '#fff8e6',
  '#fdefcc',
  '#fbde9a',
  '#f6c453',
  '#f2b533',
  '#e9a21a',
  '#c9850d',
  '#a36b0a',
  '#7d5208',
  '#5a3b05',
];

export const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 6, dark: 7 },
  colors: { teal, marigold },
  fontFamily: systemFont,
  headings: {
    fontFamily: systemFont,
    fontWeight: '700',
    textWrap: 'balance',
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  autoContrast: true,
  cursorType: 'pointer',
  components: {
    // Links inside text are told apart by more than colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // Labels, badges and table text wrap rather than being cut short (components.module.css).
    Badge: { classNames: { root: layout.badgeRoot, label: layout.badgeLabel } },
    Button: { defaultProps: { fw: 600 }, classNames: { root: layout.buttonRoot, inner: layout.buttonInner, label: layout.buttonLabel } },
    Table: { classNames: { table: layout.table, td: layout.tableCell, th: layout.tableHeader } },
    // The placeholder element Mantine puts in menus has a role that menus may not contain (axe aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A modal's `<header>` would count as a second page banner (axe landmark-no-duplicate-banner); the dialog names itself.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

/** Text colour of the `light` variant (alerts, badges, light buttons) in the light scheme, at least 4.5:1. */
const lightVariantText: Record<string, string> = {
  red: '#c92a2a',
  orange: '#a84300',
  yellow: '#7a5800',
  teal: '#0a6b62',
  blue: '#1864ab',
  green: '#237032',
  gray: '#495057',
  grape: '#862e9c',
  marigold: '#7d5208',
};

/** Mantine's default dimmed, error and light-variant colours fall below 4.5:1; these pass axe in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(lightVariantText).flatMap(([color, value]) => [
        [`--mantine-color-${color}-light-color`, value],
        // The hover tint stays light enough for the text above to keep 4.5:1.
        [`--mantine-color-${color}-light-hover`, `color-mix(in srgb, ${value} 14%, white)`],
      ]),
    ),
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-teal-7)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-teal-3)',
  },
});

/** SPEC §9: the colour scheme lives in local storage, light by default. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'stagedoor-color-scheme' });
