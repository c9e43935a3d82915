// Whether the customer has a passkey this browser can use: asked once (GET /security/passkeys) as
// a screen that can approve with one opens; false until the answer, on a browser without passkeys,
// and when the list cannot be read (the code stays the way to approve).
import { useEffect, useState } from 'react';
import { listPasskeys } from './api';
import { passkeysSupported } from './browser';

export function useHasPasskey(): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    if (!passkeysSupported()) return;
    let live = true;
    void listPasskeys().then((res) => {
      if (live && res.data) setHas(res.data.data.length > 0);
    });
    return () => {
      live = false;
    };
  }, []);
  return has;
}
