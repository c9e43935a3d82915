// The approvals feature's routes (issue 28, not in the spec): the company's approval rules (how a
// feature declares its routes: src/routing/screens.ts; the app joins every feature's list in
// src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const approvalsRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.approvalRules,
      handle: { title: 'titles.approvalRules' },
      lazy: () => import('./ApprovalRulesPage'),
    },
  ]),
];
