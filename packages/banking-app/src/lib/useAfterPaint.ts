// Whether a frame has been painted since `ready` first became true: false until then, true from a
// render started after the browser's next paint (an animation frame, then a task, as a
// transition). A page draws what is seen first, and what lies below the fold a frame later: two
// smaller pieces of main-thread work (React's commit, then style and layout) instead of one long
// one, so a phone answers a tap sooner while the page builds.
import { startTransition, useEffect, useState } from 'react';

export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted || !ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted, ready]);
  return painted;
}
