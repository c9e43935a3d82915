// The approval rules' editor (issue 28), for administrators, loaded when "Change the rules" is
// pressed: the rules in order (add, remove, move up and down), each with its name, its kinds of
// payment (checkboxes), its band in dirhams (AmountInput: the fils exactly, never a float) and
// its approvals in order, each by a role or named people; each approver's limits; self-approval.
// "Propose the change" sends the whole policy on the version shown: what the editor can check it
// says at the fields first; the bank's refusals of a field (400 validation_error, by field path)
// are said at that field, the rest above the form.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  AmountInput,
  Button,
  Checkbox,
  ErrorSummary,
  FormField,
  Heading,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import { useFormErrors, type FormErrors } from '@/lib/forms/useFormErrors';
import type { ApprovalPerson, ApprovalRules } from '@/domain/approvals/types';
import { APPROVER_ROLES, PAYMENT_KINDS } from '@/domain/approvals/words';
import { proposeRules } from '@/features/approvals/api';
import * as styles from '@/features/approvals/approvals.css';
import {
  draftOf,
  fieldOrder,
  groupFields,
  limitField,
  limitPeople,
  MAX_RULES,
  MAX_STEPS,
  nameable,
  newRule,
  newStep,
  policyOf,
  problemsOf,
  ruleField,
  SELF_FIELD,
  serverFields,
  stepField,
  type PolicyDraft,
  type RuleDraft,
  type StepDraft,
} from './model';

export interface RulesEditorProps {
  rules: ApprovalRules;
  onCancel: () => void;
  /** The change is proposed: the words that say so. */
  onProposed: (notice: string) => void;
  /** The rules changed (or a change was proposed) since they were shown: read them again. */
  onStale: () => void;
}

type Form = FormErrors<string>;

export function RulesEditor({ rules, onCancel, onProposed, onStale }: RulesEditorProps) {
  const { t } = useTranslation('approvals');
  const [draft, setDraft] = useState<PolicyDraft>(() => draftOf(rules.policy));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ title: string; text: string } | null>(null);
  const form = useFormErrors('approval-rules', fieldOrder(draft, rules.people), groupFields(draft));
  const heading = useRef<HTMLHeadingElement>(null);
  // The editor opens where the customer is: its heading takes focus.
  useEffect(() => heading.current?.focus(), []);
  const people = nameable(rules.people);

  const setRule = (key: string, change: (rule: RuleDraft) => RuleDraft) =>
    setDraft((d) => ({ ...d, rules: d.rules.map((r) => (r.key === key ? change(r) : r)) }));
  const moveRule = (index: number, by: -1 | 1) =>
    setDraft((d) => {
      const list = [...d.rules];
      const [rule] = list.splice(index, 1);
      list.splice(index + by, 0, rule!);
      return { ...d, rules: list };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    const problems = Object.fromEntries(
      Object.entries(problemsOf(draft)).map(([field, p]) => [field, t(`editor.errors.${p}`)]),
    );
    if (!form.report(problems)) return;
    setBusy(true);
    const policy = policyOf(draft);
    const res = await proposeRules(rules.version, policy);
    setBusy(false);
    if (res.data) return onProposed(t('editor.proposed'));
    if (res.error?.code === 'validation_error') {
      const { errors, rest } = serverFields(res.error.fields ?? {}, draft, policy);
      const whole = rest.length > 0 || Object.keys(errors).length === 0;
      form.report(errors, whole ? <span lang="en">{rest.join(' ') || res.statusText}</span> : null);
      return;
    }
    form.clear();
    if (res.error?.code === 'invalid_state') {
      setRefusal({ title: t('editor.refused'), text: t('editor.stale') });
      onStale();
      return;
    }
    setRefusal({ title: t('editor.refused'), text: res.statusText });
  };

  return (
    <section aria-labelledby="rules-editor-heading">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Heading level={2} size={4} id="rules-editor-heading" ref={heading} tabIndex={-1}>
              {t('editor.heading')}
            </Heading>
            <Text tone="muted">{t('editor.lead')}</Text>
          </Stack>
          {refusal && (
            <Alert tone="danger" announce="assertive" title={refusal.title}>
              {refusal.text}
            </Alert>
          )}
          <ErrorSummary
            errors={form.summary}
            description={form.problem ?? undefined}
            focusKey={form.attempt}
          />
          {form.problem && form.summary.length === 0 && (
            // A refusal of no field: the summary shows nothing without fields, so it is said here.
            <Alert tone="danger" title={t('editor.refused')}>
              {form.problem}
            </Alert>
          )}
          <Stack as="ol" gap="lg" className={styles.plainList}>
            {draft.rules.map((rule, index) => (
              <li key={rule.key}>
                <RuleFields
                  rule={rule}
                  index={index}
                  count={draft.rules.length}
                  people={people}
                  form={form}
                  onChange={(change) => setRule(rule.key, change)}
                  onMove={(by) => moveRule(index, by)}
                  onRemove={() =>
                    setDraft((d) => ({ ...d, rules: d.rules.filter((r) => r.key !== rule.key) }))
                  }
                />
              </li>
            ))}
          </Stack>
          {draft.rules.length < MAX_RULES && (
            <div>
              <Button
                variant="secondary"
                onClick={() => setDraft((d) => ({ ...d, rules: [...d.rules, newRule()] }))}
              >
                {t('editor.addRule')}
              </Button>
            </div>
          )}
          <LimitFields draft={draft} people={rules.people} form={form} onChange={setDraft} />
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('self.heading')}</legend>
            <Checkbox
              label={t('editor.self')}
              checked={draft.selfApproval}
              onChange={(e) => {
                const on = e.target.checked;
                setDraft((d) => ({ ...d, selfApproval: on }));
              }}
            />
            {draft.selfApproval && (
              <div className={styles.narrow}>
                <FormField
                  label={t('editor.selfAmount')}
                  id={form.id(SELF_FIELD)}
                  required
                  hint={t('editor.selfHint')}
                  error={form.errors[SELF_FIELD]}
                >
                  <AmountInput
                    currency="AED"
                    value={draft.selfBelow}
                    onChange={(minor) => setDraft((d) => ({ ...d, selfBelow: minor }))}
                  />
                </FormField>
              </div>
            )}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {t('editor.propose')}
            </Button>
            <Button variant="tertiary" onClick={() => !busy && onCancel()}>
              {t('editor.cancel')}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}

