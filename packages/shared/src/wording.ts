import type { Language } from './constants';
import type { MessageCatalogue } from './messages-bn';

/** One message the server writes, in every language it writes: a site without Bangla does not compile. */
export type Wording = Readonly<Record<Language, string>>;

/** A catalogue whose entries give every language at once: texts become wordings, functions return them. */
export type Bilingual<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => Wording
    : Wording;
};

type Entry = string | ((...args: never[]) => string);

/** An English catalogue and its Bangla twin (typed key for key) read as one. */
export function bilingual<T extends Record<string, unknown>>(
  en: T,
  bn: MessageCatalogue<T>,
): Bilingual<T> {
  const both: Record<string, unknown> = {};
  for (const key of Object.keys(en)) {
    const english = en[key] as Entry;
    const bangla = (bn as Record<string, Entry>)[key] as Entry;
    both[key] =
      typeof english === 'function' && typeof bangla === 'function'
        ? (...args: never[]) => ({ en: english(...args), bn: bangla(...args) })
        : { en: english, bn: bangla };
  }
  return both as Bilingual<T>;
}
