import toast from 'react-hot-toast';
import { failureText } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useCutoffReminder } from '../../api/get-cutoff-reminder';
import { usePushState } from '../../api/get-push-state';
import { useSetCutoffReminder } from '../../api/set-cutoff-reminder';
import { reminderText } from './messages';

/**
 * 'Remind me before the cut-off' in the bell's footer, for residents: kept on the server, so it
 * holds on every device; the reminder itself is a push, so it says when this device gets none.
 */
export function ReminderSwitch() {
  const reminder = useCutoffReminder();
  const pushState = usePushState();
  const change = useSetCutoffReminder();
  if (!reminder.data) return null;
  const on =
    change.isPending && change.variables !== undefined ? change.variables : reminder.data.on;

  const toggle = () =>
    change.mutate(!on, {
      onError: (error) => void toast.error(failureText(error, t(reminderText.failed))),
    });

  return (
    <div className="flex items-start gap-3 border-t border-stone-100 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p id="cutoff-reminder-label" className="text-sm font-semibold text-stone-900">
          {t(reminderText.label)}
        </p>
        <p id="cutoff-reminder-hint" className="text-sm text-stone-600">
          {on && pushState.data === 'off' ? t(reminderText.needsPush) : t(reminderText.hint)}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="cutoff-reminder-label"
        aria-describedby="cutoff-reminder-hint"
        disabled={change.isPending}
        onClick={toggle}
        className="mt-0.5 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span
          aria-hidden="true"
          className={`relative h-7 w-12 rounded-full transition ${on ? 'bg-emerald-600' : 'bg-stone-400'}`}
        >
          <span
            className={`absolute top-1 h-5 w-5 rounded-full bg-white shadow transition-all ${on ? 'left-6' : 'left-1'}`}
          />
        </span>
      </button>
    </div>
  );
}
