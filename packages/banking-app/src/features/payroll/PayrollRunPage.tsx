// Route /dashboard/payroll/:run_id (PATHS.payrollRun), issue 28, not in the spec: one payroll month.
// Its pay period, employees, total and who prepared it; its payroll batch's status in words with
// its approval progress (each step, who gave it, the one waiting: the shared ApprovalSteps) and
// "Submit and follow the payments", the batch's page, where it is submitted with the one-time code,
// approved and followed payment by payment; "Download the SIF" (the bank's file, named by its
// Content-Disposition) and "Download the payroll report" (a CSV built here: each employee's pay
// and, once the batch was sent, each payment's outcome from the batch); the month's lines.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
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
  Table,
  Text,
} from '@bank/ui';
import { bulkPaymentPath, PATHS } from '@/access/paths';
import { formatDay, formatUaeMinute } from '@/i18n/format';
import { withParts } from '@/i18n/ltr';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useSubmit } from '@/lib/forms/useSubmit';
import { ApprovalSteps } from '@/domain/approvals/ApprovalSteps';
import { downloadSif, fetchBatchRows, fetchMonth, type PayrollLine, type PayrollRun } from './api';
import { csvBlob, fileNameOf, payrollReportCsv, reportName, saveBlob } from './files';
import { loadPayrollNamespace } from './i18n';
import { Refusal, type RefusalWords } from './components/Refusal';
import { aedText, BATCH_BADGE, groupedIban, monthName } from './words';
import * as styles from './payroll.css';

const ns = await loadPayrollNamespace();

/** The screen's call: the month of the path, with its lines and its batch. */
export const loader = screenLoader(({ params }) => ({
  run: () => fetchMonth(params.run_id ?? ''),
}));

export function Component() {
  const { t } = useTranslation(ns);
  const { run_id: id = '' } = useParams();
  const { run } = useScreenQueries<typeof loader>();
  const shown = run.state.status === 'success' && run.state.data.id === id ? run.state.data : null;
  return (
    <Stack gap="xl" className={styles.page}>
      <Link as={RouterLink} to={PATHS.payroll} className={styles.back}>
        <Icon icon={ArrowLeft} size={18} className={styles.flipInRtl} />
        {t('month.back')}
      </Link>
      <Heading level={1}>
        {shown
          ? t('month.heading', { month: monthName(t, shown.month) })
          : t('month.headingLoading')}
      </Heading>
      <LoadState
        query={run}
        label={t('month.loading')}
        errorTitle={t('month.failed')}
        skeleton={<Skeleton shape="rect" height="20rem" />}
      >
        {(month) => <MonthView run={month} />}
      </LoadState>
    </Stack>
  );
}

const SENT: ReadonlySet<string> = new Set(['processing', 'done']);

function MonthView({ run }: { run: PayrollRun }) {
  const { t } = useTranslation(ns);
  const { batch } = run;
  const sent = SENT.has(batch.status);
  const approval = batch.approval;
  const waiting = batch.status === 'awaiting_approval';
  const month = monthName(t, run.month);

  return (
    <Stack gap="xl">
      <Card as="section" padding="lg" aria-labelledby="payroll-month-facts">
        <Stack gap="md">
          <Heading level={2} size={4} id="payroll-month-facts">
            {t('month.facts')}
          </Heading>
          <DescriptionList
            items={[
              {
                term: t('month.period'),
                description: withParts(
                  (v) => t('month.periodValue', { start: v.start, end: v.end }),
                  {
                    start: <bdi dir="ltr">{formatDay(run.pay_start)}</bdi>,
                    end: <bdi dir="ltr">{formatDay(run.pay_end)}</bdi>,
                  },
                ),
              },
              {
                term: t('month.employees'),
                description: t('employeeCount', { count: run.lines.length }),
              },
              { term: t('month.total'), description: <bdi dir="ltr">{aedText(run.total)}</bdi> },
              {
                term: t('month.status'),
                description: (
                  <StatusBadge
                    status={BATCH_BADGE[batch.status]}
                    label={t(`status.${batch.status}`)}
                  />
                ),
              },
              ...(sent
                ? [
                    {
                      term: t('month.outcome'),
                      description: (
                        <span className={styles.lines}>
                          <span>{t('outcome.completed', { count: batch.outcome.completed })}</span>
                          {batch.outcome.in_progress > 0 && (
                            <span>
                              {t('outcome.in_progress', { count: batch.outcome.in_progress })}
                            </span>
                          )}
                          {batch.outcome.failed > 0 && (
                            <span>{t('outcome.failed', { count: batch.outcome.failed })}</span>
                          )}
                        </span>
                      ),
                    },
                  ]
                : []),
              {
                term: t('month.prepared'),
                description: withParts(
                  (v) => t('month.preparedBy', { date: v.date, name: v.name }),
                  {
                    date: <bdi dir="ltr">{formatUaeMinute(run.created_at)}</bdi>,
                    name: <bdi>{batch.created_by.name}</bdi>,
                  },
                ),
              },
            ]}
          />
        </Stack>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="payroll-month-batch">
        <Stack gap="md" align="start">
          <Heading level={2} size={4} id="payroll-month-batch">
            {t('month.batch')}
          </Heading>
          <Text>{t(`month.followText.${batch.status}`)}</Text>
          <ButtonLink as={RouterLink} to={bulkPaymentPath(batch.id)}>
            {t('month.follow')}
          </ButtonLink>
        </Stack>
      </Card>

      {approval && approval.steps.length > 0 && (waiting || batch.submitted_at) && (
        <Card as="section" padding="lg" aria-labelledby="payroll-month-approvals">
          <Stack gap="md">
            <Heading level={2} size={4} id="payroll-month-approvals">
              {t('month.approvals')}
            </Heading>
            <Text size="sm" tone="muted">
              {approval.rule
                ? withParts((v) => t('approval:path.rule', { name: v.name }), {
                    name: <bdi>{approval.rule.name}</bdi>,
                  })
                : t('approval:path.defaultRule')}
            </Text>
            <Text>
              {waiting && approval.current_step != null
                ? t('month.approvalWaits', {
                    step: approval.current_step,
                    steps: approval.steps.length,
                  })
                : approval.current_step == null && sent
                  ? t('month.approvalDone')
                  : ''}
            </Text>
            {/* The shared list of a payment's approvals (domain/approvals), as the batch's page shows it. */}
            <ApprovalSteps
              steps={approval.steps}
              currentStep={waiting ? approval.current_step : null}
              mode="progress"
            />
          </Stack>
        </Card>
      )}

      <Files run={run} />

      <section aria-labelledby="payroll-month-lines">
        <Stack gap="md">
          <Heading level={2} size={4} id="payroll-month-lines">
            {t('month.lines')}
          </Heading>
          <Lines run={run} month={month} />
        </Stack>
      </section>
    </Stack>
  );
}

