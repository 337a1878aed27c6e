import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { LOCALE_LANG_TAGS, type Locale } from '../../../platform/i18n/locales';

/** How many minor units make a major one: 2 for EUR and USD, 0 for JPY, 3 for KWD. */
export function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The decimal mark of a language: "." in English, "," in German. */
export function decimalSeparator(tag: string): string {
  return new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

export function toMajorUnits(amount: number, currency: string): number {
  return amount / 10 ** fractionDigits(currency);
}

export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** fractionDigits(currency));
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

export interface Formatters {
  /** BCP 47 tag of the interface language. */
  tag: string;
  money(amount: number, currency: string): string;
  /** A moment in the event's time zone, with the zone's name. */
  dateTime(iso: string, timeZone: string): string;
  /** Start to end in the event's time zone; a same-day range names the day once. */
  dateRange(startIso: string, endIso: string | null, timeZone: string): string;
  date(iso: string, timeZone: string): string;
}

function safeZone(timeZone: string): string | undefined {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The server (Node) and the browser carry different releases of the Unicode locale data, which space
 * dates and amounts with different characters: a narrow or thin space in one, a plain one in the other.
 * The event page is drawn by both and must read the same, so spacing is made one: plain spaces in dates,
 * one no-break space inside amounts (which must not wrap).
 */
const dateSpacing = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');
const moneySpacing = (text: string) => text.replace(/[\u202f ]/g, '\u00a0');

export function createFormatters(locale: string): Formatters {
  const tag = LOCALE_LANG_TAGS[locale as Locale] ?? locale;
  const withZone = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { ...options, timeZone: safeZone(timeZone) });
  return {
    tag,
    money: (amount, currency) => {
      const digits = fractionDigits(currency);
      return moneySpacing(
        new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
          amount / 10 ** digits,
        ),
      );
    },
    dateTime: (iso, timeZone) => dateSpacing(withZone(timeZone, { ...DATE_TIME, timeZoneName: 'short' }).format(new Date(iso))),
    dateRange: (startIso, endIso, timeZone) => {
      const format = withZone(timeZone, { ...DATE_TIME, timeZoneName: 'short' });
      const start = new Date(startIso);
      return dateSpacing(endIso ? format.formatRange(start, new Date(endIso)) : format.format(start));
    },
    date: (iso, timeZone) => dateSpacing(withZone(timeZone, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso))),
  };
}

/** Money and dates in the interface language; re-created when the language changes. */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  return useMemo(() => createFormatters(i18n.locale), [i18n.locale]);
}
