// A refusal shown where it can be fixed: our words for the reason, the bank's specific words
// (English) beneath, and for an identity check not yet approved, the way to it.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import type { Refusal } from './refusal';

const KNOWN = new Set([
  'insufficient_funds',
  'limit_exceeded',
  'quote_expired',
  'quote_invalid',
  'kyc_required',
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  'passkey_rejected',
  'not_found',
  'currency_not_allowed',
  'idempotency_key_reused',
  'forbidden',
  'network',
  'validation_error',
]);

export function RefusalAlert({ refusal }: { refusal: Refusal }) {
  const { t, i18n } = useTranslation('transfers');
  const code = KNOWN.has(refusal.code) ? refusal.code : 'other';
  return (
    <Alert
      tone={code === 'kyc_required' ? 'warning' : 'danger'}
      announce="assertive"
      title={t(`refusal.${code}.title`)}
    >
      <Stack gap="sm" align="start">
        <Text>{t(`refusal.${code}.text`)}</Text>
        <Text
          size="sm"
          lang={i18n.language === 'en' ? undefined : 'en'}
          dir={i18n.language === 'en' ? undefined : 'ltr'}
        >
          {refusal.message}
        </Text>
        {code === 'kyc_required' && (
          <ButtonLink as={RouterLink} to={PATHS.verifyKyc} size="sm" variant="secondary">
            {t('refusal.kyc_required.action')}
          </ButtonLink>
        )}
      </Stack>
    </Alert>
  );
}
