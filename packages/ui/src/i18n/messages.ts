/** Every string the UI package itself shows or announces. Apps pass their own through UiProvider. */
export interface UiMessages {
  required: string;
  optional: string;
  errorPrefix: string;
  showPassword: string;
  hidePassword: string;
  loading: string;
  close: string;
  dismiss: string;
  logoLabel: string;
  externalLink: string;
}

export const enMessages: UiMessages = {
  required: 'required',
  optional: '(Optional)',
  errorPrefix: 'Error:',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loading: 'Loading',
  close: 'Close',
  dismiss: 'Dismiss',
  logoLabel: 'Bank',
  externalLink: '(opens in a new tab)',
};

export const arMessages: UiMessages = {
  required: 'إلزامي',
  optional: '(اختياري)',
  errorPrefix: 'خطأ:',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  loading: 'جارٍ التحميل',
  close: 'إغلاق',
  dismiss: 'تجاهل',
  logoLabel: 'البنك',
  externalLink: '(يفتح في علامة تبويب جديدة)',
};