/** A group of checkboxes under its legend, with one message for the group. */
function CheckGroup({
  legend,
  hint,
  error,
  firstId,
  children,
}: {
  legend: ReactNode;
  hint?: string;
  error?: string;
  firstId: string;
  children: ReactNode;
}) {
  const hintId = `${firstId}-group-hint`;
  const errorId = `${firstId}-group-error`;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={[hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <Text size="sm" tone="muted" id={hintId}>
          {hint}
        </Text>
      )}
      {error && (
        <Text size="sm" tone="danger" id={errorId}>
          {error}
        </Text>
      )}
      {children}
    </fieldset>
  );
}

function RuleFields({
  rule,
  index,
  count,
  people,
  form,
  onChange,
  onMove,
  onRemove,
}: {
  rule: RuleDraft;
  index: number;
  count: number;
  people: readonly ApprovalPerson[];
  form: Form;
  onChange: (change: (rule: RuleDraft) => RuleDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('approvals');
  const n = index + 1;
  const kinds = ruleField(rule, 'kinds');
  const setStep = (key: string, change: (step: StepDraft) => StepDraft) =>
    onChange((r) => ({ ...r, steps: r.steps.map((s) => (s.key === key ? change(s) : s)) }));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('editor.rule', { n })}</legend>
      <div className={styles.actions}>
        {index > 0 && (
          <Button variant="tertiary" size="sm" onClick={() => onMove(-1)}>
            {t('editor.moveUp', { n })}
          </Button>
        )}
        {index < count - 1 && (
          <Button variant="tertiary" size="sm" onClick={() => onMove(1)}>
            {t('editor.moveDown', { n })}
          </Button>
        )}
        <Button variant="tertiary" size="sm" onClick={onRemove}>
          {t('editor.removeRule', { n })}
        </Button>
      </div>
      <div className={styles.narrow}>
        <FormField
          label={t('editor.name')}
          id={form.id(ruleField(rule, 'name'))}
          required
          hint={t('editor.nameHint')}
          error={form.errors[ruleField(rule, 'name')]}
        >
          <TextInput
            value={rule.name}
            maxLength={120}
            autoComplete="off"
            onChange={(e) => {
              const name = e.target.value;
              onChange((r) => ({ ...r, name }));
            }}
          />
        </FormField>
      </div>
      <CheckGroup legend={t('editor.kinds')} error={form.errors[kinds]} firstId={form.id(kinds)}>
        {PAYMENT_KINDS.map((kind, i) => (
          <Checkbox
            key={kind}
            id={`${form.id(kinds)}-${i}`}
            label={t(`approval:kind.${kind}`)}
            checked={rule.kinds.includes(kind)}
            onChange={(e) => {
              const on = e.target.checked;
              onChange((r) => ({
                ...r,
                kinds: PAYMENT_KINDS.filter((k) => (k === kind ? on : r.kinds.includes(k))),
              }));
            }}
          />
        ))}
      </CheckGroup>
      <div className={styles.fieldRow}>
        <div className={styles.narrow}>
          <FormField
            label={t('editor.min')}
            id={form.id(ruleField(rule, 'min'))}
            optional
            hint={t('editor.minHint')}
            error={form.errors[ruleField(rule, 'min')]}
          >
            <AmountInput
              currency="AED"
              value={rule.min}
              onChange={(min) => onChange((r) => ({ ...r, min }))}
            />
          </FormField>
        </div>
        <div className={styles.narrow}>
          <FormField
            label={t('editor.max')}
            id={form.id(ruleField(rule, 'max'))}
            optional
            hint={t('editor.maxHint')}
            error={form.errors[ruleField(rule, 'max')]}
          >
            <AmountInput
              currency="AED"
              value={rule.max}
              onChange={(max) => onChange((r) => ({ ...r, max }))}
            />
          </FormField>
        </div>
      </div>
      <CheckGroup
        legend={t('editor.steps')}
        hint={t('editor.stepsHint')}
        error={form.errors[ruleField(rule, 'steps')]}
        firstId={form.id(ruleField(rule, 'steps'))}
      >
        {rule.steps.length === 0 && <Text size="sm">{t('editor.noSteps')}</Text>}
        {rule.steps.map((step, i) => (
          <StepFields
            key={step.key}
            step={step}
            n={i + 1}
            people={people}
            form={form}
            onChange={(change) => setStep(step.key, change)}
            onRemove={() => onChange((r) => ({ ...r, steps: r.steps.filter((s) => s !== step) }))}
          />
        ))}
        {rule.steps.length < MAX_STEPS && (
          <div>
            <Button
              variant="secondary"
              size="sm"
              id={form.id(ruleField(rule, 'steps'))}
              onClick={() => onChange((r) => ({ ...r, steps: [...r.steps, newStep()] }))}
            >
              {t('editor.addStep')}
            </Button>
          </div>
        )}
      </CheckGroup>
    </fieldset>
  );
}

