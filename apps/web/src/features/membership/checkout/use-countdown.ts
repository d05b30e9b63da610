import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left until `ms` have passed, ticking each second while `running`; `onDone`
 * runs once at zero.
 */
export function useCountdown(ms: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(Math.ceil(ms / 1000));
  // The latest onDone, so a new function on each render does not restart the count.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + ms;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [ms, running]);
  return left;
}
