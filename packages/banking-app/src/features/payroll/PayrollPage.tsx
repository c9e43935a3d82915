// Route /dashboard/payroll (PATHS.payroll), issue 28, not in the spec: payroll through the UAE's
// Wage Protection System. The company's payroll months (each month, its employees, its total and its
// batch's status in words, with a link to the batch's page where it is submitted, approved and
// followed), "Run payroll" (preparers, approvers and administrators) and "Check a SIF file"; the
// employees (name, person id, IBAN, routing code, fixed salary, on the payroll or not), added,
// changed and taken off the payroll by approvers and administrators (the form loads when opened);
// the settings: the establishment's 13-digit employer id, given by an administrator.
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ButtonLink,
  DescriptionList,
  EmptyState,
  ErrorSummary,
  FormField,
  Heading,
  Link,
  Skeleton,
  Stack,
  StatusBadge,
  Table,
  Text,
  TextInput,
} from '@bank/ui';
import { bulkPaymentPath, PATHS, payrollRunPath } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { useCustomerType } from '@/session/useCustomerType';
import {
  fetchMonths,
  fetchStaff,
  saveEmployerId,
  type Employee,
  type PayrollMonth,
  type PayrollSettings,
  type Staff,
} from './api';
import { loadPayrollNamespace } from './i18n';
import { aedText, BATCH_BADGE, groupedIban, monthName, SETTINGS_ID } from './words';
import { RemoveEmployeeDialog } from './components/RemoveEmployeeDialog';
import * as styles from './payroll.css';

const ns = await loadPayrollNamespace();

// The employee's form (and the IBAN and routing checks it brings) loads when it is opened.
const EmployeeDialog = lazy(() =>
  import('./components/EmployeeDialog').then((m) => ({ default: m.EmployeeDialog })),
);

/** The screen's calls: the months, and the employees with the WPS settings. */
export const loader = screenLoader(() => ({ months: fetchMonths, staff: fetchStaff }));

export function Component() {
  const { t } = useTranslation(ns);
  const role = useCustomerType();
  const { months, staff } = useScreenQueries<typeof loader>();
  const corporate = role?.user_type === 'corporate';
  // Viewers read; preparers, approvers and administrators run a month (it moves money).
  const mayRun = corporate && !role.is_viewer;
  // Approvers and administrators keep the employees; administrators the employer id.
  const mayEdit = corporate && !role.is_viewer_or_preparer;
  const isAdmin = corporate && role.can_administer;
  const [news, setNews] = useState('');
  const noticeRef = useRef<HTMLDivElement>(null);

  /** Says what was done at the top of the page, and asks the bank again. */
  const done = (text: string, focus = false) => {
    setNews(text);
    if (focus) requestAnimationFrame(() => noticeRef.current?.focus());
    staff.reload();
  };

  return (
    <Stack gap="xl" className={styles.page}>
      <Stack gap="xs">
        <Heading level={1}>{t('page.heading')}</Heading>
        <Text tone="muted">
          {t('page.lead')} {role && !mayRun ? t('page.leadViewer') : ''}
        </Text>
      </Stack>
      <div className={styles.actions}>
        {mayRun && (
          <ButtonLink as={RouterLink} to={PATHS.payrollNew}>
            {t('page.run')}
          </ButtonLink>
        )}
        <ButtonLink as={RouterLink} to={PATHS.payrollCheck} variant="secondary">
          {t('page.check')}
        </ButtonLink>
      </div>
      <div ref={noticeRef} tabIndex={-1} role="status">
        {news && <Alert tone="success">{news}</Alert>}
      </div>

      <section aria-labelledby="payroll-months">
        <Stack gap="md">
          <Heading level={2} size={4} id="payroll-months">
            {t('months.heading')}
          </Heading>
          <LoadState
            query={months}
            label={t('months.loading')}
            errorTitle={t('months.failed')}
            skeleton={<Skeleton shape="rect" height="8rem" />}
            isEmpty={(list) => list.length === 0}
            empty={
              <EmptyState
                art="transactions"
                headingLevel={3}
                title={t('months.empty')}
                text={t(mayRun ? 'months.emptyText' : 'months.emptyViewer')}
              />
            }
          >
            {(list) => <MonthsTable months={list} />}
          </LoadState>
        </Stack>
      </section>

      <LoadState
        query={staff}
        label={t('employees.loading')}
        errorTitle={t('employees.failed')}
        skeleton={<Skeleton shape="rect" height="14rem" />}
      >
        {(answer) => (
          <>
            <EmployeesSection staff={answer} mayEdit={mayEdit} onDone={done} />
            <SettingsSection settings={answer.settings} isAdmin={isAdmin} onDone={done} />
          </>
        )}
      </LoadState>
    </Stack>
  );
}

