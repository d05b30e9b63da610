import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import { layoutText } from '@/components/layout/messages';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { PageSkeleton } from '@/components/ui/skeleton';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { NotificationBell } from '@/features/notifications';
import { t } from '@/lib/i18n';
import { dashboardText } from './messages';
import { SidebarAccount } from './sidebar-account';
import { SidebarNav, type SidebarLink } from './sidebar-nav';

interface DashboardShellProps {
  title: string;
  links: readonly SidebarLink[];
}

/** A dashboard's frame: the sidebar on wide screens, a drawer behind a menu button on phones. */
export function DashboardShell({ title, links }: DashboardShellProps) {
  const location = useLocation();
  // The drawer belongs to the page it was opened on: any navigation closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const drawerOpen = openOnKey === location.key;
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = () => setOpenOnKey(null);

  useEffect(() => {
    if (!drawerOpen) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOnKey(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  const sidebar = (onNavigate?: () => void) => (
    <div className="flex h-full flex-col gap-6 p-5">
      <div>
        <Logo />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-bold uppercase tracking-widest text-brand-700">{title}</p>
          <LanguageSwitch />
        </div>
      </div>
      <SidebarNav label={title} links={links} onNavigate={onNavigate} />
      <SidebarAccount />
    </div>
  );

  return (
    <div className="min-h-dvh bg-stone-50 lg:flex print:bg-white">
      <aside className="hidden print:hidden w-72 shrink-0 border-r border-stone-200 bg-white lg:sticky lg:top-0 lg:block lg:h-dvh">
        {sidebar()}
      </aside>

      <header className="sticky top-0 z-30 flex h-16 print:hidden items-center gap-3 border-b border-stone-200 bg-white/95 px-4 backdrop-blur lg:hidden">
        <button
          type="button"
          aria-label={t(dashboardText.openMenu)}
          aria-expanded={drawerOpen}
          aria-controls="dashboard-drawer"
          onClick={() => setOpenOnKey(location.key)}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <MenuIcon className="h-6 w-6" />
        </button>
        <Logo />
        <div className="ml-auto">
          <NotificationBell />
        </div>
      </header>

      {drawerOpen ? (
        <div className="fixed inset-0 z-50 lg:hidden">
          <div aria-hidden="true" className="absolute inset-0 bg-stone-900/50" onClick={close} />
          <div
            id="dashboard-drawer"
            role="dialog"
            aria-modal="true"
            aria-label={t(dashboardText.menuOf, { title })}
            className="absolute inset-y-0 left-0 w-80 max-w-[85vw] overflow-y-auto bg-white shadow-2xl"
          >
            <button
              ref={closeButton}
              type="button"
              aria-label={t(dashboardText.closeMenu)}
              onClick={close}
              className="absolute right-3 top-4 inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
            {sidebar(close)}
          </div>
        </div>
      ) : null}

      <main
        id="main"
        className="min-w-0 flex-1 print:p-0 px-4 py-8 sm:px-8 lg:px-8 lg:py-6 xl:px-12"
      >
        <div className="mb-4 hidden justify-end lg:flex print:hidden">
          <NotificationBell />
        </div>
        <OfflineBanner className="[&>p]:mb-4" />
        <Suspense fallback={<PageSkeleton label={t(layoutText.loadingPage)} />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
