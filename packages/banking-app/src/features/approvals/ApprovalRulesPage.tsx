// Route /dashboard/approval_rules (PATHS.approvalRules), issue 28, not in the spec: a company's
// approval rules. Every corporate user reads the rules in force (each rule in words, approvers'
// limits, self-approval) and their history; an administrator proposes a change in the editor, and
// another administrator approves it with their one-time code or rejects it; its author may
// withdraw it. A company with one active administrator is told that a change needs a second.
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Heading, Link, Skeleton, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { withParts } from '@/i18n/ltr';
import { formatUaeMinute } from '@/i18n/format';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useCustomerType } from '@/session/useCustomerType';
import type { ApprovalRules } from '@/domain/approvals/types';
import { fetchChanges, fetchRules } from './api';
import { ChangeHistory } from './components/ChangeHistory';
import { PendingChange } from './components/PendingChange';
import { RulesView } from './components/RulesView';
import { loadApprovalsNamespace } from './i18n';

const ns = await loadApprovalsNamespace();

// The editor's code comes when an administrator opens it, not with every reader's page.
const RulesEditor = lazy(() =>
  import('./editor/RulesEditor').then((m) => ({ default: m.RulesEditor })),
);

/** The screen's calls, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ rules: fetchRules, changes: fetchChanges }));

export function Component() {
  const { t } = useTranslation(ns);
  const role = useCustomerType();
  const admin = Boolean(role?.can_administer);
  const { rules: query, changes } = useScreenQueries<typeof loader>();
  const [news, setNews] = useState('');
  const [editing, setEditing] = useState(false);
  const changed = (notice: string) => {
    setNews(notice);
    setEditing(false);
    // The router's revalidation: the rules and their history both again.
    query.reload();
  };

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('heading')}</Heading>
        <Text tone="muted">
          {t('lead')} {t(admin ? 'leadAdmin' : 'leadReader')}
        </Text>
      </Stack>
      <Text role="status">{news}</Text>
      <LoadState
        query={query}
        label={t('loading')}
        errorTitle={t('loadFailed')}
        skeleton={<Skeleton shape="rect" height="16rem" />}
      >
        {({ rules, me }) => (
          <Stack gap="xl">
            {admin && rules.active_admins < 2 && (
              <Alert tone="warning" title={t('singleAdmin.title')}>
                <Stack gap="sm" align="start">
                  <Text>{t('singleAdmin.text')}</Text>
                  <Link as={RouterLink} to={PATHS.manageSubaccounts}>
                    {t('singleAdmin.link')}
                  </Link>
                </Stack>
              </Alert>
            )}
            {rules.pending_change && (
              <PendingChange
                change={rules.pending_change}
                people={rules.people}
                me={me}
                admin={admin}
                onDone={changed}
              />
            )}
            <InForce rules={rules} />
            {admin && !rules.pending_change && rules.active_admins >= 2 && (
              <Card padding="lg">
                {editing ? (
                  <Suspense fallback={<Skeleton shape="rect" height="20rem" />}>
                    <RulesEditor
                      rules={rules}
                      onCancel={() => setEditing(false)}
                      onProposed={changed}
                      onStale={() => query.reload()}
                    />
                  </Suspense>
                ) : (
                  <Button onClick={() => setEditing(true)}>{t('editor.open')}</Button>
                )}
              </Card>
            )}
          </Stack>
        )}
      </LoadState>
      <section aria-labelledby="history-heading">
        <Stack gap="md">
          <Stack gap="xs">
            <Heading level={2} size={4} id="history-heading">
              {t('history.heading')}
            </Heading>
            <Text tone="muted">{t('history.lead')}</Text>
          </Stack>
          <LoadState
            query={changes}
            label={t('history.loading')}
            errorTitle={t('history.loadFailed')}
            skeleton={<Skeleton shape="rect" height="8rem" />}
          >
            {(list) => <ChangeHistory changes={list} />}
          </LoadState>
        </Stack>
      </section>
    </Stack>
  );
}

/** The rules in force, with who changed them last. */
function InForce({ rules }: { rules: ApprovalRules }) {
  const { t } = useTranslation('approvals');
  return (
    <Card as="section" padding="lg" aria-labelledby="in-force-heading">
      <Stack gap="md">
        <Heading level={2} size={4} id="in-force-heading">
          {t('inForce.heading')}
        </Heading>
        {rules.updated_by && rules.updated_at && (
          <Text size="sm" tone="muted">
            {withParts((v) => t('inForce.updated', { name: v.name, date: v.date }), {
              name: <bdi>{rules.updated_by.name}</bdi>,
              date: <bdi dir="ltr">{formatUaeMinute(rules.updated_at)}</bdi>,
            })}
          </Text>
        )}
        <RulesView
          policy={rules.policy}
          people={rules.people}
          isDefault={rules.is_default}
          headingLevel={3}
        />
      </Stack>
    </Card>
  );
}
