import { useTranslation } from 'react-i18next';
import { splitUtcTimestamp } from '@bank/lookups';
import { Heading, Stack, Text } from '@bank/ui';
import type { LoginActivity } from '../api/loginActivity';
import * as styles from '../SecurityPage.css';

type Entry = LoginActivity['recent_login_history'][number] | NonNullable<LoginActivity['last_successful_login']>;

/**
 * The spec's three tables (Last Successful Login, Last Failed Login, Login History) with the
 * columns IP Address, City, Country, Date, Time; times in UTC, as the spec says.
 */
export function LoginActivityTables({ activity }: { activity: LoginActivity }) {
  const { t } = useTranslation('security');
  const table = (title: string, entries: Entry[], empty: string, withResult = false) => (
    <Stack gap="sm">
      <Heading level={3} size={5}>
        {title}
      </Heading>
      {entries.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        // A table wider than the screen scrolls: keyboard users must be able to reach it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={title}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('activity.ip')}</th>
                <th scope="col">{t('activity.city')}</th>
                <th scope="col">{t('activity.country')}</th>
                <th scope="col">{t('activity.date')}</th>
                <th scope="col">{t('activity.time')}</th>
                {withResult && <th scope="col">{t('activity.result')}</th>}
              </tr>
            </thead>
            <tbody>
              {entries.map((e, i) => {
                const { date, time } = splitUtcTimestamp(e.created_at);
                return (
                  <tr key={`${e.created_at}-${i}`}>
                    <td>
                      <bdi dir="ltr">{e.ip_address}</bdi>
                    </td>
                    <td>{e.city}</td>
                    <td>{e.country}</td>
                    <td>
                      <bdi dir="ltr">{date}</bdi>
                    </td>
                    <td>
                      <bdi dir="ltr">{time}</bdi>
                    </td>
                    {withResult && <td>{'success' in e && e.success ? t('activity.ok') : t('activity.failed')}</td>}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Stack>
  );
  return (
    <Stack gap="lg">
      <Text size="sm" tone="muted">
        {t('activity.utc')}
      </Text>
      {table(t('activity.lastSuccessful'), activity.last_successful_login ? [activity.last_successful_login] : [], t('activity.none'))}
      {table(t('activity.lastFailed'), activity.last_failed_login ? [activity.last_failed_login] : [], t('activity.noneFailed'))}
      {table(t('activity.history'), activity.recent_login_history, t('activity.none'), true)}
    </Stack>
  );
}
