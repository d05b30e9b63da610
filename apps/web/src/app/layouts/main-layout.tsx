import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { layoutText } from '@/components/layout/messages';
import { PageLoader } from '@/components/ui/page-loader';
import { t } from '@/lib/i18n';
import { TopBar } from './top-bar';

/** The frame of every visitor page: skip link, sticky top bar, the page, and the footer. */
export function MainLayout() {
  const navigation = useNavigation();
  const loadingPage = navigation.state === 'loading';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        {t(layoutText.skipToContent)}
      </a>
      <TopBar />
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-brand-600 transition-transform duration-500 ${loadingPage ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <OfflineBanner className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 [&>p]:mt-3" />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoader label={t(layoutText.loadingPage)} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
