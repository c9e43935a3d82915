// The security feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const securityRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.securityPage,
      handle: { title: 'titles.securityPage' },
      lazy: () => import('./SecurityPage'),
    },
  ]),
];

/**
 * "Confirm it's you" (issue 26), which the app's step-up host opens on any signed-in screen when a
 * call answers step_up_required: the dialog with the security words it speaks, loaded when first
 * needed.
 */
export async function loadStepUpDialog() {
  const [dialog, i18n] = await Promise.all([import('./stepUp/StepUpDialog'), import('./i18n')]);
  await i18n.loadSecurityNamespace();
  return dialog.StepUpDialog;
}
