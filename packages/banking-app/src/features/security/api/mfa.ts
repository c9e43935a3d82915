import type { ResponseBody, activateTotp, disableTotp, getMfaStatus, regenerateRecoveryCodes, setupTotp } from '@bank/api-contract';
import { api } from '@/api/api';

export type MfaStatus = ResponseBody<typeof getMfaStatus>['data'];
export type TotpSetup = ResponseBody<typeof setupTotp>['data'];

export const fetchMfaStatus = () => api().get<ResponseBody<typeof getMfaStatus>>('security/mfa');
export const startTotpSetup = () => api().post<ResponseBody<typeof setupTotp>>('security/mfa/totp/setup');
export const activateApp = (otp_code: string) => api().post<ResponseBody<typeof activateTotp>>('security/mfa/totp/activate', { json: { otp_code } });
export const turnOffApp = (otp_code: string) => api().post<ResponseBody<typeof disableTotp>>('security/mfa/totp/disable', { json: { otp_code } });
export const renewRecoveryCodes = (otp_code: string) =>
  api().post<ResponseBody<typeof regenerateRecoveryCodes>>('security/mfa/recovery_codes', { json: { otp_code } });
