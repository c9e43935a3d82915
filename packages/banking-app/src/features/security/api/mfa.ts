import type { ResponseBody, getMfaStatus, setupTotp } from '@bank/api-contract';
import { api } from '@/api/api';

export type MfaStatus = ResponseBody<typeof getMfaStatus>['data'];
export type TotpSetup = ResponseBody<typeof setupTotp>['data'];

export const fetchMfaStatus = () => api().call('getMfaStatus');
export const startTotpSetup = () => api().call('setupTotp');
export const activateApp = (otp_code: string) => api().call('activateTotp', { json: { otp_code } });
export const turnOffApp = (otp_code: string) => api().call('disableTotp', { json: { otp_code } });
export const renewRecoveryCodes = (otp_code: string) =>
  api().call('regenerateRecoveryCodes', { json: { otp_code } });
