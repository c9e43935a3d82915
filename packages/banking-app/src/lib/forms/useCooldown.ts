import { useEffect, useState } from 'react';

function secondsLeft(since: number | undefined, seconds: number): number {
  return since ? Math.max(0, Math.ceil((since + seconds * 1000 - Date.now()) / 1000)) : 0;
}

/**
 * Seconds left until `since + seconds`, ticking once a second; 0 when over (or never started).
 *
 * The value is derived during render rather than kept in state, so the render that sets a new
 * `since` already shows the new cool-down: there is no frame where a just-sent code looks
 * resendable.
 */
export function useCooldown(since: number | undefined, seconds: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!since) return;
    const timer = window.setInterval(() => {
      setTick((tick) => tick + 1);
      if (secondsLeft(since, seconds) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [since, seconds]);
  return secondsLeft(since, seconds);
}
