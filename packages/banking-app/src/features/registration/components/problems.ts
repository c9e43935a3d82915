import type { TFunction } from 'i18next';
import type { ApiResponse } from '@/api/client';

/** Words for a refused registration call that no field owns. */
export function registrationProblem(t: TFunction, res: ApiResponse<unknown>): string {
  const code = res.error?.code;
  if (code === 'mfa_token_invalid') return t('errors.expired');
  if (code === 'registration_step') return t('errors.step');
  if (code === 'too_many_attempts') return t('errors.tooManyCodes');
  if (code === 'rate_limited') return t('errors.rateLimited');
  return res.statusText;
}

/** The field message of a refused code. */
export function codeFieldProblem(t: TFunction, res: ApiResponse<unknown>): string | null {
  const code = res.error?.code;
  if (code === 'invalid_code') return t('errors.codeWrong');
  if (code === 'code_expired') return t('errors.codeExpired');
  if (code === 'validation_error') return t('errors.codeFormat');
  return null;
}
