// A sign-in with a passkey alone, from the login page: the "Sign in with a passkey" button, and the
// e-mail field's autofill (conditional mediation), asked for quietly once the page is drawn when
// the browser offers it. Either ends as every login does (settleLogin).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loginWithPasskey, passkeyLoginOptions } from '@/lib/passkeys/api';
import {
  autofillSupported,
  cancelPasskeyRequest,
  promptProblem,
  signWithPasskey,
} from '@/lib/passkeys/browser';
import { settleLogin } from '@/features/auth/components/useMfaLogin';
import { generalProblem } from '@/features/auth/problems';

export function usePasskeySignIn(from: string | undefined) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const waiting = useRef(false);

  const ceremony = useCallback(
    async (autofill: boolean) => {
      const started = await passkeyLoginOptions();
      if (!started.data) {
        // The autofill is a convenience: its failure to start is no news to the customer.
        if (!autofill) setProblem(generalProblem(t, started));
        return;
      }
      let credential: unknown;
      waiting.current = autofill;
      try {
        credential = await signWithPasskey(started.data.data.options, autofill);
      } catch (error) {
        const kind = promptProblem(error);
        if (!autofill) setProblem(t(`passkey.prompt.${kind === 'exists' ? 'failed' : kind}`));
        return;
      } finally {
        waiting.current = false;
      }
      setBusy(true);
      const res = await loginWithPasskey({
        challenge_id: started.data.data.challenge_id,
        credential: credential as never,
      });
      if (!res.data) {
        setBusy(false);
        setProblem(
          res.error?.code === 'passkey_rejected'
            ? t('passkey.rejectedSignIn')
            : generalProblem(t, res),
        );
        return;
      }
      await settleLogin(res.data, from, navigate, 'passkey');
    },
    [from, navigate, t],
  );

  useEffect(() => {
    let live = true;
    void autofillSupported().then((offered) => {
      if (offered && live) void ceremony(true);
    });
    return () => {
      live = false;
      if (waiting.current) void cancelPasskeyRequest();
    };
  }, [ceremony]);

  const signIn = () => {
    setProblem(null);
    setBusy(true);
    void ceremony(false).finally(() => setBusy(false));
  };

  return { busy, problem, signIn };
}
