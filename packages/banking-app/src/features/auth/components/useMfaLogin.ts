// The second-factor screens' shared steps: the pending login (else back to /login), confirming a
// code, and where a confirmed login goes next.
import { useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { ApiResponse } from '@/api/client';
import { confirmMfa, type ConfirmAnswer, type Factor } from '@/features/auth/api/confirmMfa';
import { afterLogin, finishLogin, isAuthenticated } from '@/features/auth/finishLogin';
import { pendingLogin, setPendingLogin, updatePendingLogin } from '@/features/auth/loginState';
import { generalProblem } from '@/features/auth/problems';
import { PATHS } from '@/access/paths';
import { loginWithPasskey, passkeyLoginOptions } from '@/lib/passkeys/api';
import { promptProblem, signWithPasskey } from '@/lib/passkeys/browser';

export type CodeOutcome =
  | { ok: true; recoveryCodes?: string[]; recoveryCodesLeft?: { count: number; next: string } }
  | { ok: false; field?: string; problem?: string; restart?: boolean };

/** What a refused code means for the customer: a field message, or a problem that ends the login. */
function codeProblem(t: TFunction, res: ApiResponse<unknown>, factor: Factor): CodeOutcome {
  const code = res.error?.code;
  if (code === 'invalid_code')
    return {
      ok: false,
      field: factor === 'recovery' ? t('errors.recoveryWrong') : t('errors.codeWrong'),
    };
  if (code === 'code_expired') return { ok: false, field: t('errors.codeExpired') };
  if (code === 'validation_error')
    return {
      ok: false,
      field: factor === 'recovery' ? t('fields.recoveryFormat') : t('fields.codeFormat'),
    };
  const restart =
    code === 'too_many_attempts' ||
    code === 'mfa_token_invalid' ||
    code === 'account_locked' ||
    code === 'invalid_credentials';
  return { ok: false, problem: generalProblem(t, res), restart };
}

/** A refused passkey step: the server's reason, and whether the login must start again. */
function passkeyRefused(t: TFunction, res: ApiResponse<unknown>): CodeOutcome {
  const code = res.error?.code;
  const restart = code === 'mfa_token_invalid' || code === 'account_disabled';
  if (restart) setPendingLogin(null);
  return {
    ok: false,
    problem: code === 'passkey_rejected' ? t('passkey.rejected') : generalProblem(t, res),
    restart,
  };
}

/**
 * Where a confirmed login goes (a code's, a passkey's: `method`): the session begins and the
 * customer goes on (or first sees their recovery codes), or fills in the missing details.
 */
export async function settleLogin(
  answer: ConfirmAnswer,
  from: string | undefined,
  navigate: NavigateFunction,
  method: 'password' | 'passkey' = 'password',
): Promise<CodeOutcome> {
  if (isAuthenticated(answer)) {
    await finishLogin(answer, method);
    if (answer.data.recovery_codes?.length)
      return { ok: true, recoveryCodes: answer.data.recovery_codes };
    // A recovery code was used: the screen says how many are left before going on.
    if (answer.data.recovery_codes_left !== undefined)
      return {
        ok: true,
        recoveryCodesLeft: { count: answer.data.recovery_codes_left, next: afterLogin(from) },
      };
    navigate(afterLogin(from), { replace: true });
    return { ok: true };
  }
  const d = answer.data;
  const update = {
    token: d.update_token,
    expiresAt: Date.now() + d.expires_in * 1000,
    missing: d.missing_fields,
  };
  if (pendingLogin()) updatePendingLogin({ mfa: undefined, update });
  else setPendingLogin({ email: '', password: '', ...(from ? { from } : {}), update });
  navigate(PATHS.updateInfo, { replace: true });
  return { ok: true };
}

export function useMfaLogin() {
  const navigate = useNavigate();
  // The login as the screen found it: a confirmed login clears the pending one, and the screen
  // must not bounce to /login while the router is still loading the dashboard.
  const [pending] = useState(pendingLogin);

  /** Confirms the login with a code; on success stores the session (and keeps recovery codes to show). */
  async function confirm(t: TFunction, factor: Factor, code: string): Promise<CodeOutcome> {
    const p = pendingLogin();
    if (!p?.mfa) return { ok: false, problem: t('errors.loginExpired'), restart: true };
    const res = await confirmMfa(factor, p.mfa.token, code, p.email, p.password);
    if (!res.data) {
      const outcome = codeProblem(t, res, factor);
      if (!outcome.ok && outcome.restart) setPendingLogin(null);
      return outcome;
    }
    return settleLogin(res.data, p.from, navigate);
  }

  /** Confirms the login with the customer's passkey: the browser's prompt, then the server's check. */
  async function confirmWithPasskey(t: TFunction): Promise<CodeOutcome> {
    const p = pendingLogin();
    if (!p?.mfa) return { ok: false, problem: t('errors.loginExpired'), restart: true };
    const started = await passkeyLoginOptions(p.mfa.token);
    if (!started.data) return passkeyRefused(t, started);
    let credential: unknown;
    try {
      credential = await signWithPasskey(started.data.data.options);
    } catch (error) {
      return { ok: false, problem: t(`passkey.prompt.${promptProblem(error)}`) };
    }
    const res = await loginWithPasskey({
      challenge_id: started.data.data.challenge_id,
      credential: credential as never,
    });
    if (!res.data) return passkeyRefused(t, res);
    return settleLogin(res.data, p.from, navigate, 'passkey');
  }

  function cancel() {
    setPendingLogin(null);
    navigate(PATHS.login, { replace: true });
  }

  return { pending, confirm, confirmWithPasskey, cancel };
}
