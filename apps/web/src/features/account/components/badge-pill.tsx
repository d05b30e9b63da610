import type { Badge } from '@messmate/shared/constants';
import { t } from '@/lib/i18n';
import { accountText } from '../messages';

const TONES: Record<Badge, string> = {
  Bronze: 'bg-amber-100 text-amber-900 ring-amber-300',
  Silver: 'bg-slate-100 text-slate-800 ring-slate-300',
  Gold: 'bg-yellow-100 text-yellow-900 ring-yellow-400',
  Platinum: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
};

/** The membership badge as a pill, or 'No Badge'. */
export function BadgePill({ badge }: { badge: Badge | null | undefined }) {
  if (!badge) {
    return (
      <span className="inline-flex rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-600 ring-1 ring-stone-300">
        {t(accountText.noBadge)}
      </span>
    );
  }
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ring-1 ${TONES[badge]}`}
    >
      <span aria-hidden="true">🏅</span>
      {badge}
      <span className="sr-only">{t(accountText.badgeWord)}</span>
    </span>
  );
}
