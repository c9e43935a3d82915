import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Card, Heading, LoginHistoryTables, Stack, Text } from '@bank/ui';
import { fetchLoginActivity, type LoginActivity } from './api/loginActivity';
import { fetchSessions, type ActiveSession } from './api/sessions';
import { fetchMfaStatus, type MfaStatus } from './api/mfa';
import { ActiveSessions } from './components/ActiveSessions';
import { AuthenticatorSettings } from './components/AuthenticatorSettings';
import { loadSecurityNamespace } from './i18n';

const ns = await loadSecurityNamespace();

type Loaded<T> = { state: 'loading' } | { state: 'ok'; value: T } | { state: 'failed'; text: string };

function useLoad<T>(load: () => Promise<{ data: { data: T } | null; statusText: string }>) {
  const [value, setValue] = useState<Loaded<T>>({ state: 'loading' });
  const reload = useCallback(() => {
    void load().then((res) => setValue(res.data ? { state: 'ok', value: res.data.data } : { state: 'failed', text: res.statusText }));
  }, [load]);
  useEffect(reload, [reload]);
  return [value, reload] as const;
}

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: React.ReactNode }) {
  return (
    <Card as="section" padding="lg" aria-labelledby={id}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} size={4} id={id}>
            {title}
          </Heading>
          {lead && <Text tone="muted">{lead}</Text>}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

function Status<T>({ loaded, children }: { loaded: Loaded<T>; children: (value: T) => React.ReactNode }) {
  const { t } = useTranslation(ns);
  if (loaded.state === 'loading') return <Text role="status" tone="muted">{t('loading')}</Text>;
  if (loaded.state === 'failed') return <Alert tone="danger">{loaded.text}</Alert>;
  return <>{children(loaded.value)}</>;
}

/** /dashboard/security_page: login activity, the devices logged in, and the second factor. */
export function Component() {
  const { t } = useTranslation(ns);
  const [activity] = useLoad<LoginActivity>(fetchLoginActivity);
  const [sessions, reloadSessions] = useLoad<ActiveSession[]>(fetchSessions);
  const [mfa, reloadMfa] = useLoad<MfaStatus>(fetchMfaStatus);

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('heading')}</Heading>
        <Text tone="muted">{t('lead')}</Text>
      </Stack>
      <Section id="security-app" title={t('app.heading')} lead={t('app.lead')}>
        <Status loaded={mfa}>{(value) => <AuthenticatorSettings status={value} onChanged={reloadMfa} />}</Status>
      </Section>
      <Section id="security-sessions" title={t('sessions.heading')} lead={t('sessions.lead')}>
        <Status loaded={sessions}>{(value) => <ActiveSessions sessions={value} onChanged={reloadSessions} />}</Status>
      </Section>
      <Section id="security-activity" title={t('activity.heading')} lead={t('activity.lead')}>
        {activity.state === 'failed' ? (
          <Alert tone="danger">{activity.text}</Alert>
        ) : (
          <LoginHistoryTables loading={activity.state === 'loading'} headingLevel={3} {...(activity.state === 'ok' ? activity.value : {})} />
        )}
      </Section>
    </Stack>
  );
}
