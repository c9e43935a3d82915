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
};
