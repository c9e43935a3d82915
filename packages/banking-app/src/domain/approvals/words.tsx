// A company's approvals in words (issue 28), in the reader's language: the kinds of payment, who
// may give an approval (roles or people, "an approver or administrator", "Adam Falcon or Sara
// Falcon"), amounts in dirhams. Lists are joined by the language's own rules (Intl.ListFormat:
// "A, B or C", "A وB أو C"); a name keeps its own direction inside an Arabic sentence.
import { Fragment, type ReactNode } from 'react';
import { formatMoney } from '@bank/lookups/amount';
import type { ApprovalPaymentKind, ApprovalProgress, ApproverRole } from './types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The kinds a rule can name, in the order the screens list them. */
export const PAYMENT_KINDS: readonly ApprovalPaymentKind[] = [
  'internal_transfer',
  'external_transfer',
  'conversion',
  'bulk_payment',
  'payroll',
];

export const APPROVER_ROLES: readonly ApproverRole[] = ['approver', 'admin'];

/** An amount of fils as "AED 50,000.00" (the same in both languages). */
export const aed = (minor: string) => formatMoney(minor, 'AED', { display: 'code' });

/** A name isolated inside a sentence of either direction (U+2068 … U+2069). */
export const isolate = (name: string) => `\u2068${name}\u2069`;

/** Items joined as the language joins a list: "and" (conjunction) or "or" (disjunction). */
export function joined(
  items: readonly ReactNode[],
  language: string,
  type: 'conjunction' | 'disjunction',
): ReactNode {
  const parts = new Intl.ListFormat(language, { type }).formatToParts(
    items.map((_, i) => String(i)),
  );
  let n = 0;
  return parts.map((part, i) =>
    part.type === 'element' ? <Fragment key={i}>{items[n++]}</Fragment> : part.value,
  );
}

/** The same as text (names isolated), for a sentence that must be a string. */
export const joinedText = (
  items: readonly string[],
  language: string,
  type: 'conjunction' | 'disjunction',
) => new Intl.ListFormat(language, { type }).format(items);

/** "an approver", "an administrator", "an approver or administrator" (empty: no role). */
export function rolesText(t: Translate, roles: readonly ApproverRole[]): string {
  const has = (role: ApproverRole) => roles.includes(role);
  if (has('approver') && has('admin')) return t('approval:who.either');
  if (has('approver')) return t('approval:who.approver');
  if (has('admin')) return t('approval:who.admin');
  return '';
}

/**
 * Who may give one approval: its roles, its people, or both ("an administrator, or Adam Falcon").
 * Names are shown as they are written (each in its own direction).
 */
export function whoNode(
  t: Translate,
  language: string,
  roles: readonly ApproverRole[],
  names: readonly string[],
): ReactNode {
  const people =
    names.length > 0
      ? joined(
          names.map((name) => <bdi>{name}</bdi>),
          language,
          'disjunction',
        )
      : null;
  const byRole = rolesText(t, roles);
  if (!people) return byRole || t('approval:who.nobody');
  if (!byRole) return people;
  const [before, after] = t('approval:who.rolesOrPeople', {
    roles: byRole,
    people: '\u2063',
  }).split('\u2063');
  return (
    <>
      {before}
      {people}
      {after}
    </>
  );
}

/** The same as a string, for a sentence that must be text (a notice, a list row). */
export function whoText(
  t: Translate,
  language: string,
  roles: readonly ApproverRole[],
  names: readonly string[],
): string {
  const byRole = rolesText(t, roles);
  if (names.length === 0) return byRole || t('approval:who.nobody');
  const people = joinedText(names.map(isolate), language, 'disjunction');
  return byRole ? t('approval:who.rolesOrPeople', { roles: byRole, people }) : people;
}

/** The approval a payment in review waits for now: its step and who may give it, in words. */
export function waitingFor(
  path: ApprovalProgress,
  t: Translate,
  language: string,
): { step: number; who: string } | null {
  const step = path.steps.find((s) => s.step === path.current_step);
  if (!step) return null;
  const names = step.roles.length > 0 ? [] : step.approvers.map((p) => p.name);
  return { step: step.step, who: whoText(t, language, step.roles, names) };
}
