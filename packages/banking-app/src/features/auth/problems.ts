// Words for the server's refusals that several identity screens share (lockout, limits, expired
// login), from the error body's code and its retry time.
import type { TFunction } from 'i18next';
import type { ApiResponse } from '@/api/client';

/** "in 2 minutes, at 14:05": the wait rounded up, and the local time it ends. */
function retryText(
  t: TFunction,
  res: Pick<ApiResponse<unknown>, 'error'>,
  now = Date.now(),
): string {
  const seconds =
    res.error?.retry_after_seconds ??
    (res.error?.retry_at
      ? Math.max(1, Math.ceil((Date.parse(res.error.retry_at) - now) / 1000))
      : 60);
  const at = new Date(res.error?.retry_at ? Date.parse(res.error.retry_at) : now + seconds * 1000);
  const time = new Intl.DateTimeFormat(t('locale'), {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
  const wait =
    seconds < 60
      ? t('wait.seconds', { count: seconds })
      : t('wait.minutes', { count: Math.ceil(seconds / 60) });
  return t('wait.retry', { wait, time });
}

/** The text of a refusal no field owns: lockout and limits with when to retry, else the catalogue's status text. */
export function generalProblem(t: TFunction, res: ApiResponse<unknown>): string {
  const code = res.error?.code;
  if (code === 'account_locked') return `${t('errors.locked')} ${retryText(t, res)}`;
  if (code === 'rate_limited') return `${t('errors.rateLimited')} ${retryText(t, res)}`;
  if (code === 'mfa_token_invalid') return t('errors.loginExpired');
  if (code === 'too_many_attempts') return t('errors.tooManyCodes');
  // In the customer's language (the server's words are English).
  if (code === 'account_disabled') return t('errors.disabled');
  return res.statusText;
}
