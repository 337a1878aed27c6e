import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

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

const systemFont =
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
  cursorType: 'pointer',
  components: {
    Anchor: { defaultProps: { underline: 'hover' } },
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

/** Mantine's default dimmed and error colours fall below 4.5:1 contrast; these pass axe in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
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