function MonthsTable({ months }: { months: readonly PayrollMonth[] }) {
  const { t } = useTranslation(ns);
  return (
    <Table
      caption={t('months.caption')}
      hideCaption
      rows={months}
      rowKey={(m) => m.id}
      columns={[
        {
          key: 'month',
          header: t('months.col.month'),
          cell: (m) => (
            <Link as={RouterLink} to={payrollRunPath(m.id)}>
              {monthName(t, m.month)}
            </Link>
          ),
        },
        {
          key: 'employees',
          header: t('months.col.employees'),
          cell: (m) => t('employeeCount', { count: m.batch.row_count }),
        },
        {
          key: 'total',
          header: t('months.col.total'),
          align: 'end',
          ltr: true,
          cell: (m) => aedText(m.total),
        },
        {
          key: 'status',
          header: t('months.col.status'),
          cell: (m) => (
            <span className={styles.lines}>
              <StatusBadge
                status={BATCH_BADGE[m.batch.status]}
                label={t(`status.${m.batch.status}`)}
              />
              <Link as={RouterLink} to={bulkPaymentPath(m.batch.id)}>
                {t('months.follow', { month: monthName(t, m.month) })}
              </Link>
            </span>
          ),
        },
      ]}
    />
  );
}

type Open = null | { kind: 'add' } | { kind: 'edit' | 'remove'; employee: Employee };

