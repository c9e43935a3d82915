import type { UiMessages } from '../../i18n/messages';

/** LoginHistoryTables's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const loginHistoryTablesEn: Pick<
  UiMessages,
  | 'loginLastSuccessful'
  | 'loginLastFailed'
  | 'loginHistory'
  | 'loginIpAddress'
  | 'loginCity'
  | 'loginCountry'
  | 'loginDate'
  | 'loginTime'
  | 'loginUtcNote'
  | 'loginNone'
  | 'loginNoneFailed'
  | 'loginFailedAttempt'
  | 'loginHistoryEmpty'
  | 'loginUnknown'
  | 'loginMethod'
  | 'loginMethodPassword'
  | 'loginMethodPasskey'
  | 'loginMethodNone'
> = {
  loginLastSuccessful: 'Last Successful Login',
  loginLastFailed: 'Last Failed Login',
  loginHistory: 'Login History',
  loginIpAddress: 'IP Address',
  loginCity: 'City',
  loginCountry: 'Country',
  loginDate: 'Date',
  loginTime: 'Time',
  loginUtcNote: 'Dates and times are in UTC.',
  loginNone: 'No login recorded yet.',
  loginNoneFailed: 'No failed login.',
  loginFailedAttempt: 'Failed',
  loginHistoryEmpty: 'No logins to show yet.',
  loginUnknown: 'Unknown',
  loginMethod: 'Signed in with',
  loginMethodPassword: 'Password and code',
  loginMethodPasskey: 'Passkey',
  loginMethodNone: 'Not signed in',
};
