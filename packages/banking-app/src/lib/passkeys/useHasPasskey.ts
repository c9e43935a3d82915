// Whether the customer has a passkey this browser can use: asked once (GET /security/passkeys) as
// a screen that can approve with one opens; false until the answer, on a browser without passkeys,
// and when the list cannot be read (the code stays the way to approve). `usePasskeyAnswer` tells
// "not known yet" apart, for a dialog that asks as it opens and must not send a code meanwhile.
import { useEffect, useState } from 'react';
import { listPasskeys } from './api';
import { passkeysSupported } from './browser';

/** true or false once known (at once on a browser without passkeys); undefined while asked. */
export function usePasskeyAnswer(): boolean | undefined {
  const [has, setHas] = useState<boolean | undefined>(() =>
    passkeysSupported() ? undefined : false,
  );
  useEffect(() => {
    if (!passkeysSupported()) return;
    let live = true;
    void listPasskeys().then((res) => {
      if (live) setHas(res.data ? res.data.data.length > 0 : false);
    });
    return () => {
      live = false;
    };
  }, []);
  return has;
}

export function useHasPasskey(): boolean {
  return usePasskeyAnswer() ?? false;
}
