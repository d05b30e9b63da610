import type { MenuSitting } from '@messmate/shared/schemas/menu';
import { useAuth } from '@/features/account';
import { t } from '@/lib/i18n';
import { cutoffText } from '../lib/community-time';
import { boardText } from '../messages';
import { EatingSwitch } from './eating-switch';

interface SittingChoiceProps {
  date: string;
  sitting: MenuSitting;
  timeZone: string;
  /** The time now: a sitting whose cut-off has passed is shown locked before the server says so. */
  now: number;
}

/**
 * A resident's on/off for one sitting: the switch while it is open, and once it is locked the
 * time it locked at with what they chose. A visitor or an admin sees the cut-off only.
 */
export function SittingChoice({ date, sitting, timeZone, now }: SittingChoiceProps) {
  // The board counts residents: an admin reads the menu without a switch of their own.
  const { role } = useAuth();
  const eating = role === 'admin' ? undefined : sitting.eating;
  const cutoff = cutoffText(date, sitting.cutoffAt, timeZone);
  const locked = sitting.locked || now >= Date.parse(sitting.cutoffAt);
  if (locked) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 font-semibold text-stone-800">
          <span aria-hidden="true">🔒</span>
          {t(boardText.lockedAt, { time: cutoff })}
        </span>
        {eating === undefined ? null : (
          <span className={eating ? 'font-semibold text-emerald-800' : 'text-stone-700'}>
            {eating ? t(boardText.youEat) : t(boardText.youSkip)}
          </span>
        )}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {eating === undefined ? null : (
        <EatingSwitch date={date} sitting={sitting.sitting} eating={eating} />
      )}
      <span className="text-sm text-stone-700">{t(boardText.cutoffAt, { time: cutoff })}</span>
    </div>
  );
}
