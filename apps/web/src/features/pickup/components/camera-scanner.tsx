import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { t } from '@/lib/i18n';
import { counterText } from '../counter/messages';
import { makeFrameReader } from '../lib/frame-reader';
import { unlockSound } from '../lib/success-signal';

const SCAN_EVERY_MS = 150;

type CameraState = 'off' | 'starting' | 'on' | 'failed';

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return t(counterText.cameraBlocked);
  if (name === 'NotFoundError') return t(counterText.noCamera);
  return t(counterText.cameraFailed);
}

/** The camera's picture, read for QR codes several times a second while not paused. */
export function CameraScanner({
  paused,
  onCode,
}: {
  paused: boolean;
  onCode: (text: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const latest = useRef({ paused, onCode });
  useEffect(() => {
    latest.current = { paused, onCode };
  });
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState('');

  async function start() {
    unlockSound();
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play();
      }
      setState('on');
    } catch (error) {
      setProblem(cameraProblem(error));
      setState('failed');
    }
  }

  useEffect(() => {
    if (state !== 'on') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void makeFrameReader().then((read) => {
      const tick = async () => {
        if (stopped) return;
        const element = video.current;
        if (element && !latest.current.paused) {
          const text = await read(element).catch(() => null);
          if (text && !stopped) latest.current.onCode(text);
        }
        timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [state]);

  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  return (
    <div className="overflow-hidden rounded-2xl bg-stone-900">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t(counterText.cameraView)}
        className={state === 'on' ? 'aspect-[4/3] max-h-[45vh] w-full object-cover' : 'hidden'}
      />
      {state === 'on' ? null : (
        <div className="flex aspect-[4/3] max-h-[45vh] w-full flex-col items-center justify-center gap-3 p-4 text-center">
          {state === 'failed' ? (
            <p role="alert" className="font-medium text-white">
              {problem}
            </p>
          ) : null}
          <button
            type="button"
            onClick={() => void start()}
            disabled={state === 'starting'}
            className={buttonClass('light', 'lg')}
          >
            {state === 'starting' ? t(counterText.startingCamera) : t(counterText.startCamera)}
          </button>
        </div>
      )}
    </div>
  );
}
