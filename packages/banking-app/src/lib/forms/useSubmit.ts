// One request per submit, however fast the clicks: a ref (set before React re-renders) guards
// the work, and `loading` drives the Button's spinner and aria-busy.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useSubmit() {
  const busy = useRef(false);
  const mounted = useRef(true);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (work: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      await work();
    } finally {
      busy.current = false;
      if (mounted.current) setLoading(false);
    }
  }, []);

  return { loading, run };
}
