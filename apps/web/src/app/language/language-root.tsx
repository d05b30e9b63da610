import { Fragment, type ReactNode } from 'react';
import { useLanguage } from '@/lib/i18n';

/**
 * Draws the app again, whole, when the reader changes language or digits: every text and date is
 * worded at render time, and a language switch is rare enough that losing a half-typed form is fine.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const { language, bengaliDigits } = useLanguage();
  return <Fragment key={`${language}-${bengaliDigits}`}>{children}</Fragment>;
}
