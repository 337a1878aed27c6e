import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { changeLocale } from '../../../platform/i18n/i18n';
import { LOCALE_LANG_TAGS, LOCALE_NATIVE_NAMES, LOCALES, type Locale } from '../../../platform/i18n/locales';
import classes from './LanguagePicker.module.css';

/**
 * The buyer pages' language choice: a plain select (no menu system), each language under its own name.
 * The choice is kept in the `locale` cookie, which the server reads for the pages and emails it sends.
 */
export function LanguagePicker() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [pending, setPending] = useState(false);
  const active = i18n.locale as Locale;

  return (
    <span className={classes.picker}>
      <label htmlFor={id} className={classes.label}>
        {t`Language`}
      </label>
      <select
        id={id}
        className={classes.select}
        value={active}
        disabled={pending}
        onChange={(event) => {
          const locale = event.currentTarget.value as Locale;
          setPending(true);
          void changeLocale(locale).finally(() => setPending(false));
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={LOCALE_LANG_TAGS[locale]}>
            {LOCALE_NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
