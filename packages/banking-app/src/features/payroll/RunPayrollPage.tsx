// Route /dashboard/payroll/new (PATHS.payrollNew), issue 28, not in the spec: a payroll month run
// (preparers, approvers and administrators). The salary month (the month after the last one on a
// payroll, those already on one marked), then each employee on the payroll with their fixed pay
// (their salary), variable pay (AmountInput: fils exactly), days on leave without pay and whether
// they are paid this month; the total of those paid. "Prepare the month" sends it: the bank checks
// it as WPS checks a SIF and against the months already paid, and makes its payroll batch; its
// refusals are said at the fields (lines.3.leave_days at that employee's days, a month already on a
// payroll at the month). Done, the month's page opens, where it is followed.
import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  AmountInput,
  ArrowLeft,
  Button,
  ButtonLink,
  Checkbox,
  EmptyState,
  ErrorSummary,
  FormField,
  Heading,
  Icon,
  Link,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@bank/ui';
import { PATHS, payrollRunPath } from '@/access/paths';
import { both } from '@/lib/data/both';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useFormErrors, type FieldErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import {
  fetchMonths,
  fetchStaff,
  prepareMonth,
  type Employee,
  type PayrollMonth,
  type RunLineInput,
  type Staff,
} from './api';
import { loadPayrollNamespace } from './i18n';
import { Refusal, type RefusalWords } from './components/Refusal';
import {
  aedText,
  daysIn,
  isLive,
  monthName,
  nextMonth,
  previousMonth,
  SETTINGS_ID,
  uaeMonth,
} from './words';
import * as styles from './payroll.css';

const ns = await loadPayrollNamespace();

/** The screen's call: the employees with the settings, and the months (one answer, one retry). */
export const loader = screenLoader(() => ({
  data: () => both(fetchStaff, fetchMonths, (staff, months) => ({ staff, months })),
}));

export function Component() {
  const { t } = useTranslation(ns);
  const { data } = useScreenQueries<typeof loader>();
  return (
    <Stack gap="xl" className={styles.page}>
      <Link as={RouterLink} to={PATHS.payroll} className={styles.back}>
        <Icon icon={ArrowLeft} size={18} className={styles.flipInRtl} />
        {t('run.back')}
      </Link>
      <Stack gap="xs">
        <Heading level={1}>{t('run.heading')}</Heading>
        <Text tone="muted">{t('run.lead')}</Text>
      </Stack>
      <LoadState
        query={data}
        label={t('run.loading')}
        errorTitle={t('run.failed')}
        skeleton={<Skeleton shape="rect" height="16rem" />}
      >
        {({ staff, months }) => <RunForm staff={staff} months={months} />}
      </LoadState>
    </Stack>
  );
}

/** The month after the last one on a live payroll; without any, this month (UAE time). */
function defaultRunMonth(months: readonly PayrollMonth[], now = uaeMonth()): string {
  const latest = months
    .filter(isLive)
    .map((m) => m.month)
    .sort()
    .at(-1);
  return latest ? nextMonth(latest) : now;
}

/** The months offered: a year back from now (or the default) to two months ahead of either. */
function monthChoices(chosen: string, now = uaeMonth()): string[] {
  let first = now;
  for (let i = 0; i < 11; i += 1) first = previousMonth(first);
  if (chosen < first) first = chosen;
  let last = chosen > now ? chosen : now;
  last = nextMonth(nextMonth(last));
  const out: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) out.push(m);
  return out;
}

type Part = 'include' | 'fixed' | 'variable' | 'leave';
const PARTS: readonly Part[] = ['include', 'fixed', 'variable', 'leave'];
/** The bank's names of a line's fields, on the row's parts. */
const PART_OF: Record<string, Part> = {
  employee_id: 'include',
  fixed_minor: 'fixed',
  variable_minor: 'variable',
  leave_days: 'leave',
};
const fieldOf = (employeeId: string, part: Part) => `${employeeId}-${part}`;

interface LineDraft {
  include: boolean;
  /** AED fils, or null when empty (nothing). */
  fixed: string | null;
  variable: string | null;
  leave: string;
}

const payOf = (line: LineDraft) => BigInt(line.fixed ?? '0') + BigInt(line.variable ?? '0');

