// A company's approvals in words (issue 28), in the reader's language: the kinds of payment, who
// may give an approval (roles or people, "an approver or administrator", "Adam Falcon or Sara
// Falcon"), amounts in dirhams. Lists are joined by the language's own rules (Intl.ListFormat:
// "A, B or C", "A وB أو C"); a name keeps its own direction inside an Arabic sentence.
import { Fragment, type ReactNode } from 'react';
import { formatMoney } from '@bank/lookups/amount';
import type { ApprovalPaymentKind, ApproverRole } from './types';
import { rolesText, type Translate } from './who';

// Who an approval waits for, as text (no React: the review's decision reads it without the list).
export { waitingFor } from './who';

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
