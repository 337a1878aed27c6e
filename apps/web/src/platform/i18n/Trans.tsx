import { Fragment, createElement } from 'react';
import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

/**
 * Lingui's `<Trans>` puts string values into the translated text and then reads that text for its
 * element tags (`<0>…</0>`, `<b/>`) and escape sequences (`\u003c`). A value that people typed (an
 * organizer's or a buyer's name, a title) would be read as markup: "Rock <3 Roll & <0>Friends</0>"
 * loses its words and logs an error. Such a value is handed over as a React node instead, which Lingui
 * puts in place of a placeholder after reading the text, so it shows exactly as typed.
 *
 * Values that cannot carry markup stay strings: the `select` of a message matches on them, and numbers
 * feed plurals. Every `<Trans>`, `<Plural>` and `<Select>` macro renders this component
 * (`runtimeConfigModule` in lingui.config.ts).
 */
const READ_AS_MARKUP = /[<\\]/;

export function asPlainValues(values: TransProps['values']): TransProps['values'] {
  if (!values) return values;
  let safe: TransProps['values'] | undefined;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string' || !READ_AS_MARKUP.test(value)) continue;
    safe ??= { ...values };
    safe[key] = createElement(Fragment, null, value);
  }
  return safe ?? values;
}

export function Trans(props: TransProps) {
  return createElement(LinguiTrans, { ...props, values: asPlainValues(props.values) });
}
