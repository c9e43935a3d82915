import { useTranslation } from 'react-i18next';
import { Text } from '@bank/ui';

/**
 * Who the bank is: the brand, the legal entity that trades as it, and its licence (the names from
 * src/config/bank.ts), as the statements' heading says it. Every frame's footer ends with it, so
 * every page printed from online banking (a transfer's receipt) carries it.
 */
export function LegalLine() {
  const { t } = useTranslation();
  return (
    <Text size="sm" tone="muted">
      {t('layout.footer.legalLine')}
    </Text>
  );
}
