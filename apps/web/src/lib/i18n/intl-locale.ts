import { languageStore, localeFor } from './language-store';

/** The locale `Intl` formats with for the reader now (see `localeFor`). */
export function intlLocale(kind: 'date' | 'number' = 'date'): string {
  return localeFor(languageStore.get(), kind);
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** One formatter per locale and options, made on first use (a new one per call is slow in lists). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale('date');
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale('number');
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}
