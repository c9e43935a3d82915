// Route /dashboard/security_page (PATHS.securityPage).
import type { ReactNode } from 'react';
import type { ResponseBody, getLoginActivity } from '@bank/api-contract';
import { useTranslation } from 'react-i18next';
import { Card, Heading, LoginHistoryTables, Skeleton, Stack, Text } from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import { listPasskeys } from '@/lib/passkeys/api';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { fetchLoginActivity } from './api/loginActivity';
import { fetchSessions } from './api/sessions';
import { fetchMfaStatus } from './api/mfa';
import { ActiveSessions } from './components/ActiveSessions';
import { AuthenticatorSettings } from './components/AuthenticatorSettings';
import { PasskeySettings, type CodeBy } from './components/PasskeySettings';
import { PasswordChange } from './components/PasswordChange';
import { loadFormsNamespace } from '@/lib/forms/i18n';
import { loadSecurityNamespace } from './i18n';

const ns = await loadSecurityNamespace();
await loadFormsNamespace();

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
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

type LoginActivity = ResponseBody<typeof getLoginActivity>['data'];

/**
 * The login activity with the last successful login's method (how it was made: "Password and
 * code", "Passkey"). The call gives the method on the history's rows only; the last successful
 * login is the same login event as the history's newest success (both the newest successful row of
 * login_events), so its method is read from there. Older than the history: shown as unknown.
 */
function withLastMethod(activity: LoginActivity) {
  const last = activity.last_successful_login;
  if (!last) return activity;
  const same = activity.recent_login_history.find(
    (e) => e.success && e.created_at === last.created_at,
  );
  return { ...activity, last_successful_login: { ...last, method: same?.method ?? null } };
}

/** The page's calls, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({
  activity: fetchLoginActivity,
  sessions: fetchSessions,
  mfa: fetchMfaStatus,
  passkeys: listPasskeys,
}));

/** /dashboard/security_page: passkeys, the second factor, the devices logged in, and login activity. */
export function Component() {
  const { t } = useTranslation(ns);
  const { activity, sessions, mfa, passkeys } = useScreenQueries<typeof loader>();
  // Removing the last passkey asks for the app's code when there is an app, else for one we send
  // (by SMS or WhatsApp), else for the password alone. Until the status is known: a code we send.
  const status = mfa.state.status === 'success' ? mfa.state.data : null;
  const codeBy: CodeBy = status?.totp_enabled
    ? 'app'
    : status && !status.otp_channel
      ? 'none'
      : 'sent';

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('heading')}</Heading>
        <Text tone="muted">{t('lead')}</Text>
      </Stack>
      <Section id="security-passkeys" title={t('passkeys.heading')} lead={t('passkeys.lead')}>
        <LoadState
          query={passkeys}
          label={t('passkeys.loading')}
          skeleton={<Skeleton shape="rect" height="7rem" />}
        >
          {(value) => (
            <PasskeySettings passkeys={value} codeBy={codeBy} onChanged={passkeys.reload} />
          )}
        </LoadState>
      </Section>
      <Section id="security-password" title={t('password.heading')} lead={t('password.lead')}>
        <PasswordChange onChanged={sessions.reload} />
      </Section>
      <Section id="security-app" title={t('app.heading')} lead={t('app.lead')}>
        <LoadState query={mfa} label={t('app.loading')} skeleton={<Skeleton lines={2} />}>
          {(value) => <AuthenticatorSettings status={value} onChanged={mfa.reload} />}
        </LoadState>
      </Section>
      <Section id="security-sessions" title={t('sessions.heading')} lead={t('sessions.lead')}>
        <LoadState
          query={sessions}
          label={t('sessions.loading')}
          skeleton={<Skeleton shape="rect" height="7rem" />}
        >
          {(value) => <ActiveSessions sessions={value} onChanged={sessions.reload} />}
        </LoadState>
      </Section>
      <Section id="security-activity" title={t('activity.heading')} lead={t('activity.lead')}>
        <LoadState
          query={activity}
          label={t('activity.loading')}
          skeleton={<Skeleton shape="rect" height="14rem" />}
        >
          {(value) => <LoginHistoryTables headingLevel={3} {...withLastMethod(value)} />}
        </LoadState>
      </Section>
    </Stack>
  );
}
