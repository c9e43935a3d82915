// Payroll's routes (issue 28, not in the spec): the payroll months, employees and settings; a month
// run; a SIF checked; one month (how a feature declares its routes: src/routing/screens.ts; the app
// joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const payrollRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.payroll,
      handle: { title: 'titles.payroll' },
      lazy: () => import('./PayrollPage'),
    },
    {
      path: PATHS.payrollNew,
      handle: { title: 'titles.payrollNew' },
      lazy: () => import('./RunPayrollPage'),
    },
    {
      path: PATHS.payrollCheck,
      handle: { title: 'titles.payrollCheck' },
      lazy: () => import('./CheckSifPage'),
    },
    {
      path: PATHS.payrollRun,
      handle: { title: 'titles.payrollRun' },
      lazy: () => import('./PayrollRunPage'),
    },
  ]),
];
