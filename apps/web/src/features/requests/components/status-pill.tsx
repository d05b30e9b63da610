import type { RequestStatus } from '@messmate/shared/schemas/meal-request';
import { t } from '@/lib/i18n';
import { requestText } from '../messages';

const TONES: Record<RequestStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  delivered: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
};

/** A request's status, in words and colour. */
export function StatusPill({ status }: { status: RequestStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold capitalize ring-1 ${TONES[status]}`}
    >
      <span aria-hidden="true">{status === 'pending' ? '⏳' : '✅'}</span>
      {status === 'pending' ? t(requestText.pending) : t(requestText.delivered)}
    </span>
  );
}
