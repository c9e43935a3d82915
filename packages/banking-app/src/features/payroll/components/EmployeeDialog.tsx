// An employee added or changed (issue 28; approvers and administrators): name, the person id of
// the labour card, the UAE IBAN of their account, the routing code of their bank and the fixed
// monthly salary (AmountInput in AED: the fils exactly, never a float). The browser checks first
// what WPS refuses — a UAE IBAN, and a routing code of the IBAN's own bank (@bank/lookups/wps'
// routingMatchesIban) — then the bank checks again: its refusals of a field are said at the field
// (its words on an English page, ours on the others). This module loads when the form opens.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput, Button, Dialog, ErrorSummary, FormField, Stack, TextInput } from '@bank/ui';
import { validateIBAN } from 'ibantools';
import { routingMatchesIban } from '@bank/lookups/wps';
import { useFormErrors, type FieldErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import {
  saveEmployee,
  saveNewEmployee,
  type Employee,
  type EmployeeInput,
} from '@/features/payroll/api';
import { groupedIban } from '@/features/payroll/words';
import { Refusal, type RefusalWords } from './Refusal';
import * as styles from '@/features/payroll/payroll.css';

/** The form's fields, named as the contract names them (the bank's refusals use these names). */
const FIELDS = ['name', 'person_id', 'iban', 'routing_code', 'fixed_salary_minor'] as const;
type Field = (typeof FIELDS)[number];
const NAME_MAX = 70;

export interface EmployeeDialogProps {
  /** The employee to change; none: a new one. */
  employee?: Employee;
  onClose: () => void;
  /** The bank's answer: the employee as saved; `added` for a new one. */
  onSaved: (employee: Employee, added: boolean) => void;
  /** The employee is no longer on the payroll (taken off meanwhile). */
  onStale: () => void;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the browser can tell before sending: each field's first problem. */
function checkEmployee(t: Translate, input: EmployeeInput): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const name = input.name.trim();
  if (!name) errors.name = t('form.nameMissing');
  else if (name.length > NAME_MAX) errors.name = t('form.nameTooLong');
  if (!/^\d{1,14}$/.test(input.person_id)) errors.person_id = t('form.personIdInvalid');
  const ibanOk = input.iban.startsWith('AE') && validateIBAN(input.iban).valid;
  if (!input.iban) errors.iban = t('form.ibanMissing');
  else if (!ibanOk) errors.iban = t('form.ibanInvalid');
  if (!/^\d{9}$/.test(input.routing_code)) errors.routing_code = t('form.routingInvalid');
  else if (ibanOk && !routingMatchesIban(input.routing_code, input.iban))
    errors.routing_code = t('form.routingMismatch', {
      routing: input.routing_code,
      routingBank: input.routing_code.slice(1, 4),
      ibanBank: input.iban.slice(4, 7),
    });
  if (!input.fixed_salary_minor || BigInt(input.fixed_salary_minor) === 0n)
    errors.fixed_salary_minor = t('form.salaryMissing');
  return errors;
}

export function EmployeeDialog({ employee, onClose, onSaved, onStale }: EmployeeDialogProps) {
  const { t, i18n } = useTranslation('payroll');
  const formId = employee ? `payroll-employee-${employee.id}` : 'payroll-employee-new';
  const form = useFormErrors(formId, FIELDS);
  const saving = useSubmit();
  const [name, setName] = useState(employee?.name ?? '');
  const [personId, setPersonId] = useState(employee?.person_id ?? '');
  const [iban, setIban] = useState(employee ? groupedIban(employee.iban) : '');
  const [routing, setRouting] = useState(employee?.routing_code ?? '');
  const [salary, setSalary] = useState<string | null>(employee?.fixed_salary.minor ?? null);
  const [refusal, setRefusal] = useState<RefusalWords | null>(null);

  const close = () => {
    if (!saving.loading) onClose();
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void saving.run(async () => {
      setRefusal(null);
      const input: EmployeeInput = {
        name: name.trim(),
        person_id: personId.trim(),
        iban: iban.replace(/[\s-]/g, '').toUpperCase(),
        routing_code: routing.trim(),
        fixed_salary_minor: salary ?? '',
      };
      if (!form.report(checkEmployee(t, input))) return;
      const res = employee ? await saveEmployee(employee.id, input) : await saveNewEmployee(input);
      if (res.data) {
        onSaved(res.data.data, !employee);
        return;
      }
      const code = res.error?.code;
      if (code === 'not_found') {
        onStale();
        return;
      }
      const title = t('form.refused');
      const english = i18n.language === 'en';
      // The bank's refusals of a field: at the field (its words in English; ours otherwise).
      const fields = res.error?.fields ?? {};
      const errors: FieldErrors<Field> = {};
      for (const [path, message] of Object.entries(fields)) {
        const field = FIELDS.find((f) => f === path);
        if (!field) continue;
        errors[field] = english
          ? message
          : code === 'invalid_state' && field === 'person_id'
            ? t('form.personTaken')
            : t(`form.server.${field}`);
      }
      if (Object.keys(errors).length > 0) {
        form.report(errors);
        return;
      }
      if (code === 'forbidden') setRefusal({ title, text: t('form.forbidden') });
      else if (res.error && res.status < 500)
        setRefusal(
          english && res.error.message
            ? { title, detail: res.error.message }
            : { title, text: t('form.refusedText') },
        );
      else setRefusal({ title, detail: res.statusText });
    });
  };

  return (
    <Dialog
      open
      onClose={close}
      size="lg"
      title={employee ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.text')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving.loading}>
            {employee ? t('form.save') : t('form.add')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={save}>
        <Stack gap="md">
          <ErrorSummary errors={form.summary} focusKey={form.attempt} />
          {refusal && <Refusal refusal={refusal} />}
          <div className={styles.fields}>
            <FormField
              label={t('form.name')}
              hint={t('form.nameHint')}
              id={form.id('name')}
              required
              error={form.errors.name}
            >
              <TextInput
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoComplete="off"
                maxLength={NAME_MAX + 20}
              />
            </FormField>
            <FormField
              label={t('form.personId')}
              hint={t('form.personIdHint')}
              id={form.id('person_id')}
              required
              error={form.errors.person_id}
            >
              <TextInput
                value={personId}
                onChange={(e) => setPersonId(e.target.value)}
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                ltr
              />
            </FormField>
            <FormField
              label={t('form.iban')}
              hint={t('form.ibanHint')}
              id={form.id('iban')}
              required
              error={form.errors.iban}
            >
              <TextInput
                value={iban}
                onChange={(e) => setIban(e.target.value)}
                onBlur={() => setIban(groupedIban(iban))}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={42}
                ltr
              />
            </FormField>
            <FormField
              label={t('form.routing')}
              hint={t('form.routingHint')}
              id={form.id('routing_code')}
              required
              error={form.errors.routing_code}
            >
              <TextInput
                value={routing}
                onChange={(e) => setRouting(e.target.value)}
                inputMode="numeric"
                autoComplete="off"
                maxLength={12}
                ltr
              />
            </FormField>
            <FormField
              label={t('form.salary')}
              id={form.id('fixed_salary_minor')}
              required
              error={form.errors.fixed_salary_minor}
            >
              <AmountInput currency="AED" value={salary} onChange={setSalary} />
            </FormField>
          </div>
        </Stack>
      </form>
    </Dialog>
  );
}
