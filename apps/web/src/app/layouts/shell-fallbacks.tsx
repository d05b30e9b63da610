import { LogoMark } from '@/components/layout/logo';
import { layoutText } from '@/components/layout/messages';
import { PageSkeleton, Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';

function Wordmark() {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight text-stone-900">
        Mess<span className="text-brand-700">Mate</span>
      </span>
    </span>
  );
}

/**
 * The visitor frame while the first page's code arrives: the same header index.html paints
 * before any script, so the screen is never blank and nothing jumps when the page comes.
 */
export function MainShellFallback() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
          <Wordmark />
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
        <PageSkeleton label={t(layoutText.loadingApp)} />
      </main>
    </div>
  );
}

/** A dashboard's frame (sidebar, header) while its code arrives. */
export function DashboardShellFallback() {
  return (
    <div className="min-h-dvh bg-stone-50 lg:flex">
      <aside className="hidden w-72 shrink-0 space-y-4 border-r border-stone-200 bg-white p-5 lg:block lg:h-dvh">
        <Wordmark />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </aside>
      <header className="flex h-16 items-center border-b border-stone-200 bg-white px-4 lg:hidden">
        <Wordmark />
      </header>
      <main className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:px-12 lg:py-10">
        <PageSkeleton label={t(layoutText.loadingPage)} />
      </main>
    </div>
  );
}
