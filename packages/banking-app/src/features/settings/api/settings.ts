import type {
  RequestBody,
  ResponseBody,
  getCustomerDetails as getCustomerDetailsCall,
  getSettings as getSettingsCall,
  updateNotifications,
  updatePreferences,
  updateProfile,
} from '@bank/api-contract';
import type { OtpChannel } from '@bank/api-contract';
import { api } from '@/api/api';
import { getCustomerDetails } from '@/api/calls/getCustomerDetails';
import { getSettings } from '@/api/calls/getSettings';

export type Settings = ResponseBody<typeof getSettingsCall>['data'];
export type Profile = ResponseBody<typeof getCustomerDetailsCall>['data'];
export type Preferences = RequestBody<typeof updatePreferences>;
export type NotificationChoices = RequestBody<typeof updateNotifications>;
export type ProfileChange = RequestBody<typeof updateProfile>;

export const fetchSettings = () => getSettings();
export const savePreferences = (json: Preferences) => api().call('updatePreferences', { json });
export const saveNotifications = (json: NotificationChoices) =>
  api().call('updateNotifications', { json });
export const fetchProfile = () => getCustomerDetails();
export const saveProfile = (json: ProfileChange) => api().call('updateProfile', { json });

export const startEmailChange = (new_email: string) =>
  api().call('startEmailChange', { json: { new_email } });
export const verifyEmailChange = (otp_code: string) =>
  api().call('verifyEmailChange', { json: { otp_code } });
export const confirmEmailChange = (password: string) =>
  api().call('confirmEmailChange', { json: { password } });
export const startPhoneChange = (phone: string, channel: OtpChannel) =>
  api().call('startPhoneChange', { json: { phone, channel } });
export const confirmPhoneChange = (otp_code: string, password: string) =>
  api().call('confirmPhoneChange', { json: { otp_code, password } });
