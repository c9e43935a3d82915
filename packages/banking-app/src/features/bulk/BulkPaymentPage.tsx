// Route /dashboard/bulk_payments/:batch_id (PATHS.bulkPayment), issue 28, not in the spec: one
// batch of bulk payments. A draft lists its payments with their problems in words (those first, 50
// at a time), each fixed in place or removed, the totals per currency and our fees, who will
// approve it, and "Submit" with the one-time code (disabled, with the reason, while a payment has a
// problem); "Upload a corrected file" starts a new batch. Submitted, it shows the company's path of
// approvals (who approved, which step waits) with Approve (passkey or code) and Reject (reason) for
// an approver the rules let decide, and Cancel for its submitter or an administrator. Sent, each
// payment's outcome (its transaction's status, the bank's reference, why it failed) and "Download
// the report"; the page asks the bank again every few seconds while payments are on their way.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ArrowLeft,
  Button,
  ButtonLink,
  Card,
  DescriptionList,
  Heading,
  Icon,
  Link,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
} from '@bank/ui';
import { PATHS, withQuery } from '@/access/paths';
import { formatUaeMinute } from '@/i18n/format';
import { withParts } from '@/i18n/ltr';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useCustomerType } from '@/session/useCustomerType';
import type { CustomerTypeInfo } from '@/session/customer';
import { ApprovalSteps } from '@/domain/approvals/ApprovalSteps';
import { ApprovalPathPreview } from '@/domain/approvals/ApprovalPathPreview';
import { waitingFor } from '@/domain/approvals/words';
import { loadApprovalWords } from '@/domain/approvals/i18n';
import {
  fetchBatch,
  refetchBatch,
  type BulkBatch,
  type BulkBatchWithRows,
  type BulkRow,
} from './api';
import { BatchRows } from './components/BatchRows';
import { Outcome } from './components/Outcome';
import { Totals } from './components/Totals';
import { loadBulkNamespace } from './i18n';
import { reportCsv, reportName, saveText } from './report';
import { BATCH_BADGE, moneyText, ON_ITS_WAY } from './words';
import * as styles from './bulk.css';

const [ns] = await Promise.all([loadBulkNamespace(), loadApprovalWords()]);

// The dialogs, their words and the code field come when the first one opens (one chunk).
const dialogs = () => import('./components/dialogs');
const FixRowDialog = lazy(() => dialogs().then((m) => ({ default: m.FixRowDialog })));
const RemoveRowDialog = lazy(() => dialogs().then((m) => ({ default: m.RemoveRowDialog })));
const SubmitDialog = lazy(() => dialogs().then((m) => ({ default: m.SubmitDialog })));
const ApproveDialog = lazy(() => dialogs().then((m) => ({ default: m.ApproveDialog })));
const RejectDialog = lazy(() => dialogs().then((m) => ({ default: m.RejectDialog })));
const CancelBatchDialog = lazy(() => dialogs().then((m) => ({ default: m.CancelBatchDialog })));

/** How often a batch whose payments are on their way is asked again. */
export const POLL_MS = 5000;

/** The screen's call: the batch of the path, with the reader's own id (its submitter may cancel it). */
export const loader = screenLoader(({ params }) => ({
  batch: () => fetchBatch(params.batch_id ?? ''),
}));

type Open =
  | null
  | { kind: 'fix'; row: BulkRow }
  | { kind: 'remove'; row: BulkRow }
  | { kind: 'submit' | 'approve' | 'reject' | 'cancel' };

/** Payments still on their way: the bank is asked again until none is. */
export function onItsWay(batch: BulkBatchWithRows): boolean {
  if (batch.status === 'processing') return true;
  if (batch.status !== 'done') return false;
  return (
    batch.outcome.in_progress > 0 ||
    batch.rows.some((r) => ON_ITS_WAY.has(r.transaction_status ?? r.status))
  );
}

