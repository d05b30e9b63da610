import { numberFormat } from '@/lib/i18n';

/**
 * A table cell's text as the reader reads numbers: Bengali digits when they chose them. The cells
 * keep plain digits (the CSV holds the same text, for spreadsheets); only what is shown changes.
 */
export function shownDigits(text: string): string {
  const format = numberFormat({ useGrouping: false });
  if (format.format(0) === '0') return text;
  return text.replace(/[0-9]/g, (digit) => format.format(Number(digit)));
}
