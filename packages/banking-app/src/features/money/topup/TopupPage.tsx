// Route /dashboard/topup (PATHS.topup).
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '@/access/paths';
import { newDraft, writeDraft } from './draft';

/**
 * /dashboard/topup: starts a new top-up (a wallet named in `?wallet=` is chosen already) and
 * goes to its first step.
 */
export function Component() {
  const [params] = useSearchParams();
  useState(() => writeDraft(newDraft(new Date(), params.get('wallet') ?? undefined)));
  return <Navigate to={PATHS.topupStep1} replace />;
}
