import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { t } from '@/lib/i18n';
import { bellText } from '../messages';

interface PanelFrameProps {
  id: string;
  onClose: () => void;
  /** Buttons beside the title, such as 'Mark all as read'. */
  actions?: ReactNode;
  loading?: boolean;
  children?: ReactNode;
  /** Below the list, always in view (the push opt-in). */
  footer?: ReactNode;
}

function LoadingRows() {
  return (
    <ul aria-label={t(bellText.loading)} className="divide-y divide-stone-100">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex gap-3 px-4 py-4">
          <span className="h-8 w-8 shrink-0 animate-pulse rounded-full bg-stone-200" />
          <span className="flex-1 space-y-2">
            <span className="block h-3.5 w-2/3 animate-pulse rounded bg-stone-200" />
            <span className="block h-3 w-full animate-pulse rounded bg-stone-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The bell's panel: a popover under the bell from md up, a full-width sheet below the top
 * bar on phones. Focus moves into it on open so screen readers announce it.
 */
export function PanelFrame({
  id,
  onClose,
  actions,
  loading = false,
  children,
  footer,
}: PanelFrameProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="fixed inset-x-0 top-16 z-50 flex h-[calc(100dvh-4rem)] flex-col border-t border-stone-200 bg-white shadow-2xl outline-none md:absolute md:inset-x-auto md:right-0 md:top-full md:mt-2 md:h-auto md:max-h-[min(34rem,calc(100dvh-6rem))] md:w-96 md:overflow-hidden md:rounded-2xl md:border"
    >
      <div className="flex items-center gap-2 border-b border-stone-100 px-4 py-3">
        <h2 id={`${id}-title`} className="text-base font-bold text-stone-900">
          {t(bellText.title)}
        </h2>
        <div className="ml-auto flex items-center gap-1">
          {actions}
          <button
            type="button"
            aria-label={t(bellText.close)}
            onClick={onClose}
            className="inline-flex h-9 w-9 items-center justify-center rounded-full text-stone-600 transition hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {loading ? <LoadingRows /> : children}
      </div>
      {footer}
    </div>
  );
}
