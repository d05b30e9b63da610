import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: a part below the fold can
 * wait for it, so the page's first paint (and its largest image) does not wait for that part's
 * code and rendering.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // A frame is painted after its animation-frame callbacks: a task queued from one runs after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
