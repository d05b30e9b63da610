import { useEffect } from 'react';
import { useAuth, useUpdateProfile } from '@/features/account';
import { languageStore } from '@/lib/i18n';

/**
 * Keeps the language in the account of whoever is signed in (DESIGN.md, Languages): on sign-in the
 * account's choice wins, or the browser's choice is saved to an account that has none; a choice
 * made while signed in is saved at once, so the server words its messages in it.
 */
export function AccountLanguage() {
  const { user } = useAuth();
  const { mutate: saveLanguage } = useUpdateProfile();
  const userId = user?._id;
  const accountLanguage = user?.language;
  useEffect(() => {
    if (!userId) return;
    const local = languageStore.get();
    if (accountLanguage) void languageStore.adopt(accountLanguage);
    else if (local.chosen) saveLanguage({ language: local.language });
  }, [userId, accountLanguage, saveLanguage]);

  useEffect(() => {
    if (!userId) return;
    return languageStore.onChoice((language) => saveLanguage({ language }));
  }, [userId, saveLanguage]);

  return null;
}
