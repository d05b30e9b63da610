import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@messmate/shared';

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/** 'bn-BD;q=0.9' → { tag: 'bn', q: 0.9 }; a range of no language of ours (or '*') is null. */
function readRange(range: string): { language: Language; q: number } | null {
  const [tag = '', ...params] = range.split(';').map((part) => part.trim());
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  if (!isLanguage(primary)) return null;
  const weight = params.find((param) => /^q=/i.test(param));
  const q = weight === undefined ? 1 : Number(weight.slice(2));
  return Number.isFinite(q) && q > 0 && q <= 1 ? { language: primary, q } : null;
}

/**
 * The language of ours an Accept-Language header prefers (RFC 9110 q-values; the earlier range
 * wins a tie), else English: 'bn-BD;q=0.9, en;q=0.8' → 'bn'.
 */
export function preferredLanguage(header: string | undefined): Language {
  let best: { language: Language; q: number } | null = null;
  for (const range of (header ?? '').split(',')) {
    const read = readRange(range);
    if (read && (!best || read.q > best.q)) best = read;
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
