import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card, Heading, Icon, Ltr, Text, Trash2 } from '@bank/ui';
import { getCountryName } from '@bank/lookups/countries';
import type { Beneficiary } from '@bank/api-contract';
import { formatIban } from '@bank/lookups/accounts';
import { editBeneficiaryPath } from '@/features/beneficiaries/editPath';
import * as styles from '@/features/beneficiaries/BeneficiariesPage.css';

export interface BeneficiaryCardProps {
  beneficiary: Beneficiary;
  /** Edit and delete are shown only to roles that may manage beneficiaries. */
  canManage: boolean;
  onDelete: (b: Beneficiary) => void;
  ns: string;
}

/** One saved beneficiary: who, which account, which bank, and (for managers) edit and delete. */
export function BeneficiaryCard({ beneficiary: b, canManage, onDelete, ns }: BeneficiaryCardProps) {
  const { t, i18n } = useTranslation(ns);
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const headingId = `beneficiary-${b.beneficiary_id}`;
  const where =
    b.kind === 'internal'
      ? t('list.internal')
      : [b.bank_name, b.country && getCountryName(b.country, language)].filter(Boolean).join(' · ');
  return (
    <Card as="li" padding="md" aria-labelledby={headingId} className={styles.card}>
      <div className={styles.cardBody}>
        <Heading level={2} size={5} id={headingId}>
          <bdi>{b.name}</bdi>
        </Heading>
        {b.nickname && (
          <Text size="sm" tone="muted">
            {t('list.nickname')}: <bdi>{b.nickname}</bdi>
          </Text>
        )}
        <Text size="sm">
          <bdi>{where}</bdi> · <Ltr>{b.currency}</Ltr>
        </Text>
        <Text size="sm" tone="muted">
          {b.iban ? t('list.iban') : t('list.account')}:{' '}
          <Ltr className={styles.number}>{b.iban ? formatIban(b.iban) : b.account_number}</Ltr>
          {b.bic && (
            <>
              {' · '}
              {t('list.bic')}: <Ltr>{b.bic}</Ltr>
            </>
          )}
        </Text>
      </div>
      {canManage && (
        <div className={styles.cardActions}>
          <ButtonLink
            as={RouterLink}
            to={editBeneficiaryPath(b.beneficiary_id)}
            variant="secondary"
            size="sm"
            aria-label={t('list.editName', { name: b.name })}
          >
            {t('list.edit')}
          </ButtonLink>
          <Button
            variant="tertiary"
            size="sm"
            icon={<Icon icon={Trash2} size={16} />}
            aria-label={t('list.deleteName', { name: b.name })}
            onClick={() => onDelete(b)}
          >
            {t('list.delete')}
          </Button>
        </div>
      )}
    </Card>
  );
}
