// The second-factor screens' shared steps: the pending login (else back to /login), confirming a
// code, and where a confirmed login goes next.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { ApiResponse } from '@/api/client';
import { confirmMfa, type ConfirmAnswer, type Factor } from '@/features/auth/api/confirmMfa';
import { afterLogin, finishLogin, isAuthenticated } from '@/features/auth/finishLogin';
import { pendingLogin, setPendingLogin, updatePendingLogin } from '@/features/auth/loginState';
import { generalProblem } from '@/features/auth/problems';
import { PATHS } from '@/access/paths';

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
    const answer: ConfirmAnswer = res.data;
    if (isAuthenticated(answer)) {
      const from = p.from;
      await finishLogin(answer);
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
    updatePendingLogin({
      mfa: undefined,
      update: {
        token: d.update_token,
        expiresAt: Date.now() + d.expires_in * 1000,
        missing: d.missing_fields,
      },
    });
    navigate(PATHS.updateInfo, { replace: true });
    return { ok: true };
  }

  function cancel() {
    setPendingLogin(null);
    navigate(PATHS.login, { replace: true });
  }

  return { pending, confirm, cancel };
}
