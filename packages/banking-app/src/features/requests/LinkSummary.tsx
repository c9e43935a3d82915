// What a pay link shows (issue 27): who asks (masked), how much, for what, until when, and whether
// it can still be paid. The same on the public page and on the payment once logged in.
import { useTranslation } from 'react-i18next';
import type { PayLink } from '@bank/api-contract';
import { Alert, Heading, Stack, Text } from '@bank/ui';
import { BANK } from '@/config/bank';
import { formatDay } from '@/i18n/format';
import { isolate, moneyOf } from './PayPanel';

export function LinkSummary({ link, headingId }: { link: PayLink; headingId: string }) {
  const { t } = useTranslation('requests');
  return (
    <Stack gap="sm">
      {/* The masked name as the bank gives it, isolated from the sentence's direction (FSI…PDI). */}
      <Text tone="muted">{t('page.asks', { name: isolate(link.requester) })}</Text>
      <Heading level={2} size={2} id={headingId}>
        <bdi dir="ltr">{moneyOf(link.amount)}</bdi>
      </Heading>
      {link.note && (
        <Text>
          {t('page.note')}: <bdi>{link.note}</bdi>
        </Text>
      )}
      <Text size="sm" tone="muted">
        {link.bank_name === BANK.en.brand
          ? t('page.bank', { bank: t('common:brand') })
          : t('page.bank', { bank: link.bank_name })}
        {link.status === 'open' && (
          <>
            {' · '}
            {t('page.until', { date: formatDay(link.expires_at) })}
          </>
        )}
      </Text>
      {link.status !== 'open' && (
        <Alert
          tone={link.status === 'paid' ? 'success' : 'warning'}
          title={t(`status.${link.status}`)}
        >
          {t(`page.closed.${link.status}`)}
        </Alert>
      )}
    </Stack>
  );
}
