import { useEffect, useState } from 'react';

/** Seconds left until `since + seconds`, ticking once a second; 0 when over (or never started). */
export function useCooldown(since: number | undefined, seconds: number): number {
  const left = () => (since ? Math.max(0, Math.ceil((since + seconds * 1000 - Date.now()) / 1000)) : 0);
  const [value, setValue] = useState(left);
  useEffect(() => {
    setValue(left());
    if (!since) return;
    const timer = window.setInterval(() => {
      const next = left();
      setValue(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [since, seconds]);
  return value;
}
