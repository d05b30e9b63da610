import { useSyncExternalStore } from 'react';
import { languageStore, type LanguageState } from './language-store';

/** The reader's language and digits; a change re-renders the caller. */
export function useLanguage(): LanguageState {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get);
}
