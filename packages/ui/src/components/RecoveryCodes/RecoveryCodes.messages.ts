import type { UiMessages } from '../../i18n/messages';

/** RecoveryCodes's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const recoveryCodesEn: Pick<
  UiMessages,
  'recoveryCodesList' | 'recoveryCodesCopy' | 'recoveryCodesDownload'
> = {
  recoveryCodesList: 'Recovery codes',
  recoveryCodesCopy: 'Copy the codes',
  recoveryCodesDownload: 'Download the codes',
};