function EmployeesSection({
  staff,
  mayEdit,
  onDone,
}: {
  staff: Staff;
  mayEdit: boolean;
  onDone: (text: string, focus?: boolean) => void;
}) {
  const { t } = useTranslation(ns);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { employees } = staff;
  return (
    <section aria-labelledby="payroll-employees">
      <Stack gap="md">
        <Heading level={2} size={4} id="payroll-employees">
          {t('employees.heading')}
        </Heading>
        <Text size="sm" tone="muted">
          {t('employees.lead')} {mayEdit ? '' : t('employees.leadReader')}
        </Text>
        {mayEdit && (
          <div>
            <Button variant="secondary" onClick={() => setOpen({ kind: 'add' })}>
              {t('employees.add')}
            </Button>
          </div>
        )}
        {employees.length === 0 ? (
          <EmptyState
            art="beneficiaries"
            headingLevel={3}
            title={t('employees.empty')}
            text={t(mayEdit ? 'employees.emptyText' : 'employees.emptyReader')}
          />
        ) : (
          <Table
            caption={t('employees.caption')}
            hideCaption
            rows={employees}
            rowKey={(e) => e.id}
            columns={[
              {
                key: 'name',
                header: t('employees.col.name'),
                cell: (e) => <bdi>{e.name}</bdi>,
              },
              {
                key: 'personId',
                header: t('employees.col.personId'),
                ltr: true,
                nowrap: true,
                cell: (e) => e.person_id,
              },
              {
                key: 'iban',
                header: t('employees.col.iban'),
                ltr: true,
                nowrap: true,
                cell: (e) => groupedIban(e.iban),
              },
              {
                key: 'routing',
                header: t('employees.col.routing'),
                ltr: true,
                cell: (e) => e.routing_code,
              },
              {
                key: 'salary',
                header: t('employees.col.salary'),
                align: 'end',
                ltr: true,
                cell: (e) => aedText(e.fixed_salary),
              },
              {
                key: 'active',
                header: t('employees.col.active'),
                cell: (e) => t(e.active ? 'employees.active' : 'employees.inactive'),
              },
              ...(mayEdit
                ? [
                    {
                      key: 'actions',
                      header: t('employees.col.actions'),
                      cell: (e: Employee) =>
                        e.active && (
                          <span className={styles.actions}>
                            <Button
                              variant="tertiary"
                              size="sm"
                              aria-label={t('employees.editLabel', { name: e.name })}
                              onClick={() => setOpen({ kind: 'edit', employee: e })}
                            >
                              {t('employees.edit')}
                            </Button>
                            <Button
                              variant="tertiary"
                              size="sm"
                              aria-label={t('employees.removeLabel', { name: e.name })}
                              onClick={() => setOpen({ kind: 'remove', employee: e })}
                            >
                              {t('employees.remove')}
                            </Button>
                          </span>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Stack>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <Suspense fallback={null}>
          <EmployeeDialog
            employee={open.kind === 'edit' ? open.employee : undefined}
            onClose={close}
            onSaved={(saved, added) => {
              close();
              // A person id taken off the payroll and added again brings back their record (the
              // same id, on the payroll, with the details just given).
              const back = added && employees.some((e) => e.id === saved.id && !e.active);
              onDone(
                t(back ? 'form.back' : added ? 'form.added' : 'form.saved', { name: saved.name }),
              );
            }}
            onStale={() => {
              close();
              onDone(t('form.stale'), true);
            }}
          />
        </Suspense>
      )}
      {open?.kind === 'remove' && (
        <RemoveEmployeeDialog
          employee={open.employee}
          onClose={close}
          onRemoved={(removed) => {
            close();
            onDone(t('remove.done', { name: removed.name }), true);
          }}
        />
      )}
    </section>
  );
}

function SettingsSection({
  settings,
  isAdmin,
  onDone,
}: {
  settings: PayrollSettings;
  isAdmin: boolean;
  onDone: (text: string) => void;
}) {
  const { t, i18n } = useTranslation(ns);
  const [value, setValue] = useState(settings.employer_id ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useFormErrors('payroll-settings', ['employer_id'] as const);
  const saving = useSubmit();

  const save = (event: FormEvent) => {
    event.preventDefault();
    void saving.run(async () => {
      setRefusal(null);
      const id = value.trim();
      if (!form.report({ employer_id: /^\d{13}$/.test(id) ? undefined : t('settings.invalid') }))
        return;
      const res = await saveEmployerId(id);
      if (res.data) {
        onDone(t('settings.saved'));
        return;
      }
      const field = res.error?.fields?.employer_id;
      if (field)
        form.report({ employer_id: i18n.language === 'en' ? field : t('settings.invalid') });
      else if (res.error?.code === 'forbidden') setRefusal(t('settings.forbidden'));
      else setRefusal(res.statusText);
    });
  };

  return (
    <section aria-labelledby={`${SETTINGS_ID}-heading`} id={SETTINGS_ID}>
      <Stack gap="md">
        <Heading level={2} size={4} id={`${SETTINGS_ID}-heading`}>
          {t('settings.heading')}
        </Heading>
        <Text size="sm" tone="muted">
          {t('settings.lead')}
        </Text>
        {!settings.employer_id && (
          <Alert tone="warning" title={t('settings.none')}>
            {t(isAdmin ? 'settings.missing' : 'settings.adminOnly')}
          </Alert>
        )}
        <DescriptionList
          items={[
            {
              term: t('settings.employerId'),
              description: settings.employer_id ? (
                <bdi dir="ltr">{settings.employer_id}</bdi>
              ) : (
                t('settings.none')
              ),
            },
            {
              term: t('settings.bankRouting'),
              description: <bdi dir="ltr">{settings.bank_routing_code}</bdi>,
            },
          ]}
        />
        {isAdmin ? (
          <form noValidate onSubmit={save}>
            <Stack gap="md" align="start">
              <ErrorSummary errors={form.summary} focusKey={form.attempt} />
              {refusal && (
                <Alert tone="danger" announce="assertive" title={t('settings.refused')}>
                  {refusal}
                </Alert>
              )}
              <div className={styles.narrow}>
                <FormField
                  label={t('settings.employerId')}
                  hint={t('settings.employerIdHint')}
                  id={form.id('employer_id')}
                  required
                  error={form.errors.employer_id}
                >
                  <TextInput
                    value={value}
                    onChange={(e) => setValue(e.target.value)}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={20}
                    ltr
                  />
                </FormField>
              </div>
              <Button type="submit" variant="secondary" loading={saving.loading}>
                {t('settings.save')}
              </Button>
            </Stack>
          </form>
        ) : (
          settings.employer_id && <Text size="sm">{t('settings.adminOnly')}</Text>
        )}
      </Stack>
    </section>
  );
}