function RunForm({ staff, months }: { staff: Staff; months: readonly PayrollMonth[] }) {
  const { t } = useTranslation(ns);
  const active = useMemo(() => staff.employees.filter((e) => e.active), [staff]);

  if (!staff.settings.employer_id)
    return (
      <Alert tone="warning" title={t('settings.none')}>
        <Stack gap="sm" align="start">
          <span>{t('run.noEmployer')}</span>
          <Link as={RouterLink} to={`${PATHS.payroll}#${SETTINGS_ID}`}>
            {t('run.toSettings')}
          </Link>
        </Stack>
      </Alert>
    );
  if (active.length === 0)
    return (
      <EmptyState
        art="beneficiaries"
        headingLevel={2}
        title={t('employees.empty')}
        text={t('run.noEmployees')}
        action={
          <ButtonLink as={RouterLink} to={PATHS.payroll} variant="secondary">
            {t('run.back')}
          </ButtonLink>
        }
      />
    );
  return <RunLines active={active} months={months} />;
}

function RunLines({
  active,
  months,
}: {
  active: readonly Employee[];
  months: readonly PayrollMonth[];
}) {
  const { t, i18n } = useTranslation(ns);
  const navigate = useNavigate();
  const taken = useMemo(() => new Set(months.filter(isLive).map((m) => m.month)), [months]);
  const [month, setMonth] = useState(() => defaultRunMonth(months));
  const choices = useMemo(() => monthChoices(defaultRunMonth(months)), [months]);
  const [lines, setLines] = useState<Record<string, LineDraft>>(() =>
    Object.fromEntries(
      active.map((e) => [
        e.id,
        { include: true, fixed: e.fixed_salary.minor, variable: null, leave: '0' },
      ]),
    ),
  );
  const order = useMemo(
    () => ['month', ...active.flatMap((e) => PARTS.map((part) => fieldOf(e.id, part)))],
    [active],
  );
  const form = useFormErrors<string>('payroll-run', order);
  const [refusal, setRefusal] = useState<RefusalWords | null>(null);
  const submitting = useSubmit();
  const days = daysIn(month);

  const lineOf = (id: string): LineDraft =>
    lines[id] ?? { include: false, fixed: null, variable: null, leave: '0' };
  const change = (id: string, next: Partial<LineDraft>) =>
    setLines((all) => ({ ...all, [id]: { ...lineOf(id), ...all[id], ...next } }));

  const paid = active.filter((e) => lineOf(e.id).include);
  const total = paid.reduce((sum, e) => sum + payOf(lineOf(e.id)), 0n);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitting.run(async () => {
      setRefusal(null);
      const errors: FieldErrors<string> = {};
      if (paid.length === 0 && active[0])
        errors[fieldOf(active[0].id, 'include')] = t('run.noneIncluded');
      for (const e of paid) {
        const line = lineOf(e.id);
        if (payOf(line) === 0n)
          errors[fieldOf(e.id, 'fixed')] = t('run.nothingToPay', { name: e.name });
        const leave = line.leave.trim() || '0';
        if (!/^\d{1,2}$/.test(leave) || Number(leave) > days)
          errors[fieldOf(e.id, 'leave')] = t('run.leaveInvalid', { name: e.name, days });
      }
      if (!form.report(errors)) return;
      const sent: RunLineInput[] = paid.map((e) => {
        const line = lineOf(e.id);
        return {
          employee_id: e.id,
          fixed_minor: line.fixed ?? '0',
          variable_minor: line.variable ?? '0',
          leave_days: Number(line.leave.trim() || '0'),
        };
      });
      const res = await prepareMonth({ month, lines: sent });
      if (res.data) {
        void navigate(payrollRunPath(res.data.data.id));
        return;
      }
      const english = i18n.language === 'en';
      const code = res.error?.code;
      const title = t('run.refused');
      // The bank's refusals of a field: the month, or a line by its index in what was sent.
      const found: FieldErrors<string> = {};
      for (const [path, message] of Object.entries(res.error?.fields ?? {})) {
        if (path === 'month') {
          found.month =
            code === 'invalid_state'
              ? english
                ? (res.error?.message ?? message)
                : t('run.monthPaid', { month: monthName(t, month) })
              : english
                ? message
                : t('run.refusedText');
          continue;
        }
        const [, index, name = ''] = /^lines\.(\d+)\.(\w+)$/.exec(path) ?? [];
        const who = index === undefined ? undefined : paid[Number(index)];
        if (!who) continue;
        const part = PART_OF[name] ?? 'include';
        found[fieldOf(who.id, part)] ??= english
          ? message
          : t(`run.line.${name in PART_OF ? name : 'employee_id'}`, { name: who.name });
      }
      if (Object.keys(found).length > 0) {
        form.report(found);
        return;
      }
      if (code === 'forbidden') setRefusal({ title, text: t('run.forbidden') });
      else if (res.error && res.status < 500)
        setRefusal(
          english && res.error.message
            ? { title, detail: res.error.message }
            : { title, text: t('run.refusedText') },
        );
      else setRefusal({ title, detail: res.statusText });
    });
  };

  const errorId = (field: string) => `${form.id(field)}-error`;
  const cellError = (field: string) =>
    form.errors[field] ? (
      <Text as="span" size="sm" id={errorId(field)} className={styles.cellError}>
        {form.errors[field]}
      </Text>
    ) : null;
  const invalid = (field: string) =>
    form.errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field), invalid: true }
      : {};

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <ErrorSummary errors={form.summary} focusKey={form.attempt} />
        {refusal && <Refusal refusal={refusal} />}
        <div className={styles.narrow}>
          <FormField
            label={t('run.month')}
            hint={t('run.monthHint')}
            id={form.id('month')}
            required
            error={form.errors.month}
          >
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={month}
                onChange={(e) => setMonth(e.target.value)}
              >
                {choices.map((m) => (
                  <option key={m} value={m}>
                    {taken.has(m)
                      ? t('run.monthTaken', { month: monthName(t, m) })
                      : monthName(t, m)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <Text size="sm" tone="muted">
          {t('run.leaveText')}
        </Text>
        <div
          className={styles.scroller}
          role="region"
          aria-labelledby="payroll-run-caption"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than the screen scrolls by keyboard too (axe scrollable-region-focusable).
          tabIndex={0}
        >
          <table className={styles.table}>
            <caption id="payroll-run-caption">
              <VisuallyHidden>{t('run.caption')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {t('run.col.include')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('run.col.name')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('run.col.fixed')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('run.col.variable')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('run.col.leave')}
                </th>
                <th scope="col" className={`${styles.th} ${styles.end}`}>
                  {t('run.col.net')}
                </th>
              </tr>
            </thead>
            <tbody>
              {active.map((e) => {
                const line = lineOf(e.id);
                const include = fieldOf(e.id, 'include');
                const fixed = fieldOf(e.id, 'fixed');
                const variable = fieldOf(e.id, 'variable');
                const leave = fieldOf(e.id, 'leave');
                return (
                  <tr key={e.id}>
                    <td className={styles.td}>
                      <Checkbox
                        id={form.id(include)}
                        label={
                          <VisuallyHidden>{t('run.includeLabel', { name: e.name })}</VisuallyHidden>
                        }
                        checked={line.include}
                        onChange={(ev) => change(e.id, { include: ev.target.checked })}
                        error={form.errors[include]}
                      />
                    </td>
                    <th scope="row" className={styles.td}>
                      <bdi>{e.name}</bdi>
                    </th>
                    <td className={`${styles.td} ${styles.amountCell}`}>
                      <AmountInput
                        id={form.id(fixed)}
                        currency="AED"
                        flag={false}
                        aria-label={t('run.fixedLabel', { name: e.name })}
                        value={line.fixed}
                        onChange={(minor) => change(e.id, { fixed: minor })}
                        disabled={!line.include}
                        {...invalid(fixed)}
                      />
                      {cellError(fixed)}
                    </td>
                    <td className={`${styles.td} ${styles.amountCell}`}>
                      <AmountInput
                        id={form.id(variable)}
                        currency="AED"
                        flag={false}
                        aria-label={t('run.variableLabel', { name: e.name })}
                        value={line.variable}
                        onChange={(minor) => change(e.id, { variable: minor })}
                        disabled={!line.include}
                        {...invalid(variable)}
                      />
                      {cellError(variable)}
                    </td>
                    <td className={`${styles.td} ${styles.daysCell}`}>
                      <TextInput
                        id={form.id(leave)}
                        aria-label={t('run.leaveLabel', { name: e.name })}
                        value={line.leave}
                        onChange={(ev) => change(e.id, { leave: ev.target.value })}
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={3}
                        disabled={!line.include}
                        ltr
                        {...invalid(leave)}
                      />
                      {cellError(leave)}
                    </td>
                    <td className={`${styles.td} ${styles.end}`}>
                      {line.include ? (
                        <bdi dir="ltr">
                          {aedText({ currency: 'AED', minor: payOf(line).toString() })}
                        </bdi>
                      ) : (
                        t('run.notPaid')
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Text weight="bold">
          {t('run.total')}:{' '}
          {t('run.totalText', {
            count: paid.length,
            total: aedText({ currency: 'AED', minor: total.toString() }),
          })}
        </Text>
        <div className={styles.actions}>
          <Button type="submit" loading={submitting.loading}>
            {t('run.submit')}
          </Button>
          <ButtonLink as={RouterLink} to={PATHS.payroll} variant="secondary">
            {t('run.cancel')}
          </ButtonLink>
        </div>
      </Stack>
    </form>
  );
}
