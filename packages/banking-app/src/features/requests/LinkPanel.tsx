// A pay link to share (issue 27): its address to copy (and to share with the device's share sheet
// where there is one), and its QR code to scan from another phone. The code is dark on light in
// every theme (the QrCode component), and the address is written beside it for who cannot scan.
import { useTranslation } from 'react-i18next';
import type { MoneyRequest } from '@bank/api-contract';
import { Button, CopyableField, QrCode, Stack, Text } from '@bank/ui';
import { payLinkPath } from '@/access/paths';
import { formatDay } from '@/i18n/format';
import { moneyOf } from './PayPanel';

/** The full address of a request's pay link, on this site. */
const payLinkUrl = (token: string) => `${window.location.origin}${payLinkPath(token)}`;

export function LinkPanel({ request }: { request: MoneyRequest }) {
  const { t } = useTranslation('requests');
  if (!request.token) return null;
  const url = payLinkUrl(request.token);
  const sum = moneyOf(request.amount);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Stack gap="md" align="start">
      <Text size="sm" tone="muted">
        {t('link.share', { date: formatDay(request.expires_at) })}
      </Text>
      <CopyableField label={t('link.url')} value={url} copyLabel={t('link.copy')} />
      {canShare && (
        <Button
          variant="secondary"
          onClick={() =>
            void navigator
              .share({ title: t('link.shareText', { amount: sum }), url })
              .catch(() => undefined)
          }
        >
          {t('link.shareButton')}
        </Button>
      )}
      <QrCode value={url} label={t('link.qr', { amount: sum })} maxSize="12rem" />
    </Stack>
  );
}
