// A refusal or failure of the bank, said in the page's language: our words, and the client's
// status text (the error catalogue's, in English) after them, marked English on an Arabic page.
import { useTranslation } from 'react-i18next';
import { Alert } from '@bank/ui';

export interface RefusalWords {
  title: string;
  /** Our words. */
  text?: string;
  /** The client's or the bank's English words: on an English page alone, else after ours. */
  detail?: string;
}

export function Refusal({ refusal }: { refusal: RefusalWords }) {
  const { i18n } = useTranslation('payroll');
  const english = i18n.language === 'en';
  return (
    <Alert tone="danger" announce="assertive" title={refusal.title}>
      {refusal.text}
      {refusal.detail && (
        <>
          {refusal.text ? ' ' : ''}
          <span lang={english ? undefined : 'en'} dir={english ? undefined : 'ltr'}>
            {refusal.detail}
          </span>
        </>
      )}
    </Alert>
  );
}
