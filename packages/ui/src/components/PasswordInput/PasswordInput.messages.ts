import type { UiMessages } from '../../i18n/messages';

/** PasswordInput's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const passwordInputEn: Pick<UiMessages, 'showPassword' | 'hidePassword'> = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
};