function StepFields({
  step,
  n,
  people,
  form,
  onChange,
  onRemove,
}: {
  step: StepDraft;
  n: number;
  people: readonly ApprovalPerson[];
  form: Form;
  onChange: (change: (step: StepDraft) => StepDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('approvals');
  const field = stepField(step);
  // Someone no longer nameable (disabled since) stays listed while the approval names them.
  const shown = [
    ...people,
    ...step.people
      .filter((id) => !people.some((p) => p.customer_id === id))
      .map((id) => ({ customer_id: id, name: t('inForce.formerUser'), customer_type: null })),
  ];
  return (
    <CheckGroup
      legend={t('editor.step', { n })}
      hint={t('editor.stepHint')}
      error={form.errors[field]}
      firstId={form.id(field)}
    >
      {APPROVER_ROLES.map((role, i) => (
        <Checkbox
          key={role}
          id={`${form.id(field)}-${i}`}
          label={t(`editor.anyRole.${role}`)}
          checked={step.roles.includes(role)}
          onChange={(e) => {
            const on = e.target.checked;
            onChange((s) => ({
              ...s,
              roles: APPROVER_ROLES.filter((r) => (r === role ? on : s.roles.includes(r))),
            }));
          }}
        />
      ))}
      {shown.map((person) => (
        <Checkbox
          key={person.customer_id}
          label={
            person.customer_type
              ? t('editor.person', {
                  name: person.name,
                  role: t(`common:role.${person.customer_type}.name`),
                })
              : person.name
          }
          checked={step.people.includes(person.customer_id)}
          onChange={(e) => {
            const on = e.target.checked;
            onChange((s) => ({
              ...s,
              people: on
                ? [...s.people, person.customer_id]
                : s.people.filter((id) => id !== person.customer_id),
            }));
          }}
        />
      ))}
      <div>
        <Button variant="tertiary" size="sm" onClick={onRemove}>
          {t('editor.removeStep', { n })}
        </Button>
      </div>
    </CheckGroup>
  );
}

function LimitFields({
  draft,
  people,
  form,
  onChange,
}: {
  draft: PolicyDraft;
  people: readonly ApprovalPerson[];
  form: Form;
  onChange: (change: (d: PolicyDraft) => PolicyDraft) => void;
}) {
  const { t } = useTranslation('approvals');
  const set = (id: string, part: 'perPayment' | 'daily', value: string | null) =>
    onChange((d) => {
      const was = d.limits[id] ?? { perPayment: null, daily: null };
      return { ...d, limits: { ...d.limits, [id]: { ...was, [part]: value } } };
    });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('editor.limits')}</legend>
      <Text size="sm" tone="muted">
        {t('editor.limitsLead')}
      </Text>
      {limitPeople(draft, people).map((person) => {
        const limit = draft.limits[person.customer_id];
        return (
          <fieldset key={person.customer_id} className={styles.group}>
            <legend className={styles.legend}>
              <bdi>{person.name}</bdi>
            </legend>
            <div className={styles.fieldRow}>
              {(['perPayment', 'daily'] as const).map((part) => (
                <div key={part} className={styles.narrow}>
                  <FormField
                    label={t(`editor.${part}`)}
                    id={form.id(limitField(person.customer_id, part))}
                    optional
                    error={form.errors[limitField(person.customer_id, part)]}
                  >
                    <AmountInput
                      currency="AED"
                      value={limit?.[part] ?? null}
                      onChange={(minor) => set(person.customer_id, part, minor)}
                    />
                  </FormField>
                </div>
              ))}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