function Files({ run }: { run: PayrollRun }) {
  const { t } = useTranslation(ns);
  const sif = useSubmit();
  const report = useSubmit();
  const [news, setNews] = useState('');
  const [refusal, setRefusal] = useState<RefusalWords | null>(null);

  const downloadTheSif = () =>
    void sif.run(async () => {
      setNews('');
      setRefusal(null);
      const res = await downloadSif(run.id);
      if (!res.data) {
        setRefusal({ title: t('month.sifFailed'), detail: res.statusText });
        return;
      }
      const name =
        fileNameOf(res.headers?.get('content-disposition')) ?? `payroll-${run.month}.SIF`;
      saveBlob(res.data as unknown as Blob, name);
      setNews(t('month.sifSaved', { name }));
    });

  const downloadTheReport = () =>
    void report.run(async () => {
      setNews('');
      setRefusal(null);
      // Once the batch was sent, each payment's outcome is its row's (by the month's line).
      let rows = null;
      let missed = false;
      if (SENT.has(run.batch.status)) {
        const res = await fetchBatchRows(run.batch.id);
        rows = res.data?.data.rows ?? null;
        missed = !rows;
      }
      const name = reportName(run);
      saveBlob(csvBlob(await payrollReportCsv(run, rows)), name);
      setNews(
        missed
          ? `${t('month.reportSaved', { name })} ${t('month.reportFailed')}`
          : t('month.reportSaved', { name }),
      );
    });

  return (
    <Card as="section" padding="lg" aria-labelledby="payroll-month-files">
      <Stack gap="md" align="start">
        <Heading level={2} size={4} id="payroll-month-files">
          {t('month.files')}
        </Heading>
        <Stack gap="xs" align="start">
          <Button variant="secondary" loading={sif.loading} onClick={downloadTheSif}>
            {t('month.sif')}
          </Button>
          <Text size="sm" tone="muted">
            {t('month.sifText')}
          </Text>
        </Stack>
        <Stack gap="xs" align="start">
          <Button variant="secondary" loading={report.loading} onClick={downloadTheReport}>
            {t('month.report')}
          </Button>
          <Text size="sm" tone="muted">
            {t('month.reportText')}
          </Text>
        </Stack>
        <Text role="status" size="sm">
          {news}
        </Text>
        {refusal && <Refusal refusal={refusal} />}
      </Stack>
    </Card>
  );
}

function Lines({ run, month }: { run: PayrollRun; month: string }) {
  const { t } = useTranslation(ns);
  return (
    <Table
      caption={t('month.linesCaption', { month })}
      hideCaption
      rows={run.lines}
      rowKey={(l: PayrollLine) => String(l.line)}
      columns={[
        {
          key: 'employee',
          header: t('month.col.employee'),
          cell: (l) => <bdi>{l.employee.name}</bdi>,
        },
        {
          key: 'personId',
          header: t('month.col.personId'),
          ltr: true,
          nowrap: true,
          cell: (l) => l.employee.person_id,
        },
        {
          key: 'iban',
          header: t('month.col.iban'),
          ltr: true,
          nowrap: true,
          cell: (l) => groupedIban(l.employee.iban),
        },
        {
          key: 'routing',
          header: t('month.col.routing'),
          ltr: true,
          cell: (l) => l.employee.routing_code,
        },
        {
          key: 'fixed',
          header: t('month.col.fixed'),
          align: 'end',
          ltr: true,
          cell: (l) => aedText(l.fixed),
        },
        {
          key: 'variable',
          header: t('month.col.variable'),
          align: 'end',
          ltr: true,
          cell: (l) => aedText(l.variable),
        },
        {
          key: 'leave',
          header: t('month.col.leave'),
          align: 'end',
          cell: (l) => l.leave_days,
        },
        {
          key: 'net',
          header: t('month.col.net'),
          align: 'end',
          ltr: true,
          cell: (l) => aedText(l.net),
        },
      ]}
    />
  );
}
