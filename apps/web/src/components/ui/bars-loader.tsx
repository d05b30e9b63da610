import { t } from '@/lib/i18n';
import { uiText } from './messages';

/** The animated-bars loading indicator; announces `label` to screen readers. */
export function BarsLoader({ label = t(uiText.loadingMeals) }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-12">
      <div className="flex h-10 items-end gap-1.5" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className="h-full w-2 origin-bottom animate-bar rounded-full bg-brand-600"
            style={{ animationDelay: `${bar * 120}ms` }}
          />
        ))}
      </div>
      <span className="sr-only">{label}</span>
    </div>
  );
}
