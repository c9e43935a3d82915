// Who may give an approval, as text (issue 28): "an approver", "an administrator", "an approver
// or administrator", people by name ("Adam Falcon or Sara Falcon", each isolated inside a
// sentence of either direction, joined by the language's own rules). No React and no amounts:
// a notice or a list row reads it without the path's list (words.tsx, ApprovalSteps).
import type { ApprovalProgress, ApproverRole } from './types';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "an approver", "an administrator", "an approver or administrator" (empty: no role). */
export function rolesText(t: Translate, roles: readonly ApproverRole[]): string {
  const has = (role: ApproverRole) => roles.includes(role);
  if (has('approver') && has('admin')) return t('approval:who.either');
  if (has('approver')) return t('approval:who.approver');
  if (has('admin')) return t('approval:who.admin');
  return '';
}

/** Who may give one approval, as a string: its roles, its people (isolated), or both. */
function whoText(
  t: Translate,
  language: string,
  roles: readonly ApproverRole[],
  names: readonly string[],
): string {
  const byRole = rolesText(t, roles);
  if (names.length === 0) return byRole || t('approval:who.nobody');
  const people = new Intl.ListFormat(language, { type: 'disjunction' }).format(
    names.map((name) => `\u2068${name}\u2069`),
  );
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
