import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@messmate/shared/constants';
import { i18n } from './translate';
import { loadCatalogue } from './load-catalogue';

const LANGUAGE_KEY = 'messmate.language';
const DIGITS_KEY = 'messmate.bengali-digits';

export interface LanguageState {
  language: Language;
  /** Bangla with Bengali digits (০১২) instead of 0-9: a reader's choice, never forced. */
  bengaliDigits: boolean;
  /** Whether the reader chose the language here; until then it follows the browser. */
  chosen: boolean;
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function stored(key: string): string | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // A private window may refuse storage: the choice then lasts for this visit.
  }
}

/** The first of our languages the browser lists, else English. */
function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function initialState(): LanguageState {
  const saved = stored(LANGUAGE_KEY);
  return {
    language: isLanguage(saved) ? saved : browserLanguage(),
    bengaliDigits: stored(DIGITS_KEY) === 'true',
    chosen: isLanguage(saved),
  };
}

let state: LanguageState = initialState();
const listeners = new Set<() => void>();
const choiceListeners = new Set<(language: Language) => void>();

function markPage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function publish(next: LanguageState): void {
  state = next;
  markPage(next.language);
  for (const listener of listeners) listener();
}

/**
 * The locale `Intl` formats with. English keeps the formats the product always had (en-GB dates,
 * en-US numbers); Bangla is bn-BD, with Latin digits unless the reader chose Bengali ones.
 */
export function localeFor(
  { language, bengaliDigits }: Pick<LanguageState, 'language' | 'bengaliDigits'>,
  kind: 'date' | 'number',
): string {
  if (language === 'bn') return bengaliDigits ? 'bn-BD' : 'bn-BD-u-nu-latn';
  return kind === 'date' ? 'en-GB' : 'en-US';
}

async function activate(language: Language, bengaliDigits: boolean): Promise<void> {
  if (language !== DEFAULT_LANGUAGE) i18n.load(language, await loadCatalogue(language));
  // Lingui formats a plural's # and {n, number} with these locales: the reader's digits, not bn's default.
  i18n.activate(language, [localeFor({ language, bengaliDigits }, 'number')]);
}

export const languageStore = {
  get: (): LanguageState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called before the first render: a Bangla reader's page is never drawn in English first. */
  async start(): Promise<void> {
    await activate(state.language, state.bengaliDigits);
    markPage(state.language);
  },
  /** The reader picks a language: kept in the browser and told to whoever keeps it in the account. */
  async choose(language: Language): Promise<void> {
    await activate(language, state.bengaliDigits);
    store(LANGUAGE_KEY, language);
    publish({ ...state, language, chosen: true });
    for (const listener of choiceListeners) listener(language);
  },
  /** The account's language, after sign-in: taken without telling the account back. */
  async adopt(language: Language): Promise<void> {
    if (language === state.language && state.chosen) return;
    await activate(language, state.bengaliDigits);
    store(LANGUAGE_KEY, language);
    publish({ ...state, language, chosen: true });
  },
  async setBengaliDigits(on: boolean): Promise<void> {
    await activate(state.language, on);
    store(DIGITS_KEY, String(on));
    publish({ ...state, bengaliDigits: on });
  },
  onChoice(listener: (language: Language) => void): () => void {
    choiceListeners.add(listener);
    return () => choiceListeners.delete(listener);
  },
};
