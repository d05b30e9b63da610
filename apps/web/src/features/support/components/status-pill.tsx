import type { SupportStatus } from '@messmate/shared/schemas/support-limits';
import { statusLabel } from '../lib/labels';

const TONES: Record<SupportStatus, string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-300',
  answered: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  closed: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** A thread's status in words and colour. */
export function ThreadStatusPill({ status }: { status: SupportStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${TONES[status]}`}
    >
      {statusLabel(status)}
    </span>
  );
}
