import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { failureText } from '@/lib/api-client';
import { messages, t } from '@/lib/i18n';
import { usePushState } from '../api/get-push-state';
import { useTurnPushOff } from '../api/turn-push-off';
import { useTurnPushOn } from '../api/turn-push-on';
import { panelText } from '../panel/messages';

/** The bell's footer: opt this device in to pushes, or out again. */
export function PushOptIn() {
  const state = usePushState();
  const on = useTurnPushOn();
  const off = useTurnPushOff();
  const busy = on.isPending || off.isPending;

  if (!state.data) return null;
  const shared = messages();
  if (state.data === 'unsupported' || state.data === 'blocked') {
    return (
      <p className="border-t border-stone-100 px-4 py-3 text-sm text-stone-600">
        {state.data === 'blocked' ? shared.pushBlocked : shared.pushUnsupported}
      </p>
    );
  }
  const enabled = state.data === 'on';
  const change = () =>
    (enabled ? off : on).mutate(undefined, {
      onError: (error) => void toast.error(failureText(error, shared.pushFailed)),
    });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-stone-100 px-4 py-3">
      <p className="min-w-0 flex-1 basis-48 text-sm text-stone-700">
        {enabled ? shared.pushOn : t(panelText.pushWhat)}
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={change}
        className={buttonClass(enabled ? 'secondary' : 'primary', 'sm')}
      >
        {enabled ? shared.pushTurnOff : shared.pushTurnOn}
      </button>
    </div>
  );
}
