import { normalizePickupCode } from '@messmate/shared/pickup-code-format';
import { useRef, useState } from 'react';
import { useCommunityClock } from '@/features/mess-board';
import { t } from '@/lib/i18n';
import { useCollectCode } from '../api/collect-code';
import { useLookUpCode } from '../api/look-up-code';
import { counterText } from '../counter/messages';
import { refusalText } from '../counter/refusal-text';
import { signalRefusal, signalSuccess, unlockSound } from '../lib/success-signal';
import { CameraScanner } from './camera-scanner';
import { CodeEntry } from './code-entry';
import { CounterResult, type CounterView } from './counter-result';

/** The same code still in front of the camera after it was handled is not looked up again. */
const SAME_CODE_QUIET_MS = 5_000;

/** The kitchen's counter: scan or type a code, see who it is, serve with one tap. */
export function Counter() {
  const communityClock = useCommunityClock();
  const alreadyCollectedText = (at: string) =>
    t(counterText.alreadyCollectedAt, { time: communityClock(at) });
  const lookUp = useLookUpCode();
  const collect = useCollectCode();
  const [current, setCurrent] = useState<{ code: string; view: CounterView } | null>(null);
  const handled = useRef({ code: '', at: 0 });
  const waitingForServe = current?.view.state === 'found' || current?.view.state === 'serving';
  const busy = current?.view.state === 'looking' || waitingForServe;

  function show(code: string, view: CounterView) {
    setCurrent({ code, view });
  }

  function onCode(text: string) {
    const code = normalizePickupCode(text);
    if (busy || current?.code === code) return;
    const recent = handled.current;
    if (recent.code === code && Date.now() - recent.at < SAME_CODE_QUIET_MS) return;
    show(code, { state: 'looking' });
    lookUp.mutate(code, {
      onSuccess: (lookup) => {
        if (lookup.collectedAt) {
          signalRefusal();
          show(code, {
            state: 'refused',
            lookup,
            message: alreadyCollectedText(lookup.collectedAt),
          });
        } else show(code, { state: 'found', lookup });
      },
      onError: (error) => {
        signalRefusal();
        show(code, {
          state: 'refused',
          message: refusalText(error, counterText.lookUpFailed),
        });
      },
    });
  }

  function serve() {
    if (current?.view.state !== 'found') return;
    const { code, view } = current;
    unlockSound();
    show(code, { state: 'serving', lookup: view.lookup });
    collect.mutate(code, {
      onSuccess: (lookup) => {
        signalSuccess();
        handled.current = { code, at: Date.now() };
        show(code, { state: 'served', lookup });
      },
      onError: (error) => {
        signalRefusal();
        const message = refusalText(error, counterText.serveFailed);
        show(code, { state: 'refused', lookup: view.lookup, message });
      },
    });
  }

  function next() {
    if (current) handled.current = { code: current.code, at: Date.now() };
    setCurrent(null);
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <div className="space-y-4">
        <CameraScanner paused={busy} onCode={onCode} />
        <CodeEntry onCode={onCode} busy={busy} />
      </div>
      <section aria-label={t(counterText.resultLabel)} aria-live="polite">
        {current ? (
          <CounterResult view={current.view} onServe={serve} onNext={next} />
        ) : (
          <p className="rounded-2xl border-2 border-dashed border-stone-300 p-6 text-center text-lg text-stone-700">
            {t(counterText.waiting)}
          </p>
        )}
      </section>
    </div>
  );
}
