import { t } from '@/lib/i18n';
import { uiText } from './messages';

/** A message from the server, shown in place of content that could not load. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-6 text-center text-red-900 sm:flex-row sm:text-left"
    >
      <span aria-hidden="true" className="text-2xl">
        ⚠️
      </span>
      <p className="flex-1 font-medium">{message}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full border border-red-300 bg-white px-4 py-1.5 text-sm font-semibold text-red-900 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          {t(uiText.tryAgain)}
        </button>
      ) : null}
    </div>
  );
}
