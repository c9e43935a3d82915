// Notification preferences: each switch is stored when it changes; security alerts cannot be off.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Stack, Text, VisuallyHidden } from '@bank/ui';
import {
  saveNotifications,
  type NotificationChoices,
  type Settings,
} from '@/features/settings/api/settings';

const CHOICES = [
  'transaction_alerts_email',
  'transaction_alerts_sms',
  'statements_email',
  'product_news_email',
  'product_news_sms',
] as const;

export function Notifications({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (s: Settings) => void;
}) {
  const { t } = useTranslation('settings');
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const save = async (change: NotificationChoices) => {
    const res = await saveNotifications(change);
    if (!res.data) {
      setStatus({ tone: 'error', text: t('saveFailed', { reason: res.statusText }) });
      return;
    }
    onSaved(res.data.data);
    setStatus({ tone: 'ok', text: t('saved') });
  };

  return (
    <Stack gap="md">
      {CHOICES.map((key) => (
        <Checkbox
          key={key}
          label={t(`notifications.${key}`)}
          checked={settings.notifications[key]}
          onChange={(e) => void save({ [key]: e.target.checked })}
        />
      ))}
      <Checkbox
        label={t('notifications.security_alerts_email')}
        hint={t('notifications.securityHint')}
        checked
        disabled
      />
      {status?.tone === 'error' ? (
        <Text tone="danger" role="alert">
          {status.text}
        </Text>
      ) : (
        <VisuallyHidden role="status">{status?.text ?? ''}</VisuallyHidden>
      )}
    </Stack>
  );
}
