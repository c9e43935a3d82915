// The registration calls: each step carries the registration_token and answers the next step.
import type { OtpChannel, RequestBody, UserType, setPersonalDetails } from '@bank/api-contract';
import { api } from '@/api/api';

export const start = (user_type: UserType, email: string, tokenV3: string) =>
  api().bare.call('startRegistration', { json: { user_type, email, tokenV3 } });

export const verifyCorporate = (registration_token: string, otp_code: string) =>
  api().bare.call('verifyCorporateEmail', { json: { registration_token, otp_code } });

export const resendCorporate = (registration_token: string) =>
  api().bare.call('resendCorporateCode', { json: { registration_token } });

export const choosePassword = (registration_token: string, password: string) =>
  api().bare.call('setRegistrationPassword', { json: { registration_token, password } });

export const savePersonalDetails = (body: RequestBody<typeof setPersonalDetails>) =>
  api().bare.call('setPersonalDetails', { json: body });

export const sendPhoneCode = (registration_token: string, channel: OtpChannel) =>
  api().bare.call('generateRegistrationOtp', { json: { registration_token, channel } });

export const verifyPhoneCode = (
  registration_token: string,
  channel: OtpChannel,
  otp_code: string,
) => api().bare.call('verifyRegistrationOtp', { json: { registration_token, channel, otp_code } });

/** Opens the account with the versions of the terms and privacy policy the customer was shown and accepted. */
export const complete = (
  registration_token: string,
  accepted: { terms: string; privacy: string },
) =>
  api().bare.call('completeRegistration', {
    json: {
      registration_token,
      accepted_terms_version: accepted.terms,
      accepted_privacy_version: accepted.privacy,
    },
  });
