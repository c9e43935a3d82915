// Route /dashboard/manage_subaccounts (PATHS.manageSubaccounts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, DescriptionList, Heading, Skeleton, Stack, Text } from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { fetchSubaccountChanges, fetchSubaccounts, ROLES } from './api/subaccounts';
import { ChangeList } from './components/ChangeList';
import { InviteForm } from './components/InviteForm';
import { UserRow } from './components/UserRow';
import { loadSubaccountsNamespace } from './i18n';
import * as styles from './subaccounts.css';

const ns = await loadSubaccountsNamespace();

/** The screen's calls, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({
  users: fetchSubaccounts,
  changes: () => fetchSubaccountChanges(),
}));

/**
 * /dashboard/manage_subaccounts (administrators): the company's users, their roles (each change
 * confirmed with a code), invitations, and the changes made to the users.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const { users: query, changes } = useScreenQueries<typeof loader>();
  const [news, setNews] = useState('');
  const changed = (text: string) => {
    setNews(text);
    // The router's revalidation: the users and the changes both again.
    query.reload();
  };
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('heading')}</Heading>
        <Text tone="muted">{t('lead')}</Text>
      </Stack>
      <Text role="status">{news}</Text>
      <Card as="section" padding="lg" aria-labelledby="roles-heading">
        <Stack gap="md">
          <Heading level={2} size={4} id="roles-heading">
            {t('roles.heading')}
          </Heading>
          <DescriptionList
            items={ROLES.map((role) => ({
              term: t(`roles.${role}.name`),
              description: t(`roles.${role}.can`),
            }))}
          />
        </Stack>
      </Card>
      <section aria-labelledby="users-heading">
        <Stack gap="md">
          <Heading level={2} size={4} id="users-heading">
            {t('users.heading')}
          </Heading>
          <LoadState
            query={query}
            label={t('loading')}
            errorTitle={t('loadFailed')}
            skeleton={<Skeleton shape="rect" height="12rem" />}
          >
            {(users) => (
              <Stack as="ul" gap="md" className={styles.users}>
                {users.map((user) => (
                  <UserRow key={user.customer_id} user={user} onChanged={changed} />
                ))}
              </Stack>
            )}
          </LoadState>
        </Stack>
      </section>
      <Card as="section" padding="lg" aria-labelledby="invite-heading">
        <Stack gap="md">
          <Heading level={2} size={4} id="invite-heading">
            {t('invite.heading')}
          </Heading>
          <Text tone="muted">{t('invite.lead')}</Text>
          <InviteForm onInvited={(email) => changed(t('invite.sent', { email }))} />
        </Stack>
      </Card>
      <section aria-labelledby="changes-heading">
        <Stack gap="md">
          <Stack gap="xs">
            <Heading level={2} size={4} id="changes-heading">
              {t('changes.heading')}
            </Heading>
            <Text tone="muted">{t('changes.lead')}</Text>
          </Stack>
          <LoadState
            query={changes}
            label={t('changes.loading')}
            errorTitle={t('changes.loadFailed')}
            skeleton={<Skeleton shape="rect" height="8rem" />}
          >
            {(page) => <ChangeList first={page} />}
          </LoadState>
        </Stack>
      </section>
    </Stack>
  );
}
