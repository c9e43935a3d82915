// A change of the approval rules waiting for a second administrator (issue 28): who proposed it
// and when, what it changes (the bank's lines) and the rules as proposed. Its author may withdraw
// it; another administrator approves it (with their one-time code) or rejects it (with a reason);
// anyone else reads that it waits. Nothing applies until it is approved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Dialog, Heading, Stack, Text } from '@bank/ui';
import { withParts } from '@/i18n/ltr';
import { formatUaeMinute } from '@/i18n/format';
import type { ApprovalPerson, ApprovalRuleChange } from '@/domain/approvals/types';
import { withdrawChange } from '@/features/approvals/api';
import * as styles from '@/features/approvals/approvals.css';
import { ApproveChangeDialog } from './ApproveChangeDialog';
import { SummaryLines } from './ChangeHistory';
import { RejectChangeDialog } from './RejectChangeDialog';
import { RulesView } from './RulesView';

export interface PendingChangeProps {
  change: ApprovalRuleChange;
  people: readonly ApprovalPerson[];
  /** The customer's own id: the author of the change withdraws it, another administrator decides. */
  me: string;
  admin: boolean;
  onDone: (notice: string) => void;
}

export function PendingChange({ change, people, me, admin, onDone }: PendingChangeProps) {
  const { t } = useTranslation('approvals');
  const [open, setOpen] = useState<'approve' | 'reject' | 'withdraw' | null>(null);
  const mine = change.proposed_by.customer_id === me;
  const decides = admin && !mine;
  const done = (notice: string) => {
    setOpen(null);
    onDone(notice);
  };
  return (
    <Card as="section" padding="lg" aria-labelledby="pending-heading">
      <Stack gap="md">
        <Heading level={2} size={4} id="pending-heading">
          {t('pending.heading')}
        </Heading>
        <Text>
          {withParts((v) => t('pending.proposed', { name: v.name, date: v.date }), {
            name: <bdi>{change.proposed_by.name}</bdi>,
            date: <bdi dir="ltr">{formatUaeMinute(change.proposed_at)}</bdi>,
          })}
        </Text>
        <Alert tone="info">
          {t(mine ? 'pending.yours' : decides ? 'pending.decide' : 'pending.others')}
        </Alert>
        <Stack gap="xs">
          <Heading level={3} size={5}>
            {t('pending.summary')}
          </Heading>
          <SummaryLines lines={change.summary} />
        </Stack>
        <details className={styles.details}>
          <summary className={styles.summaryToggle}>{t('pending.proposedRules')}</summary>
          <RulesView policy={change.policy} people={people} headingLevel={4} />
        </details>
        {(mine || decides) && (
          <div className={styles.actions}>
            {decides && (
              <>
                <Button onClick={() => setOpen('approve')}>{t('pending.approve')}</Button>
                <Button variant="secondary" onClick={() => setOpen('reject')}>
                  {t('pending.reject')}
                </Button>
              </>
            )}
            {mine && (
              <Button variant="secondary" onClick={() => setOpen('withdraw')}>
                {t('pending.withdraw')}
              </Button>
            )}
          </div>
        )}
      </Stack>
      {open === 'approve' && (
        <ApproveChangeDialog changeId={change.id} onClose={() => setOpen(null)} onDone={done} />
      )}
      {open === 'reject' && (
        <RejectChangeDialog changeId={change.id} onClose={() => setOpen(null)} onDone={done} />
      )}
      {open === 'withdraw' && (
        <WithdrawDialog changeId={change.id} onClose={() => setOpen(null)} onDone={done} />
      )}
    </Card>
  );
}

function WithdrawDialog({
  changeId,
  onClose,
  onDone,
}: {
  changeId: string;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation('approvals');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const withdraw = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const res = await withdrawChange(changeId);
    setBusy(false);
    if (res.data) return onDone(t('withdraw.done'));
    if (res.error?.code === 'invalid_state') return onDone(t('stale'));
    setRefusal(res.statusText);
  };
  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      size="sm"
      title={t('withdraw.title')}
      description={t('withdraw.text')}
      actions={
        <>
          <Button variant="secondary" onClick={() => !busy && onClose()}>
            {t('withdraw.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void withdraw()}>
            {t('withdraw.confirm')}
          </Button>
        </>
      }
    >
      {refusal && (
        <Alert tone="danger" announce="assertive" title={t('withdraw.refused')}>
          <span lang="en">{refusal}</span>
        </Alert>
      )}
    </Dialog>
  );
}
