// The registration calls: each step carries the registration_token and answers the next step.
import type {
  OtpChannel,
  RequestBody,
  ResponseBody,
  UserType,
  completeRegistration,
  generateRegistrationOtp,
  resendCorporateCode,
  setPersonalDetails,
  setRegistrationPassword,
  startRegistration,
  verifyCorporateEmail,
  verifyRegistrationOtp,
} from '@bank/api-contract';
import { api } from '@/api/api';

const post = <T>(path: string, json: unknown) => api().bare.post<T>(path, { json });

export const start = (user_type: UserType, email: string, tokenV3: string) =>
  post<ResponseBody<typeof startRegistration>>('registration/start', { user_type, email, tokenV3 });

export const verifyCorporate = (registration_token: string, otp_code: string) =>
  post<ResponseBody<typeof verifyCorporateEmail>>('registration/corporate/verify', { registration_token, otp_code });

export const resendCorporate = (registration_token: string) =>
  post<ResponseBody<typeof resendCorporateCode>>('registration/corporate/resend', { registration_token });

export const choosePassword = (registration_token: string, password: string) =>
  post<ResponseBody<typeof setRegistrationPassword>>('registration/password', { registration_token, password });

export const savePersonalDetails = (body: RequestBody<typeof setPersonalDetails>) =>
  post<ResponseBody<typeof setPersonalDetails>>('registration/personal_details', body);

export const sendPhoneCode = (registration_token: string, channel: OtpChannel) =>
  post<ResponseBody<typeof generateRegistrationOtp>>('registration/otp/generate', { registration_token, channel });

export const verifyPhoneCode = (registration_token: string, channel: OtpChannel, otp_code: string) =>
  post<ResponseBody<typeof verifyRegistrationOtp>>('registration/otp/verify', { registration_token, channel, otp_code });

export const complete = (registration_token: string) =>
  post<ResponseBody<typeof completeRegistration>>('registration/complete', { registration_token });
