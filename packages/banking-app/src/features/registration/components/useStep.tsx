import { useState, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import {
  readProgress,
  redirectFor,
  type Progress,
  type Screen,
} from '@/features/registration/progress';
import { PATHS } from '@/access/paths';

/**
 * The registration as this screen found it, or the redirect to the screen the customer should be
 * on (the start when there is none). Read once: a step that moves on must not bounce itself.
 */
export function useStep(
  screen: Screen,
): { progress: Progress; redirect: null } | { progress: null; redirect: ReactElement } {
  const [found] = useState(() => {
    const progress = readProgress();
    return { progress, to: redirectFor(screen, progress) };
  });
  if (found.to || !found.progress)
    return { progress: null, redirect: <Navigate to={found.to ?? PATHS.registration} replace /> };
  return { progress: found.progress, redirect: null };
}
