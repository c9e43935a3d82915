// A transaction's approvals under the company's rules (issue 28), loaded with their words only
// when the transaction has a path: the rule that applies and why, each step with who approved it
// and when, the step waiting and who may give it; why an approver cannot give it (over their
// limit, not their step, approved already); what an approval that is not the last leads to.
import { useTranslation } from 'react-i18next';
import { Alert, Card, Heading, Stack, Text } from '@bank/ui';
import { i18n } from '@/i18n/i18n';
import { withParts } from '@/i18n/ltr';
import { ApprovalSteps } from '@/domain/approvals/ApprovalSteps';
import { loadApprovalWords } from '@/domain/approvals/i18n';
import { waitingFor } from '@/domain/approvals/who';
import type { Transaction } from '@/features/reviews/api/reviews';

const ns = await loadApprovalWords();

/** The path of approvals: who approved, when, what waits now. */
export function ReviewApprovals({ tx }: { tx: Transaction }) {
  const { t } = useTranslation(ns);
  const path = tx.approval;
  if (!path) return null;
  return (
    <Card as="section" padding="lg" aria-labelledby="review-approvals">
      <Stack gap="md">
        <Heading level={2} size={4} id="review-approvals">
          {t('progress.heading')}
        </Heading>
        <Text size="sm" tone="muted">
          {path.rule
            ? withParts((v) => t('path.rule', { name: v.name }), {
                name: <bdi>{path.rule.name}</bdi>,
              })
            : t('path.defaultRule')}{' '}
          {/* The bank's own reason, in its words (English). */}
          <span lang="en">{path.reason}</span>
        </Text>
        <ApprovalSteps
          steps={path.steps}
          currentStep={tx.status === 'awaiting_approval' ? path.current_step : null}
          mode="progress"
        />
      </Stack>
    </Card>
  );
}

/** Why this approver cannot give the approval waiting, in the reader's words. */
export function CannotApprove({ tx }: { tx: Transaction }) {
  const { t, i18n: instance } = useTranslation(ns);
  const path = tx.approval;
  if (!path || path.you.can_approve) return null;
  const reason = path.you.reason;
  const next = waitingFor(path, t, instance.language);
  const text =
    reason === 'prepared_it'
      ? t('reviews:item.yourOwn')
      : (reason === 'already_approved' || reason === 'not_on_step') && next
        ? t(`progress.cannot.${reason}`, next)
        : reason === 'over_limit'
          ? t('progress.cannot.over_limit')
          : t('progress.cannot.not_an_approver');
  return <Alert tone={reason === 'over_limit' ? 'warning' : 'info'}>{text}</Alert>;
}

/** After an approval that is not the last: "Approved by you: waiting for step 2 (…)"; else null. */
export function stepNotice(tx: Transaction): string | null {
  if (tx.status !== 'awaiting_approval' || !tx.approval) return null;
  const t = i18n().getFixedT(null, ns);
  const next = waitingFor(tx.approval, t, i18n().language);
  return next ? t('progress.doneStep', next) : null;
}
