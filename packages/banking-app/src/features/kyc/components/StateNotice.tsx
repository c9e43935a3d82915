// The state of the identity check in one notice: what happens now, and why after a rejection.
import { useTranslation } from 'react-i18next';
import { Alert, Stack, Text } from '@bank/ui';
import type { Kyc } from '@/features/kyc/api/kyc';
import { itemLabel } from './itemLabel';

export function StateNotice({ kyc }: { kyc: Kyc }) {
  const { t } = useTranslation('kyc');
  const { state } = kyc;
  if (state === 'approved')
    return (
      <Alert tone="success" title={t('state.approved.title')}>
        {t('state.approved.text')}
      </Alert>
    );
  if (state === 'submitted' || state === 'under_review')
    return (
      <Alert tone="info" title={t('state.pending.title')}>
        {t('state.pending.text')}
      </Alert>
    );
  if (state === 'rejected' || state === 'resubmission') {
    return (
      <Alert tone="danger" title={t('state.rejected.title')}>
        <Stack gap="sm">
          <Text>{t('state.rejected.text')}</Text>
          <ul>
            {kyc.rejection_reasons.map((r) => (
              <li key={r.item}>
                {t('state.rejected.reason', {
                  item: itemLabel(kyc, r.item, t),
                  reason: r.reason,
                })}
              </li>
            ))}
          </ul>
        </Stack>
      </Alert>
    );
  }
  const draft = kyc.kind === 'corporate' ? 'draftCorporate' : 'draft';
  return (
    <Alert tone="warning" title={t(`state.${draft}.title`)}>
      {t(`state.${draft}.text`)}
    </Alert>
  );
}

/** A corporate user who is not an administrator (`next_step` `administrator`): the server shows them none of the check's details. */
export function AdministratorsOnly({ text }: { text?: string }) {
  const { t } = useTranslation('kyc');
  return (
    <Alert tone="info" title={t('corporate.adminsOnlyTitle')}>
      {text ?? t('corporate.adminsOnlyText')}
    </Alert>
  );
}
