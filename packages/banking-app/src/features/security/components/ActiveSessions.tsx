import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { splitUtcTimestamp } from '@bank/lookups';
import { Alert, Button, ButtonLink, Card, Heading, Inline, Stack, Text } from '@bank/ui';
import { logOutOthers, logOutSession, type ActiveSession } from '@/features/security/api/sessions';
import { useSubmit } from '@/lib/forms/useSubmit';
import * as styles from '@/features/security/SecurityPage.css';
import { PATHS } from '@/access/paths';

/** The devices logged in: log out any other one, or every other one at once. */
export function ActiveSessions({
  sessions,
  onChanged,
}: {
  sessions: ActiveSession[];
  onChanged: () => void;
}) {
  const { t } = useTranslation('security');
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const others = useSubmit();
  const one = useSubmit();
  const [busyId, setBusyId] = useState<string | null>(null);
  const hasOthers = sessions.some((s) => !s.current);

  const endOthers = () =>
    void others.run(async () => {
      const res = await logOutOthers();
      setMessage(
        res.data
          ? { tone: 'success', text: t('sessions.othersDone', { count: res.data.data.revoked }) }
          : { tone: 'danger', text: res.statusText },
      );
      onChanged();
    });

  const endOne = (session: ActiveSession) =>
    void one.run(async () => {
      setBusyId(session.session_id);
      const res = await logOutSession(session.session_id);
      setBusyId(null);
      setMessage(
        res.data
          ? { tone: 'success', text: t('sessions.oneDone', { device: session.device }) }
          : { tone: 'danger', text: res.statusText },
      );
      onChanged();
    });

  return (
    <Stack gap="lg">
      {message && (
        <Alert tone={message.tone} announce="polite">
          {message.text}
        </Alert>
      )}
      <ul className={styles.sessions}>
        {sessions.map((s) => {
          const used = splitUtcTimestamp(s.last_used_at);
          return (
            <li key={s.session_id}>
              <Card padding="md">
                <Stack gap="xs">
                  <Heading level={3} size={6}>
                    {s.device}
                    {s.current && ` — ${t('sessions.thisDevice')}`}
                  </Heading>
                  <Text size="sm" tone="muted">
                    {t('sessions.where', { city: s.city, country: s.country, ip: s.ip_address })}
                  </Text>
                  <Text size="sm" tone="muted">
                    {t('sessions.lastUsed', { date: used.date, time: used.time })}
                  </Text>
                  <div>
                    {s.current ? (
                      <ButtonLink as={RouterLink} to={PATHS.logout} variant="secondary" size="sm">
                        {t('sessions.logOutHere')}
                      </ButtonLink>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={busyId === s.session_id}
                        onClick={() => endOne(s)}
                        aria-label={t('sessions.logOutOneNamed', {
                          device: s.device,
                          city: s.city,
                        })}
                      >
                        {t('sessions.logOutOne')}
                      </Button>
                    )}
                  </div>
                </Stack>
              </Card>
            </li>
          );
        })}
      </ul>
      {hasOthers && (
        <Inline>
          <Button variant="danger" loading={others.loading} onClick={endOthers}>
            {t('sessions.logOutOthers')}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}
