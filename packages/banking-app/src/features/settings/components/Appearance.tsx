// Language and theme: stored for the customer (every device they log in on) and applied at once here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup, Stack, Text, VisuallyHidden, type ThemePreference } from '@bank/ui';
import { setThemePreference } from '@/session/theme';
import { savePreferences, type Settings } from '@/features/settings/api/settings';

type Theme = Settings['theme'];
const THEMES: readonly Theme[] = ['system', 'light', 'dark', 'high_contrast'];
const toUi = (theme: Theme): ThemePreference =>
  theme === 'high_contrast' ? 'high-contrast' : theme;

export function Appearance({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (s: Settings) => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const language = settings.language ?? (i18n.language === 'ar' ? 'ar' : 'en');

  const save = async (change: { language?: 'en' | 'ar'; theme?: Theme }) => {
    const res = await savePreferences(change);
    if (!res.data) {
      setStatus({ tone: 'error', text: t('saveFailed', { reason: res.statusText }) });
      return;
    }
    if (change.theme) setThemePreference(toUi(change.theme));
    if (change.language) await i18n.changeLanguage(change.language);
    onSaved(res.data.data);
    setStatus({ tone: 'ok', text: t('saved') });
  };

  return (
    <Stack gap="lg">
      <RadioGroup
        label={t('appearance.language')}
        variant="horizontal"
        value={language}
        onChange={(v) => void save({ language: v })}
        options={[
          { value: 'en', label: <span lang="en">English</span> },
          { value: 'ar', label: <span lang="ar">العربية</span> },
        ]}
      />
      <RadioGroup
        label={t('appearance.theme')}
        value={settings.theme}
        onChange={(v) => void save({ theme: v })}
        options={THEMES.map((value) => ({ value, label: t(`appearance.themes.${value}`) }))}
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
