import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '@bank/ui';
import type { Check, Refusal } from '@/session/checks';
import { PATHS } from '@/access/paths';

export interface GuardedRouteProps {
  /** Asynchronous restriction checks; the content shows only when every one resolves to true. */
  checks: readonly Check[];
  /** Where a failed check leads (a replace-redirect); `/` by default. */
  redirectTo?: string;
  /** The content; the child routes (`<Outlet />`) by default. */
  children?: ReactNode;
}

/**
 * The guarded-route wrapper (spec 2): the full-screen logo loader while the checks run, the
 * content when all of them pass, otherwise a replace-redirect to `redirectTo`. The checks run
 * once when the wrapper mounts; a check that throws counts as failed. When every check can answer
 * at once (no stored token, a configuration switch), the decision is taken in the first render:
 * a visitor's first paint is the page, not the loader.
 */
/** The decision when every check can answer at once (see `Check.now`), else null. */
interface Decision {
  checks: readonly Check[];
  allowed: boolean;
  /** The reason of the first check that said no, told on the page the customer is sent to. */
  refused?: Refusal | undefined;
}

function decidedNow(checks: readonly Check[]): Decision | null {
  const answers: boolean[] = [];
  for (const check of checks) {
    let answer: boolean | undefined;
    try {
      answer = check.now?.();
    } catch {
      answer = false;
    }
    if (answer === undefined) return null;
    answers.push(answer);
  }
  return decision(checks, answers);
}

function decision(checks: readonly Check[], answers: readonly boolean[]): Decision {
  const failed = checks.find((_, i) => answers[i] !== true);
  return { checks, allowed: !failed, refused: failed?.refusal };
}

/** What a refused visit hands the page it is sent to (`RefusalNotice` reads it). */
export interface RefusedState {
  from: string;
  refused?: Refusal;
}

export function GuardedRoute({ checks, redirectTo = PATHS.home, children }: GuardedRouteProps) {
  const { t } = useTranslation();
  const location = useLocation();
  // React keeps this component's state when the router swaps one guarded group for another at
  // the same place in the tree, so a result counts only for the checks it was computed for.
  const [result, setResult] = useState<Decision | null>(null);
  // The decision when every check can answer at once; taken again only when the checks change.
  const immediate = useMemo(() => decidedNow(checks), [checks]);
  const current = result?.checks === checks ? result : immediate;
  const state = current ? (current.allowed ? 'allowed' : 'denied') : 'checking';

  useEffect(() => {
    if (immediate) return;
    let live = true;
    Promise.all(
      checks.map((check) =>
        Promise.resolve()
          .then(check)
          .catch(() => false),
      ),
    ).then((results) => {
      // As a transition: the page behind the guard is built in slices (see main.tsx).
      if (live) startTransition(() => setResult(decision(checks, results)));
    });
    return () => {
      live = false;
    };
  }, [checks, immediate]);

  if (state === 'checking') return <FullScreenLoader label={t('loader.checking')} />;
  if (state === 'denied') {
    const handed: RefusedState = { from: location.pathname, refused: current?.refused };
    return <Navigate to={redirectTo} replace state={handed} />;
  }
  return <>{children ?? <Outlet />}</>;
}