export function Component() {
  const { t } = useTranslation(ns);
  const role = useCustomerType();
  const { batch_id: id = '' } = useParams();
  const { batch: query } = useScreenQueries<typeof loader>();
  const loaded = query.state.status === 'success' ? query.state.data : null;
  // The bank's latest answer about this batch since the loader's (a row fixed or removed, a
  // decision, a poll): shown until the loader answers again.
  const [local, setLocal] = useState<{ base: BulkBatchWithRows; batch: BulkBatchWithRows } | null>(
    null,
  );
  const shown =
    loaded && loaded.batch.id === id
      ? local?.base === loaded.batch
        ? local.batch
        : loaded.batch
      : null;
  const [news, setNews] = useState('');
  const noticeRef = useRef<HTMLDivElement>(null);

  // While payments are on their way, the batch is asked again every few seconds (not while the
  // tab is hidden); it stops once every one is paid or failed.
  const [pollFailed, setPollFailed] = useState(0);
  useEffect(() => {
    if (!loaded || !shown || !onItsWay(shown)) return;
    let live = true;
    const base = loaded.batch;
    const timer = window.setTimeout(() => {
      if (document.hidden) return setPollFailed((n) => n + 1);
      void refetchBatch(shown.id).then((res) => {
        if (!live) return;
        if (res.data) setLocal({ base, batch: res.data.data });
        else setPollFailed((n) => n + 1);
      });
    }, POLL_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [loaded, shown, pollFailed]);

  /** Tells what was done, at the top of the page (focus there when the button pressed is gone). */
  const tell = (text: string, focus = false) => {
    setNews(text);
    if (focus) requestAnimationFrame(() => noticeRef.current?.focus());
  };

  return (
    <Stack gap="xl" className={styles.page}>
      {/* A payroll month's batch is followed here too: back to the payroll. */}
      <Link
        as={RouterLink}
        to={shown?.kind === 'payroll' ? PATHS.payroll : PATHS.bulkPayments}
        className={styles.back}
      >
        <Icon icon={ArrowLeft} size={18} className={styles.flipInRtl} />
        {t(shown?.kind === 'payroll' ? 'batch.backPayroll' : 'batch.back')}
      </Link>
      <Heading level={1}>{shown ? <bdi>{shown.name}</bdi> : t('batch.heading')}</Heading>
      <div ref={noticeRef} tabIndex={-1} role="status">
        {news && <Alert tone="success">{news}</Alert>}
      </div>
      <LoadState
        query={query}
        label={t('batch.loading')}
        errorTitle={t('batch.failed')}
        skeleton={<Skeleton shape="rect" height="20rem" />}
      >
        {({ me }) =>
          shown && (
            <BatchView
              batch={shown}
              me={me}
              role={role}
              onBatch={(batch) => loaded && setLocal({ base: loaded.batch, batch })}
              onDecided={(batch, text) => {
                // The answer has no rows: those shown stay until the page is read again.
                if (loaded && shown)
                  setLocal({ base: loaded.batch, batch: { ...shown, ...batch } });
                tell(text, true);
                query.reload();
              }}
              onStale={() => {
                tell(t('batch.stale'), true);
                query.reload();
              }}
              tell={tell}
            />
          )
        }
      </LoadState>
    </Stack>
  );
}

interface BatchViewProps {
  batch: BulkBatchWithRows;
  me: string;
  role: CustomerTypeInfo | null;
  /** A row fixed or removed: the bank's answer replaces the batch shown. */
  onBatch: (batch: BulkBatchWithRows) => void;
  /** Submitted, approved, rejected or cancelled: the answer and the words that say so. */
  onDecided: (batch: BulkBatch, text: string) => void;
  onStale: () => void;
  tell: (text: string, focus?: boolean) => void;
}

function BatchView({ batch, me, role, onBatch, onDecided, onStale, tell }: BatchViewProps) {
  const { t, i18n } = useTranslation(ns);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const stale = () => {
    close();
    onStale();
  };
  const draft = batch.status === 'draft';
  const waiting = batch.status === 'awaiting_approval';
  const sent = batch.status === 'processing' || batch.status === 'done';
  // Viewers read. Who uploaded a batch (or an administrator) changes or cancels it; only who
  // uploaded it submits it, with the code sent to them (the bank's rules).
  const mine = batch.created_by.customer_id === me;
  const mayChange = Boolean(role && !role.is_viewer) && (mine || Boolean(role?.can_administer));
  const mayCancel = (draft || waiting) && mayChange;
  // A payroll month's batch is made from its employees, not a file: its rows change there.
  const fromFile = batch.kind === 'bulk_payment';
  const approval = batch.approval;
  const mayDecide =
    waiting && Boolean(role?.can_approve) && Boolean(approval?.you.can_approve ?? false);

  /** Where the batch waits now, in words ("step 2: Sara Falcon"). */
  const waitingWords = (answer: BulkBatch) => {
    const next = answer.approval && waitingFor(answer.approval, t, i18n.language);
    return next ? t('decided.waitsFor', next) : t('decided.waits');
  };

  return (
    <Stack gap="xl">
      <StatusNotice batch={batch} />
      <Card as="section" padding="lg" aria-labelledby="bulk-facts">
        <Stack gap="md">
          <Heading level={2} size={4} id="bulk-facts">
            {t('batch.facts')}
          </Heading>
          <DescriptionList
            items={[
              {
                term: t('batch.status'),
                description: (
                  <StatusBadge
                    status={BATCH_BADGE[batch.status]}
                    label={t(`status.${batch.status}`)}
                  />
                ),
              },
              {
                term: t('batch.uploaded'),
                description: withParts(
                  (v) => t('batch.uploadedBy', { name: v.name, date: v.date }),
                  {
                    name: <bdi>{batch.created_by.name}</bdi>,
                    date: <bdi dir="ltr">{formatUaeMinute(batch.created_at)}</bdi>,
                  },
                ),
              },
              ...(batch.file_name
                ? [{ term: t('batch.file'), description: <bdi>{batch.file_name}</bdi> }]
                : []),
              {
                term: t('batch.payments'),
                description:
                  draft && batch.invalid_count > 0
                    ? `${t('list.rows', { count: batch.row_count })}, ${t('list.invalid', { count: batch.invalid_count })}`
                    : t('list.rows', { count: batch.row_count }),
              },
              {
                term: t('batch.aedValue'),
                description: <bdi dir="ltr">{moneyText(batch.aed_value)}</bdi>,
              },
              ...(batch.submitted_at
                ? [
                    {
                      term: t('batch.submitted'),
                      description: <bdi dir="ltr">{formatUaeMinute(batch.submitted_at)}</bdi>,
                    },
                  ]
                : []),
              ...(sent
                ? [{ term: t('batch.outcome'), description: <Outcome batch={batch} ns={ns} /> }]
                : []),
            ]}
          />
        </Stack>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="bulk-totals">
        <Stack gap="md">
          <Heading level={2} size={4} id="bulk-totals">
            {t('batch.totals')}
          </Heading>
          <Text size="sm" tone="muted">
            {t(sent ? 'batch.totalsSent' : 'batch.totalsReady')}
          </Text>
          <Totals batch={batch} caption={t('batch.totalsCaption')} />
        </Stack>
      </Card>

      {draft && mayChange && (
        <Card as="section" padding="lg" aria-labelledby="bulk-submit">
          <Stack gap="md" align="start">
            <Heading level={2} size={4} id="bulk-submit">
              {t('submit.heading')}
            </Heading>
            {batch.invalid_count === 0 && batch.row_count > 0 && (
              // Who will approve it under the company's rules (the AED value of its total).
              <ApprovalPathPreview
                kind="bulk_payment"
                currency="AED"
                amountMinor={batch.aed_value.minor}
                headingLevel={3}
              />
            )}
            {mine ? (
              <SubmitButton batch={batch} onSubmit={() => setOpen({ kind: 'submit' })} />
            ) : (
              <Text>
                {withParts((v) => t('submit.notYours', { name: v.name }), {
                  name: <bdi>{batch.created_by.name}</bdi>,
                })}
              </Text>
            )}
            <div className={styles.actions}>
              {fromFile && (
                <ButtonLink
                  as={RouterLink}
                  variant="secondary"
                  to={withQuery(PATHS.bulkPayments, { new: '1', name: batch.name })}
                >
                  {t('submit.corrected')}
                </ButtonLink>
              )}
              {mayCancel && (
                <Button variant="tertiary" onClick={() => setOpen({ kind: 'cancel' })}>
                  {t('cancel.draft')}
                </Button>
              )}
            </div>
            {fromFile && (
              <Text size="sm" tone="muted">
                {t('submit.correctedText')}
              </Text>
            )}
          </Stack>
        </Card>
      )}

      {approval && approval.steps.length > 0 && (waiting || batch.submitted_at) && (
        <Card as="section" padding="lg" aria-labelledby="bulk-approvals">
          <Stack gap="md">
            <Heading level={2} size={4} id="bulk-approvals">
              {t('approvals.heading')}
            </Heading>
            <Text size="sm" tone="muted">
              {approval.rule
                ? withParts((v) => t('approval:path.rule', { name: v.name }), {
                    name: <bdi>{approval.rule.name}</bdi>,
                  })
                : t('approval:path.defaultRule')}
            </Text>
            {/* The shared list of a payment's approvals (domain/approvals), as waiting review shows it. */}
            <ApprovalSteps
              steps={approval.steps}
              currentStep={waiting ? approval.current_step : null}
              mode="progress"
            />
            {waiting && (
              <Decision
                batch={batch}
                role={role}
                me={me}
                mayDecide={mayDecide}
                onApprove={() => setOpen({ kind: 'approve' })}
                onReject={() => setOpen({ kind: 'reject' })}
              />
            )}
          </Stack>
        </Card>
      )}

      {waiting && mayCancel && (
        <div>
          <Button variant="secondary" onClick={() => setOpen({ kind: 'cancel' })}>
            {t('cancel.waiting')}
          </Button>
        </div>
      )}

      {sent && <ReportButton batch={batch} />}

      <BatchRows
        batch={batch}
        editable={draft && mayChange && fromFile}
        onFix={(row) => setOpen({ kind: 'fix', row })}
        onRemove={(row) => setOpen({ kind: 'remove', row })}
      />

      <Suspense fallback={null}>
        {open?.kind === 'fix' && (
          <FixRowDialog
            batchId={batch.id}
            row={open.row}
            onClose={close}
            onSaved={(answer, fixed) => {
              onBatch(answer);
              if (fixed) {
                close();
                tell(t('decided.fixed', { line: open.row.line }));
              }
            }}
          />
        )}
        {open?.kind === 'remove' && (
          <RemoveRowDialog
            batchId={batch.id}
            row={open.row}
            onClose={close}
            onStale={stale}
            onRemoved={(answer) => {
              close();
              onBatch(answer);
              tell(t('decided.removed', { line: open.row.line }), true);
            }}
          />
        )}
        {open?.kind === 'submit' && (
          <SubmitDialog
            batch={batch}
            onClose={close}
            onStale={stale}
            onDone={(answer) => {
              close();
              onDecided(
                answer,
                answer.status === 'awaiting_approval'
                  ? `${t('decided.submitted')} ${waitingWords(answer)}`
                  : t('decided.submittedSent'),
              );
            }}
          />
        )}
        {open?.kind === 'approve' && (
          <ApproveDialog
            batch={batch}
            onClose={close}
            onStale={stale}
            onDone={(answer) => {
              close();
              onDecided(
                answer,
                answer.status === 'awaiting_approval'
                  ? `${t('decided.approved')} ${waitingWords(answer)}`
                  : t('decided.approvedSent'),
              );
            }}
          />
        )}
        {open?.kind === 'reject' && (
          <RejectDialog
            batchId={batch.id}
            onClose={close}
            onStale={stale}
            onDone={(answer) => {
              close();
              onDecided(answer, t('decided.rejected'));
            }}
          />
        )}
        {open?.kind === 'cancel' && (
          <CancelBatchDialog
            batch={batch}
            onClose={close}
            onStale={stale}
            onDone={(answer) => {
              close();
              onDecided(answer, t('decided.cancelled'));
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}

/** What the batch's state means for the reader, at the top. */
function StatusNotice({ batch }: { batch: BulkBatchWithRows }) {
  const { t } = useTranslation(ns);
  switch (batch.status) {
    case 'draft':
      return batch.invalid_count > 0 ? (
        <Alert tone="warning" title={t('notice.problemsTitle', { count: batch.invalid_count })}>
          {t('notice.problems')}
        </Alert>
      ) : batch.row_count === 0 ? (
        <Alert tone="info">{t('notice.emptyDraft')}</Alert>
      ) : (
        <Alert tone="info">{t('notice.ready')}</Alert>
      );
    case 'awaiting_approval':
      return <Alert tone="info">{t('notice.waiting')}</Alert>;
    case 'processing':
      return <Alert tone="info">{t('notice.processing')}</Alert>;
    case 'done':
      return batch.outcome.failed > 0 ? (
        <Alert tone="warning" title={t('notice.doneFailedTitle', { count: batch.outcome.failed })}>
          {t('notice.doneFailed')}
        </Alert>
      ) : batch.outcome.in_progress > 0 ? (
        <Alert tone="info">{t('notice.doneOnItsWay')}</Alert>
      ) : (
        <Alert tone="success">{t('notice.done')}</Alert>
      );
    case 'rejected':
      return (
        <Alert
          tone="warning"
          title={
            batch.decided_by
              ? withParts((v) => t('notice.rejectedBy', { name: v.name }), {
                  name: <bdi>{batch.decided_by.name}</bdi>,
                })
              : t('notice.rejectedTitle')
          }
        >
          {t('notice.rejected')}
          {batch.rejection_reason && (
            <>
              {' '}
              {t('notice.reason')} <bdi>{batch.rejection_reason}</bdi>
            </>
          )}
        </Alert>
      );
    case 'cancelled':
      return <Alert tone="info">{t('notice.cancelled')}</Alert>;
  }
}

/** "Submit", disabled with its reason while a payment has a problem (or none is left). */
function SubmitButton({ batch, onSubmit }: { batch: BulkBatchWithRows; onSubmit: () => void }) {
  const { t } = useTranslation(ns);
  const reason =
    batch.invalid_count > 0
      ? t('submit.blocked', { count: batch.invalid_count })
      : batch.row_count === 0
        ? t('submit.blockedEmpty')
        : null;
  return (
    <Stack gap="xs" align="start">
      <Button
        onClick={onSubmit}
        disabled={reason !== null}
        aria-describedby={reason ? 'bulk-submit-reason' : undefined}
      >
        {t('submit.button')}
      </Button>
      {reason && (
        <Text size="sm" id="bulk-submit-reason">
          {reason}
        </Text>
      )}
    </Stack>
  );
}

/** The decision of an approver the rules let decide, or why this reader cannot. */
function Decision({
  batch,
  role,
  me,
  mayDecide,
  onApprove,
  onReject,
}: {
  batch: BulkBatchWithRows;
  role: CustomerTypeInfo | null;
  me: string;
  mayDecide: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t, i18n } = useTranslation(ns);
  const approval = batch.approval;
  if (mayDecide)
    return (
      <div className={styles.actions}>
        <Button onClick={onApprove}>{t('decide.approve')}</Button>
        <Button variant="secondary" onClick={onReject}>
          {t('decide.reject')}
        </Button>
      </div>
    );
  const reason = approval?.you.reason;
  const next = approval && waitingFor(approval, t, i18n.language);
  const text =
    batch.created_by.customer_id === me || reason === 'prepared_it'
      ? t('cannot.prepared_it')
      : !role?.can_approve
        ? t('cannot.reader')
        : (reason === 'already_approved' || reason === 'not_on_step') && next
          ? t(`cannot.${reason}`, next)
          : reason === 'over_limit'
            ? t('cannot.over_limit')
            : t('cannot.not_an_approver');
  return <Alert tone={reason === 'over_limit' ? 'warning' : 'info'}>{text}</Alert>;
}

/** "Download the report": the outcome of each payment as CSV, made in the browser. */
function ReportButton({ batch }: { batch: BulkBatchWithRows }) {
  const { t } = useTranslation(ns);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveText(await reportCsv(batch), reportName(batch));
    } catch {
      // The CSV writer's code did not load (offline): say so; a new press tries again.
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" align="start">
      <Button variant="secondary" loading={busy} onClick={() => void download()}>
        {t('report.button')}
      </Button>
      <Text size="sm" tone="muted">
        {t('report.text')}
      </Text>
      {failed && (
        <Alert tone="danger" announce="assertive">
          {t('report.failed')}
        </Alert>
      )}
    </Stack>
  );
}
