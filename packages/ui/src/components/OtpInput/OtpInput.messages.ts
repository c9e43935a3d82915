import type { UiMessages } from '../../i18n/messages';

/** OtpInput's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const otpInputEn: Pick<UiMessages, 'otpDescription' | 'otpDigitsOnly' | 'otpCancel'> = {
  otpDescription: (length) => `Enter the ${length}-digit code`,
  otpDigitsOnly: 'The code can only contain digits',
  otpCancel: 'Cancel',
};
