import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '@/features/account';
import { AccountLanguage } from './language/account-language';
import { LanguageRoot } from './language/language-root';
import { queryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AccountLanguage />
        <LanguageRoot>{children}</LanguageRoot>
      </AuthProvider>
      <Toaster
        position="top-center"
        gutter={8}
        toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }}
      />
    </QueryClientProvider>
  );
}
