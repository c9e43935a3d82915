// The audit trail of the approval rules (issue 28): every change proposed, newest first, with its
// state, who proposed it and when, who decided it and when (UAE time), the reason of a rejection,
// and what it changes (the bank's lines, in its words).
import { useTranslation } from 'react-i18next';
import { DescriptionList, StatusBadge, Text, type BadgeStatus } from '@bank/ui';
import { formatUaeMinute } from '@/i18n/format';
import { withParts } from '@/i18n/ltr';
import type { ApprovalRuleChange } from '@/domain/approvals/types';
import * as styles from '@/features/approvals/approvals.css';

const BADGE: Record<ApprovalRuleChange['status'], BadgeStatus> = {
  pending: 'awaiting_approval',
  applied: 'approved',
  rejected: 'rejected',
  withdrawn: 'cancelled',
  superseded: 'expired',
};

/** "Hamad Falcon, 20-11-2026 14:00": a person and an instant, the name in its own direction. */
function ByAt({ name, at }: { name: string; at: string }) {
  const { t } = useTranslation('approvals');
  return (
    <>
      {withParts((v) => t('history.by', { name: v.name, date: v.date }), {
        name: <bdi>{name}</bdi>,
        date: <bdi dir="ltr">{formatUaeMinute(at)}</bdi>,
      })}
    </>
  );
}

/** The bank's lines of what a change changes (English: marked so an Arabic page reads them right). */
export function SummaryLines({ lines }: { lines: readonly string[] }) {
  return (
    <ul lang="en" dir="ltr" className={styles.orderedSteps}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

export function ChangeHistory({ changes }: { changes: readonly ApprovalRuleChange[] }) {
  const { t } = useTranslation('approvals');
  if (changes.length === 0) return <Text tone="muted">{t('history.empty')}</Text>;
  return (
    <ol className={styles.plainList} aria-label={t('history.label')}>
      {changes.map((change) => (
        <li key={change.id} className={styles.item}>
          <div className={styles.itemHead}>
            <StatusBadge
              status={BADGE[change.status]}
              label={t(`history.status.${change.status}`)}
            />
          </div>
          <DescriptionList
            items={[
              {
                term: t('history.proposed'),
                description: <ByAt name={change.proposed_by.name} at={change.proposed_at} />,
              },
              {
                term: t('history.decided'),
                description:
                  change.decided_by && change.decided_at ? (
                    <ByAt name={change.decided_by.name} at={change.decided_at} />
                  ) : (
                    t('history.notDecided')
                  ),
              },
              ...(change.reason
                ? [{ term: t('history.reason'), description: <bdi>{change.reason}</bdi> }]
                : []),
              { term: t('history.changes'), description: <SummaryLines lines={change.summary} /> },
            ]}
          />
        </li>
      ))}
    </ol>
  );
}
